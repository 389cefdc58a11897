// The skills and training forms of My Profile through their pages' loaders and actions, as a
// browser without JavaScript (and the dialogs' fetchers) post them.
import { describe, expect, test } from 'vitest'
import { withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, formRequest, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { skillsOf } from '../skills.server.ts'
import { trainingOf } from '../training-history.server.ts'
import * as profile from './profile.tsx'
import * as deleteSkill from './profile.skills.$id.delete.tsx'
import * as editSkill from './profile.skills.$id.edit.tsx'
import * as newSkill from './profile.skills.new.tsx'
import * as deleteTraining from './profile.training.$id.delete.tsx'
import * as editTraining from './profile.training.$id.edit.tsx'
import * as newTraining from './profile.training.new.tsx'
import * as welcome from './profile.welcome.tsx'

type Result = { result: { status: string; error: Record<string, string[]> } }

const get = <Args>(
	handler: (args: Args) => unknown,
	path: string,
	cookie?: string,
	params: Record<string, string> = {},
) =>
	callRoute(withParams(handler), new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }), {
		params,
	})
const post = <Args>(
	handler: (args: Args) => unknown,
	path: string,
	fields: Record<string, string>,
	cookie?: string,
	params = {},
) => callRoute(withParams(handler), formRequest(path, fields, { cookie }), { params })

const FORKLIFT = { skillName: 'Forklift (counterbalance)', skillCategory: 'Other', proficiencyLevel: 'Advanced' }
const HYGIENE = {
	trainingTitle: 'Level 2 Food Hygiene',
	trainingProvider: 'Warrington & Vale Royal College',
	trainingType: 'Certification',
	category: 'Healthcare',
}

describe('/profile for a job seeker', () => {
	test('skills, training and the welcome, until "Dismiss" is posted to /profile/welcome; an employer gets the 403 page', async () => {
		const { cookie } = await signedIn('employee')
		await post(newSkill.action, '/profile/skills/new', FORKLIFT, cookie)
		await post(newTraining.action, '/profile/training/new', { ...HYGIENE, completedDate: '2024-09-12' }, cookie)
		const loaded = (await (await get(profile.loader, '/profile', cookie)).json()) as Record<string, unknown>
		expect(loaded).toMatchObject({
			showWelcome: true,
			skills: [{ skillName: 'Forklift (counterbalance)', isVerified: false }],
			training: [{ trainingTitle: 'Level 2 Food Hygiene', completedDate: '2024-09-12', status: 'completed' }],
		})

		const dismissed = await post(welcome.action, '/profile/welcome', {}, cookie)
		expect(dismissed.status).toBe(302)
		expect(dismissed.headers.get('Location')).toBe('/profile')
		expect(await (await get(profile.loader, '/profile', cookie)).json()).toMatchObject({ showWelcome: false })
		// Dismissing again (another tab) changes nothing.
		expect((await post(welcome.action, '/profile/welcome', {}, cookie)).status).toBe(302)
		expect((await get(welcome.loader, '/profile/welcome', cookie)).headers.get('Location')).toBe('/profile')

		const employer = await signedIn('employer')
		const refused = await get(profile.loader, '/profile', employer.cookie)
		expect(refused.status).toBe(403)
		expect(await refused.json()).toMatchObject({ accessRefused: 'wrong-type', signedInAs: 'employer' })
		expect((await post(welcome.action, '/profile/welcome', {}, employer.cookie)).status).toBe(403)
		expect((await post(welcome.action, '/profile/welcome', {})).headers.get('Location')).toBe(
			'/auth?redirectTo=%2Fprofile',
		)
	})
})

describe('/profile/skills', () => {
	test('new: the messages of §15 with "Error adding skill" above them; a saved skill goes back to /profile#skills with a toast', async () => {
		const { user, cookie } = await signedIn('employee')
		expect((await get(newSkill.loader, '/profile/skills/new', cookie)).status).toBe(200)
		const refused = await post(newSkill.action, '/profile/skills/new', { skillName: ' ' }, cookie)
		expect(refused.status).toBe(400)
		expect(((await refused.json()) as Result).result.error).toEqual({
			'': ['Please check the highlighted fields.'],
			skillName: ['Skill name is required'],
			skillCategory: ['Category is required'],
			proficiencyLevel: ['Proficiency level is required'],
		})

		const saved = await post(
			newSkill.action,
			'/profile/skills/new',
			{ ...FORKLIFT, yearsOfExperience: '3', isVerified: 'true' },
			cookie,
		)
		expect(saved.status).toBe(302)
		expect(saved.headers.get('Location')).toBe('/profile#skills')
		expect(await toastOf(saved)).toMatchObject({ title: 'Skill added', description: 'Forklift (counterbalance)' })
		expect((await skillsOf(await freshEm(), user)).items).toMatchObject([{ yearsOfExperience: 3, isVerified: false }])

		const again = await post(
			newSkill.action,
			'/profile/skills/new',
			{ ...FORKLIFT, skillName: 'forklift (COUNTERBALANCE)' },
			cookie,
		)
		expect(again.status).toBe(409)
		expect(((await again.json()) as Result).result.error.skillName).toEqual([
			'You already have a skill called "forklift (COUNTERBALANCE)". Edit that one instead.',
		])
		expect((await skillsOf(await freshEm(), user)).total).toBe(1)
	})

	test('edit and delete: the owner only (anyone else gets a 404); delete asks on its own page first', async () => {
		const { user, cookie } = await signedIn('employee')
		const other = await signedIn('employee')
		await post(newSkill.action, '/profile/skills/new', FORKLIFT, cookie)
		const [skill] = (await skillsOf(await freshEm(), user)).items
		const id = String(skill!.id)

		const form = await get(editSkill.loader, `/profile/skills/${id}/edit`, cookie, { id })
		expect(await form.json()).toMatchObject({ skill: { skillName: 'Forklift (counterbalance)' } })
		expect((await get(editSkill.loader, `/profile/skills/${id}/edit`, other.cookie, { id })).status).toBe(404)
		expect((await get(editSkill.loader, '/profile/skills/1e3/edit', cookie, { id: '1e3' })).status).toBe(404)
		expect(
			(
				await post(editSkill.action, `/profile/skills/${id}/edit`, { ...FORKLIFT, skillName: 'Mine' }, other.cookie, {
					id,
				})
			).status,
		).toBe(404)

		const saved = await post(
			editSkill.action,
			`/profile/skills/${id}/edit`,
			{ ...FORKLIFT, proficiencyLevel: 'Expert' },
			cookie,
			{ id },
		)
		expect(saved.headers.get('Location')).toBe('/profile#skills')
		expect(await toastOf(saved)).toMatchObject({ title: 'Skill saved' })
		expect((await skillsOf(await freshEm(), user)).items[0]).toMatchObject({ proficiencyLevel: 'Expert' })
		const bad = await post(
			editSkill.action,
			`/profile/skills/${id}/edit`,
			{ ...FORKLIFT, yearsOfExperience: '-1' },
			cookie,
			{ id },
		)
		expect(((await bad.json()) as Result).result.error.yearsOfExperience).toEqual([
			'Years of experience must be 0 or more',
		])

		const question = await get(deleteSkill.loader, `/profile/skills/${id}/delete`, cookie, { id })
		expect(await question.json()).toEqual({ id: skill!.id, skillName: 'Forklift (counterbalance)' })
		expect((await get(deleteSkill.loader, `/profile/skills/${id}/delete`, other.cookie, { id })).status).toBe(404)
		const notTheirs = await post(deleteSkill.action, `/profile/skills/${id}/delete`, {}, other.cookie, { id })
		expect(await toastOf(notTheirs)).toMatchObject({ title: 'Skill not found' })
		expect((await skillsOf(await freshEm(), user)).total).toBe(1)

		const deleted = await post(deleteSkill.action, `/profile/skills/${id}/delete`, {}, cookie, { id })
		expect(deleted.headers.get('Location')).toBe('/profile#skills')
		expect(await toastOf(deleted)).toMatchObject({ title: 'Skill deleted' })
		expect((await skillsOf(await freshEm(), user)).total).toBe(0)
	})

	test('an employer gets the 403 page on every skills and training page; signed out, sign in first', async () => {
		const employer = await signedIn('employer')
		for (const [handler, path] of [
			[withParams(newSkill.loader), '/profile/skills/new'],
			[withParams(newTraining.loader), '/profile/training/new'],
		] as const) {
			const refused = await get(handler, path, employer.cookie)
			expect(refused.status).toBe(403)
			expect(await refused.json()).toMatchObject({ message: expect.stringMatching(/My Profile is for job seekers/) })
			expect((await get(handler, path)).headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(path)}`)
		}
		expect((await post(newSkill.action, '/profile/skills/new', FORKLIFT, employer.cookie)).status).toBe(403)
		expect((await post(newTraining.action, '/profile/training/new', HYGIENE, employer.cookie)).status).toBe(403)
		expect((await skillsOf(await freshEm(), employer.user)).total).toBe(0)
	})
})

describe('/profile/training', () => {
	test('new, edit and delete: the messages of §15, skills learned from commas, the owner only', async () => {
		const { user, cookie } = await signedIn('employee')
		const other = await signedIn('employee')
		const refused = await post(
			newTraining.action,
			'/profile/training/new',
			{ certificateUrl: 'http://x.example' },
			cookie,
		)
		expect(refused.status).toBe(400)
		expect(((await refused.json()) as Result).result.error).toMatchObject({
			trainingTitle: ['Training title is required'],
			trainingProvider: ['Provider is required'],
			trainingType: ['Training type is required'],
			category: ['Category is required'],
			certificateUrl: ['Certificate link must be a web address starting https://'],
		})

		const saved = await post(
			newTraining.action,
			'/profile/training/new',
			{ ...HYGIENE, skillsLearned: 'HACCP, allergens, ,haccp', status: 'completed' },
			cookie,
		)
		expect(saved.headers.get('Location')).toBe('/profile#training')
		expect(await toastOf(saved)).toMatchObject({ title: 'Training added', description: 'Level 2 Food Hygiene' })
		const [record] = (await trainingOf(await freshEm(), user)).items
		expect(record).toMatchObject({ skillsLearned: ['HACCP', 'allergens'], status: 'completed' })
		const id = String(record!.id)

		expect((await get(editTraining.loader, `/profile/training/${id}/edit`, other.cookie, { id })).status).toBe(404)
		const edited = await post(
			editTraining.action,
			`/profile/training/${id}/edit`,
			{ ...HYGIENE, duration: '1 day' },
			cookie,
			{ id },
		)
		expect(await toastOf(edited)).toMatchObject({ title: 'Training saved' })
		expect((await trainingOf(await freshEm(), user)).items[0]).toMatchObject({ duration: '1 day', skillsLearned: [] })

		expect((await get(deleteTraining.loader, `/profile/training/${id}/delete`, cookie, { id })).status).toBe(200)
		expect((await get(deleteTraining.loader, `/profile/training/${id}/delete`, other.cookie, { id })).status).toBe(404)
		const deleted = await post(deleteTraining.action, `/profile/training/${id}/delete`, {}, cookie, { id })
		expect(await toastOf(deleted)).toMatchObject({ title: 'Training deleted' })
		expect((await trainingOf(await freshEm(), user)).total).toBe(0)
	})
})
