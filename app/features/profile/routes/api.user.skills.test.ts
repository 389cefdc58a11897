import { describe, expect, test } from 'vitest'
import { apiUser, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import * as skill from './api.user.skills.$id.ts'
import * as skills from './api.user.skills.ts'

type Auth = { token?: string; cookie?: string; origin?: string | null }
const list = (auth: Auth, query = '') => callRoute(skills.loader, apiRequest('GET', `/api/user/skills${query}`, auth))
const add = (body: unknown, auth: Auth) =>
	callRoute(skills.action, apiRequest('POST', '/api/user/skills', { ...auth, body }))
const change = (method: 'PATCH' | 'DELETE', id: number | string, auth: Auth, body?: unknown) =>
	callRoute(withParams(skill.action), apiRequest(method, `/api/user/skills/${id}`, { ...auth, body }), {
		params: { id: String(id) },
	})

const FORKLIFT = { skillName: 'Forklift (counterbalance)', skillCategory: 'Other', proficiencyLevel: 'Advanced' }

describe('GET and POST /api/user/skills', () => {
	test('a job seeker adds skills (201) and reads them back A to Z, paged; isVerified cannot be set', async () => {
		const { token } = await apiUser('employee')
		const created = await add(
			{ ...FORKLIFT, yearsOfExperience: 3, lastUsed: '2025-06-30', isVerified: true },
			{ token },
		)
		expect(created.status).toBe(201)
		expect(await created.json()).toEqual({
			id: expect.any(Number),
			...FORKLIFT,
			yearsOfExperience: 3,
			lastUsed: '2025-06-30',
			certificationName: null,
			certificationDate: null,
			certificationExpiry: null,
			isVerified: false,
			createdAt: expect.any(String),
			updatedAt: expect.any(String),
		})
		await add({ skillName: 'Customer service', skillCategory: 'Business', proficiencyLevel: 'Expert' }, { token })
		await add(
			{ skillName: 'Microsoft Excel', skillCategory: 'Technology', proficiencyLevel: 'Intermediate' },
			{ token },
		)

		const all = await list({ token })
		expect(all.status).toBe(200)
		expect(all.headers.get('X-Total-Count')).toBe('3')
		expect(((await all.json()) as { skillName: string }[]).map((s) => s.skillName)).toEqual([
			'Customer service',
			'Forklift (counterbalance)',
			'Microsoft Excel',
		])
		const second = await list({ token }, '?limit=1&offset=1')
		expect(((await second.json()) as { skillName: string }[]).map((s) => s.skillName)).toEqual([
			'Forklift (counterbalance)',
		])
		expect(second.headers.get('Link')).toBe(
			'</api/user/skills?limit=1&offset=2>; rel="next", </api/user/skills?limit=1&offset=0>; rel="prev"',
		)
		expect((await list({ token }, '?limit=0')).status).toBe(400)
	})

	test('400 with the field messages of §15; a name already listed (any case) is a 409 naming skillName', async () => {
		const { token } = await apiUser('employee')
		const refused = await add({ skillName: '', yearsOfExperience: -2 }, { token })
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({
			message: 'Please check the highlighted fields',
			errors: {
				skillName: ['Skill name is required'],
				skillCategory: ['Category is required'],
				proficiencyLevel: ['Proficiency level is required'],
				yearsOfExperience: ['Years of experience must be 0 or more'],
			},
		})
		expect((await add('not an object', { token })).status).toBe(400)
		await add(FORKLIFT, { token })
		const again = await add({ ...FORKLIFT, skillName: 'FORKLIFT (Counterbalance)' }, { token })
		expect(again.status).toBe(409)
		expect(await again.json()).toMatchObject({ errors: { skillName: [expect.stringMatching(/already have a skill/)] } })
		expect((await list({ token })).headers.get('X-Total-Count')).toBe('1')
	})

	test('401 signed out, 403 for an employer or admin, by token or cookie', async () => {
		expect((await list({})).status).toBe(401)
		expect((await add(FORKLIFT, {})).status).toBe(401)
		const employer = await apiUser('employer')
		const refused = await list({ token: employer.token })
		expect(refused.status).toBe(403)
		expect(await refused.json()).toEqual({ message: 'Skills are for job seeker accounts' })
		expect((await add(FORKLIFT, { token: employer.token })).status).toBe(403)
		const admin = await signedIn('admin')
		expect((await list({ cookie: admin.cookie })).status).toBe(403)
		const seeker = await signedIn('employee')
		expect((await add(FORKLIFT, { cookie: seeker.cookie })).status).toBe(201)
	})
})

describe('PATCH and DELETE /api/user/skills/{id}', () => {
	test('the owner changes some fields (the rest stay) and deletes; anyone else gets a 404', async () => {
		const { token } = await apiUser('employee')
		const other = await apiUser('employee')
		const created = (await (await add({ ...FORKLIFT, yearsOfExperience: 3 }, { token })).json()) as { id: number }

		const changed = await change('PATCH', created.id, { token }, { proficiencyLevel: 'Expert', isVerified: true })
		expect(changed.status).toBe(200)
		expect(await changed.json()).toMatchObject({
			...FORKLIFT,
			proficiencyLevel: 'Expert',
			yearsOfExperience: 3,
			isVerified: false,
		})
		const bad = await change('PATCH', created.id, { token }, { skillName: ' ', certificationDate: 'yesterday' })
		expect(bad.status).toBe(400)
		expect(await bad.json()).toMatchObject({
			errors: {
				skillName: ['Skill name is required'],
				certificationDate: ['Certification date must be a date, like 2025-06-30'],
			},
		})

		expect((await change('PATCH', created.id, { token: other.token }, { skillName: 'Mine' })).status).toBe(404)
		expect((await change('DELETE', created.id, { token: other.token })).status).toBe(404)
		for (const id of ['abc', '0', '1e3', '99999999']) expect((await change('DELETE', id, { token })).status).toBe(404)

		const deleted = await change('DELETE', created.id, { token })
		expect(deleted.status).toBe(200)
		expect(await deleted.json()).toEqual({ message: 'Skill deleted', id: created.id })
		expect((await change('DELETE', created.id, { token })).status).toBe(404)
	})

	test('renaming to a name already listed is a 409; signed out 401; an employer 403; GET is 405', async () => {
		const { token } = await apiUser('employee')
		await add(FORKLIFT, { token })
		const excel = (await (await add({ ...FORKLIFT, skillName: 'Excel' }, { token })).json()) as { id: number }
		expect((await change('PATCH', excel.id, { token }, { skillName: 'forklift (counterbalance)' })).status).toBe(409)
		expect((await change('PATCH', excel.id, {}, { skillName: 'X' })).status).toBe(401)
		const employer = await apiUser('employer')
		expect((await change('DELETE', excel.id, { token: employer.token })).status).toBe(403)
		expect(skill.loader().status).toBe(405)
	})
})
