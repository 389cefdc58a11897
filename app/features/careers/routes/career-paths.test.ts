// /career-paths and its pages through their loaders and actions, as a browser without JavaScript
// (and the dialogs' fetchers) posts them.
import { describe, expect, test } from 'vitest'
import { careerJob } from '../../../../tests/fixtures/career-jobs.ts'
import { apiUser, withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, formRequest, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { saveAssessment } from '../career-advisor.server.ts'
import { careerPathsOf } from '../career-paths.server.ts'
import type { CareerPathView } from '../career-path-schemas.ts'
import * as remove from './career-paths.$id.delete.tsx'
import * as edit from './career-paths.$id.edit.tsx'
import * as details from './career-paths.$id.tsx'
import * as newPath from './career-paths.new.tsx'
import * as page from './career-paths.tsx'

const get = <Args>(handler: (args: Args) => unknown, path: string, cookie?: string, params = {}) =>
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

const CARE = {
	currentRole: 'Warehouse Operative',
	targetRole: 'Care Assistant',
	timeframe: '6months',
	currentSalary: '£23,000',
	targetSalary: '',
	requiredSkills: 'Care ,  first aid, care',
}

describe('/career-paths', () => {
	test('signed out: to /auth and back; an employer gets the 403 page naming who it is for', async () => {
		const away = await get(page.loader, '/career-paths?tab=progress')
		expect(away.status).toBe(302)
		expect(away.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent('/career-paths?tab=progress')}`)
		const { cookie } = await signedIn('employer')
		const refusals = [
			await get(page.loader, '/career-paths', cookie),
			await get(newPath.loader, '/career-paths/new', cookie),
		]
		for (const refused of refusals) {
			expect(refused.status).toBe(403)
			expect(await refused.json()).toMatchObject({
				accessRefused: 'wrong-type',
				message: expect.stringMatching(/job seekers/),
			})
		}
	})

	test('create (form messages, then a path in planning), tick and untick, the tabs, edit and delete', async () => {
		const { user, cookie } = await signedIn('employee')
		expect(await (await get(page.loader, '/career-paths', cookie)).json()).toMatchObject({ tab: 'paths', paths: [] })

		const refused = await post(newPath.action, '/career-paths/new', { currentRole: '', timeframe: '' }, cookie)
		expect(refused.status).toBe(400)
		expect(((await refused.json()) as { result: { error: Record<string, string[]> } }).result.error).toMatchObject({
			currentRole: ['Current role is required'],
			targetRole: ['Target role is required'],
			timeframe: ['Timeframe is required'],
		})

		const created = await post(newPath.action, '/career-paths/new', CARE, cookie)
		expect(created.status).toBe(302)
		const [made] = (await careerPathsOf(await freshEm(), user)).items as [CareerPathView]
		expect(created.headers.get('Location')).toBe(`/career-paths#path-${made.id}`)
		expect(await toastOf(created)).toMatchObject({ title: 'Career path created' })
		expect(made).toMatchObject({
			currentSalary: 23000,
			targetSalary: null,
			requiredSkills: ['Care', 'first aid'],
			progressStatus: 'planning',
		})

		const params = { id: String(made.id) }
		const tick = (milestoneId: number, isCompleted: boolean, returnTo = 'list', as = cookie) =>
			post(
				details.action,
				`/career-paths/${made.id}`,
				{ intent: 'tick', milestoneId: String(milestoneId), isCompleted: String(isCompleted), returnTo },
				as,
				params,
			)
		const ticked = await tick(made.milestones[0]!.id, true)
		expect(ticked.headers.get('Location')).toBe(`/career-paths#path-${made.id}`)
		expect(await toastOf(ticked)).toMatchObject({
			title: 'Milestone done',
			description: 'Gain: Care. Path: In progress',
		})
		const back = await tick(made.milestones[0]!.id, false, 'details')
		expect(back.headers.get('Location')).toBe(`/career-paths/${made.id}`)
		expect(await toastOf(back)).toMatchObject({ description: 'Gain: Care. Path: Planning' })
		await tick(made.milestones[1]!.id, true)
		expect((await tick(made.milestones[1]!.id + 100000, true)).status).toBe(404)

		expect(await (await get(page.loader, '/career-paths?tab=progress', cookie)).json()).toMatchObject({
			tab: 'progress',
			progress: { totalPaths: 1, activePaths: 1, completedPaths: 0, skillsGained: 1 },
		})
		expect(await (await get(page.loader, '/career-paths?tab=market', cookie)).json()).toMatchObject({
			tab: 'market',
			markets: [{ role: 'Care Assistant', jobOpenings: expect.any(Number) }],
		})
		expect(await (await get(page.loader, '/career-paths?tab=nonsense', cookie)).json()).toMatchObject({ tab: 'paths' })

		const { cookie: other } = await signedIn('employee')
		expect((await get(details.loader, `/career-paths/${made.id}`, other, params)).status).toBe(404)
		expect((await get(edit.loader, `/career-paths/${made.id}/edit`, other, params)).status).toBe(404)
		expect((await get(remove.loader, `/career-paths/${made.id}/delete`, other, params)).status).toBe(404)
		expect((await tick(made.milestones[0]!.id, true, 'list', other)).status).toBe(404)

		const own = await post(details.action, `/career-paths/${made.id}`, { intent: 'add', title: '' }, cookie, params)
		expect(own.status).toBe(400)
		const added = await post(
			details.action,
			`/career-paths/${made.id}`,
			{ intent: 'add', title: 'Shadow a shift', targetDate: '2027-01-31', skillsGained: '' },
			cookie,
			params,
		)
		expect(await toastOf(added)).toMatchObject({ title: 'Milestone added', description: 'Shadow a shift' })
		const withOwn = (
			(await (await get(details.loader, `/career-paths/${made.id}`, cookie, params)).json()) as {
				path: CareerPathView
			}
		).path
		const ownId = withOwn.milestones.find((m) => m.kind === 'own')!.id
		const removed = await post(
			details.action,
			`/career-paths/${made.id}`,
			{ intent: 'remove', milestoneId: String(ownId), returnTo: 'details' },
			cookie,
			params,
		)
		expect(removed.headers.get('Location')).toBe(`/career-paths/${made.id}`)
		expect(await toastOf(removed)).toMatchObject({ title: 'Milestone removed' })

		const saved = await post(
			edit.action,
			`/career-paths/${made.id}/edit`,
			{ ...CARE, targetRole: 'Senior Carer' },
			cookie,
			params,
		)
		expect(saved.headers.get('Location')).toBe(`/career-paths/${made.id}`)
		expect(await (await get(details.loader, `/career-paths/${made.id}`, cookie, params)).json()).toMatchObject({
			path: { targetRole: 'Senior Carer', progressStatus: 'in_progress' },
		})
		const deleted = await post(remove.action, `/career-paths/${made.id}/delete`, {}, cookie, params)
		expect(await toastOf(deleted)).toMatchObject({ title: 'Career path deleted' })
		expect((await get(details.loader, `/career-paths/${made.id}`, cookie, params)).status).toBe(404)
	})

	test('"Generate a path from my assessment" before any assessment: 409 with the message', async () => {
		const { cookie } = await signedIn('employee')
		const refused = await post(page.action, '/career-paths', { intent: 'generate' }, cookie)
		expect(refused.status).toBe(409)
		expect(await refused.json()).toEqual({ generate: 'Take the career assessment first', needsAssessment: true })
	})

	test('"Generate a path from my assessment": a warehouse operative is sent to forklift work, not software', async () => {
		const { user: employer } = await apiUser('employer')
		for (const salary of ['£25,000', '£26,000', '£27,000', '£28,000', '£29,000'])
			await careerJob(employer, { title: 'Forklift Driver', salary, industry: 'Warehouse & Logistics' })
		await careerJob(employer, { title: 'Software Developer', salary: '£60,000', industry: 'Technology' })
		const { user, cookie } = await signedIn('employee')
		await saveAssessment(await freshEm(), user, {
			currentRole: 'Warehouse Operative',
			experienceLevel: 'entry',
			skills: ['Handle returns'],
			interests: ['Technology'],
			workPreferences: null,
			salaryExpectation: null,
			careerGoals: null,
		})
		const made = await post(page.action, '/career-paths', { intent: 'generate' }, cookie)
		expect(made.status).toBe(302)
		expect(await toastOf(made)).toMatchObject({
			title: 'Career path created',
			description: 'Warehouse Operative → Forklift operator, from your assessment',
		})
		const [path] = (await careerPathsOf(await freshEm(), user)).items
		expect(path).toMatchObject({ targetRole: 'Forklift operator', targetSalary: 27_000 })
		// The forklift operator's essential skills the warehouse worker's do not cover, five at most.
		expect(path!.requiredSkills).toHaveLength(5)
		expect(path!.milestones.map((milestone) => milestone.title)).toContain(`Gain: ${path!.requiredSkills[0]}`)
	})
})
