// The career paths API (docs/product.md §19, decisions 151 and 152) through its resource routes.
import { describe, expect, test } from 'vitest'
import { apiUser, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { CareerAssessment } from '../../../models/career-assessment.ts'
import * as path from './api.career-paths.$id.ts'
import * as milestone from './api.career-paths.$id.milestones.$milestoneId.ts'
import * as milestones from './api.career-paths.$id.milestones.ts'
import * as paths from './api.career-paths.ts'
import * as progress from './api.career-progress.ts'
import * as generate from './api.generate-career-path.ts'

type Auth = { token?: string; cookie?: string }
type PathBody = {
	id: number
	progressStatus: string
	targetRole: string
	requiredSkills: string[]
	milestones: { id: number; title: string; isCompleted: boolean }[]
}

const list = (auth: Auth, query = '') => callRoute(paths.loader, apiRequest('GET', `/api/career-paths${query}`, auth))
const create = (body: unknown, auth: Auth) =>
	callRoute(paths.action, apiRequest('POST', '/api/career-paths', { ...auth, body }))
const one = (method: 'GET' | 'PATCH' | 'DELETE', id: number | string, auth: Auth, body?: unknown) =>
	callRoute(
		withParams(method === 'GET' ? path.loader : path.action),
		apiRequest(method, `/api/career-paths/${id}`, { ...auth, body }),
		{ params: { id: String(id) } },
	)
const tick = (pathId: number, milestoneId: number | string, auth: Auth, body: unknown) =>
	callRoute(
		withParams(milestone.action),
		apiRequest('PATCH', `/api/career-paths/${pathId}/milestones/${milestoneId}`, { ...auth, body }),
		{ params: { id: String(pathId), milestoneId: String(milestoneId) } },
	)
const addTo = (pathId: number | string, auth: Auth, body: unknown) =>
	callRoute(
		withParams(milestones.action),
		apiRequest('POST', `/api/career-paths/${pathId}/milestones`, { ...auth, body }),
		{ params: { id: String(pathId) } },
	)
const removeFrom = (pathId: number, milestoneId: number, auth: Auth) =>
	callRoute(
		withParams(milestone.action),
		apiRequest('DELETE', `/api/career-paths/${pathId}/milestones/${milestoneId}`, auth),
		{ params: { id: String(pathId), milestoneId: String(milestoneId) } },
	)
const generateFor = (auth: Auth) => callRoute(generate.action, apiRequest('POST', '/api/generate-career-path', auth))
const progressOf = (auth: Auth) => callRoute(progress.loader, apiRequest('GET', '/api/career-progress', auth))

const CARE = {
	currentRole: 'Warehouse Operative',
	targetRole: 'Care Assistant',
	timeframe: '1year',
	requiredSkills: 'Care, First aid',
}

describe('GET and POST /api/career-paths', () => {
	test('a seeker creates paths (201, in planning; skills as a list or text) and reads their own back, newest first, paged', async () => {
		const { token } = await apiUser('employee')
		const created = await create({ ...CARE, currentSalary: 23000, progressStatus: 'planning' }, { token })
		expect(created.status).toBe(201)
		expect(await created.json()).toMatchObject({
			id: expect.any(Number),
			...CARE,
			requiredSkills: ['Care', 'First aid'],
			currentSalary: 23000,
			targetSalary: null,
			progressStatus: 'planning',
			milestones: [{ title: 'Gain: Care' }, { title: 'Gain: First aid' }, { title: 'Apply for Care Assistant roles' }],
		})
		await create({ ...CARE, targetRole: 'Team Leader', requiredSkills: ['Leadership', ' leadership '] }, { token })
		const { token: other } = await apiUser('employee')
		await create(CARE, { token: other })

		const all = await list({ token })
		expect(all.headers.get('X-Total-Count')).toBe('2')
		expect(((await all.json()) as PathBody[]).map((p) => p.targetRole)).toEqual(['Team Leader', 'Care Assistant'])
		const second = await list({ token }, '?limit=1&offset=1')
		expect(((await second.json()) as PathBody[]).map((p) => p.targetRole)).toEqual(['Care Assistant'])
		expect(second.headers.get('Link')).toBe('</api/career-paths?limit=1&offset=0>; rel="prev"')
		expect((await list({ token }, '?limit=500')).status).toBe(400)
	})

	test('400 with the messages of §15; a status other than planning is refused; 401 signed out; 403 for an employer', async () => {
		const { token } = await apiUser('employee')
		const refused = await create({ currentRole: ' ', currentSalary: -1 }, { token })
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({
			message: 'Please check the highlighted fields',
			errors: {
				currentRole: ['Current role is required'],
				targetRole: ['Target role is required'],
				timeframe: ['Timeframe is required'],
				currentSalary: ['Current salary must be 0 or more'],
			},
		})
		const started = await create({ ...CARE, progressStatus: 'completed' }, { token })
		expect(started.status).toBe(400)
		expect(await started.json()).toMatchObject({ errors: { progressStatus: [expect.stringMatching(/planning/)] } })
		expect((await create('a string', { token })).status).toBe(400)

		expect((await list({})).status).toBe(401)
		expect((await create(CARE, {})).status).toBe(401)
		const { token: employer } = await apiUser('employer')
		const forbidden = await list({ token: employer })
		expect(forbidden.status).toBe(403)
		expect(await forbidden.json()).toEqual({ message: 'Career paths are for job seeker accounts' })
		expect((await generateFor({ token: employer })).status).toBe(403)
		expect((await progressOf({ token: employer })).status).toBe(403)
		// A write with the session cookie needs the site's Origin, as every cookie write does.
		const { cookie } = await signedIn('employee')
		expect(
			(await callRoute(paths.action, apiRequest('POST', '/api/career-paths', { cookie, body: CARE, origin: null })))
				.status,
		).toBe(403)
	})
})

describe('one path, its milestones and the progress summary', () => {
	test('ticks move the status; PATCH edits; DELETE removes; someone else’s is a 404 throughout', async () => {
		const { token } = await apiUser('employee')
		const made = (await (await create(CARE, { token })).json()) as PathBody
		const [care, aid, apply] = made.milestones.map((m) => m.id) as [number, number, number]

		const { token: intruder } = await apiUser('employee')
		expect((await one('GET', made.id, { token: intruder })).status).toBe(404)
		expect((await one('PATCH', made.id, { token: intruder }, { targetRole: 'Mine' })).status).toBe(404)
		expect((await one('DELETE', made.id, { token: intruder })).status).toBe(404)
		const stolen = await tick(made.id, care, { token: intruder }, { isCompleted: true })
		expect(stolen.status).toBe(404)
		expect(await stolen.json()).toEqual({ message: 'Milestone not found' })
		expect((await one('GET', 'abc', { token })).status).toBe(404)
		expect((await tick(made.id, 999999, { token }, { isCompleted: true })).status).toBe(404)
		expect((await tick(made.id, care, { token }, { isCompleted: 'yes' })).status).toBe(400)

		expect(await (await tick(made.id, care, { token }, { isCompleted: true })).json()).toMatchObject({
			progressStatus: 'in_progress',
		})
		await tick(made.id, aid, { token }, { isCompleted: true })
		expect(await (await tick(made.id, apply, { token }, { isCompleted: true })).json()).toMatchObject({
			progressStatus: 'completed',
		})
		expect(await (await progressOf({ token })).json()).toEqual({
			totalPaths: 1,
			activePaths: 0,
			completedPaths: 1,
			skillsGained: 2,
			paths: [{ id: made.id, targetRole: 'Care Assistant', progressStatus: 'completed', done: 3, total: 3 }],
		})
		expect(await (await tick(made.id, apply, { token }, { isCompleted: false })).json()).toMatchObject({
			progressStatus: 'in_progress',
		})

		const edited = await one('PATCH', made.id, { token }, { targetRole: 'Senior Care Assistant', timeframe: '2years' })
		expect(edited.status).toBe(200)
		expect(await edited.json()).toMatchObject({
			currentRole: 'Warehouse Operative',
			targetRole: 'Senior Care Assistant',
			timeframe: '2years',
			requiredSkills: ['Care', 'First aid'],
			progressStatus: 'in_progress',
		})
		expect((await one('PATCH', made.id, { token }, { timeframe: 'forever' })).status).toBe(400)

		expect((await one('DELETE', made.id, { token })).status).toBe(200)
		expect((await one('GET', made.id, { token })).status).toBe(404)
		expect(await (await progressOf({ token })).json()).toMatchObject({ totalPaths: 0, skillsGained: 0 })
	})

	test('POST /api/generate-career-path: 409 "Take the career assessment first" before any assessment', async () => {
		const { user, token } = await apiUser('employee')
		const refused = await generateFor({ token })
		expect(refused.status).toBe(409)
		expect(await refused.json()).toEqual({ message: 'Take the career assessment first' })
		const em = await freshEm()
		em.create(CareerAssessment, {
			user: user.id,
			experienceLevel: 'senior',
			skills: ['Underwater welding'],
			interests: ['Deep sea'],
		})
		await em.flush()
		const nothing = await generateFor({ token })
		expect(nothing.status).toBe(409)
		expect(await nothing.json()).toEqual({ message: expect.stringMatching(/No live job on the board fits/) })
		expect((await generateFor({})).status).toBe(401)
	})

	test('POST a milestone of one’s own (201, before the last), DELETE it; refusals: 400, 404, 409 for a made one', async () => {
		const { token } = await apiUser('employee')
		const made = (await (await create(CARE, { token })).json()) as PathBody
		const { token: intruder } = await apiUser('employee')
		expect((await addTo(made.id, { token: intruder }, { title: 'Mine' })).status).toBe(404)
		expect((await addTo('nope', { token }, { title: 'Mine' })).status).toBe(404)
		const refused = await addTo(made.id, { token }, { title: ' ', targetDate: '31/01/2027' })
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({
			message: 'Please check the highlighted fields',
			errors: {
				title: ['Milestone title is required'],
				targetDate: ['Target date must be a date, like 2027-03-31'],
			},
		})
		const added = await addTo(made.id, { token }, { title: 'Shadow a night shift', skillsGained: ['Care'] })
		expect(added.status).toBe(201)
		const withOwn = (await added.json()) as PathBody
		expect(withOwn.milestones.map((m) => m.title)).toEqual([
			'Gain: Care',
			'Gain: First aid',
			'Shadow a night shift',
			'Apply for Care Assistant roles',
		])
		const own = withOwn.milestones[2]!.id
		expect((await removeFrom(made.id, own, { token: intruder })).status).toBe(404)
		const madeOne = await removeFrom(made.id, withOwn.milestones[0]!.id, { token })
		expect(madeOne.status).toBe(409)
		expect(await madeOne.json()).toEqual({ message: expect.stringMatching(/edit the path/) })
		const removed = await removeFrom(made.id, own, { token })
		expect(removed.status).toBe(200)
		expect(((await removed.json()) as PathBody).milestones).toHaveLength(3)
	})
})
