import { describe, expect, test } from 'vitest'
import { apiUser, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import * as record from './api.user.training-history.$id.ts'
import * as training from './api.user.training-history.ts'

type Auth = { token?: string; cookie?: string }
const list = (auth: Auth, query = '') =>
	callRoute(training.loader, apiRequest('GET', `/api/user/training-history${query}`, auth))
const add = (body: unknown, auth: Auth) =>
	callRoute(training.action, apiRequest('POST', '/api/user/training-history', { ...auth, body }))
const change = (method: 'PATCH' | 'DELETE', id: number | string, auth: Auth, body?: unknown) =>
	callRoute(withParams(record.action), apiRequest(method, `/api/user/training-history/${id}`, { ...auth, body }), {
		params: { id: String(id) },
	})

const HYGIENE = {
	trainingTitle: 'Level 2 Food Hygiene and Safety',
	trainingProvider: 'Warrington & Vale Royal College',
	trainingType: 'Certification',
	category: 'Healthcare',
}

describe('GET and POST /api/user/training-history', () => {
	test('a job seeker adds records (201, status completed) and reads them newest first, paged', async () => {
		const { token } = await apiUser('employee')
		const created = await add(
			{ ...HYGIENE, completedDate: '2024-09-12', skillsLearned: 'HACCP, allergens, haccp' },
			{ token },
		)
		expect(created.status).toBe(201)
		expect(await created.json()).toEqual({
			id: expect.any(Number),
			...HYGIENE,
			skillsLearned: ['HACCP', 'allergens'],
			completedDate: '2024-09-12',
			certificateUrl: null,
			duration: null,
			status: 'completed',
			createdAt: expect.any(String),
			updatedAt: expect.any(String),
		})
		await add({ ...HYGIENE, trainingTitle: 'Manual Handling', completedDate: '2022-01-10' }, { token })
		await add(
			{
				...HYGIENE,
				trainingTitle: 'Forklift Counterbalance',
				completedDate: '2025-03-02',
				skillsLearned: ['Pre-use checks'],
			},
			{ token },
		)
		const all = await list({ token })
		expect(all.headers.get('X-Total-Count')).toBe('3')
		expect(((await all.json()) as { trainingTitle: string }[]).map((t) => t.trainingTitle)).toEqual([
			'Forklift Counterbalance',
			'Level 2 Food Hygiene and Safety',
			'Manual Handling',
		])
		const first = await list({ token }, '?limit=2')
		expect(((await first.json()) as unknown[]).length).toBe(2)
		expect(first.headers.get('Link')).toContain('rel="next"')
		expect((await list({ token }, '?offset=-1')).status).toBe(400)
	})

	test('400 with the field messages of §15 and the https rule; 401 signed out; 403 for an employer', async () => {
		const { token } = await apiUser('employee')
		const refused = await add({ certificateUrl: 'http://certs.example.co.uk/1' }, { token })
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({
			message: 'Please check the highlighted fields',
			errors: {
				trainingTitle: ['Training title is required'],
				trainingProvider: ['Provider is required'],
				trainingType: ['Training type is required'],
				category: ['Category is required'],
				certificateUrl: ['Certificate link must be a web address starting https://'],
			},
		})
		expect((await list({})).status).toBe(401)
		expect((await add(HYGIENE, {})).status).toBe(401)
		const employer = await apiUser('employer')
		const forbidden = await add(HYGIENE, { token: employer.token })
		expect(forbidden.status).toBe(403)
		expect(await forbidden.json()).toEqual({ message: 'Training history is for job seeker accounts' })
		expect((await list({ token })).headers.get('X-Total-Count')).toBe('0')
	})
})

describe('PATCH and DELETE /api/user/training-history/{id}', () => {
	test('the owner changes and deletes a record; anyone else, or a made-up id, gets a 404', async () => {
		const { token } = await apiUser('employee')
		const other = await apiUser('employee')
		const created = (await (await add({ ...HYGIENE, duration: '1 day' }, { token })).json()) as { id: number }
		const changed = await change(
			'PATCH',
			created.id,
			{ token },
			{ status: 'in_progress', certificateUrl: 'https://certs.example.co.uk/abc' },
		)
		expect(changed.status).toBe(200)
		expect(await changed.json()).toMatchObject({
			...HYGIENE,
			duration: '1 day',
			status: 'in_progress',
			certificateUrl: 'https://certs.example.co.uk/abc',
		})
		const bad = await change('PATCH', created.id, { token }, { trainingType: 'Webinar' })
		expect(bad.status).toBe(400)
		expect(await bad.json()).toMatchObject({ errors: { trainingType: ['Choose a training type from the list'] } })

		expect((await change('PATCH', created.id, { token: other.token }, { trainingTitle: 'Mine' })).status).toBe(404)
		expect((await change('DELETE', created.id, { token: other.token })).status).toBe(404)
		expect((await change('DELETE', 'x1', { token })).status).toBe(404)
		const deleted = await change('DELETE', created.id, { token })
		expect(await deleted.json()).toEqual({ message: 'Training record deleted', id: created.id })
		expect((await list({ token })).headers.get('X-Total-Count')).toBe('0')
		const employer = await apiUser('employer')
		expect((await change('DELETE', created.id, { token: employer.token })).status).toBe(403)
	})
})
