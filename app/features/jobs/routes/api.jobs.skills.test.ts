// Skills on the jobs API (issue 29): given when posting and changing a job, answered with one job.
import { describe, expect, test } from 'vitest'
import { apiUser, jobInput, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, nextIp } from '../../../../tests/fixtures/route.ts'
import { taxonomy } from '../../skills/taxonomy.server.ts'
import * as jobRoute from './api.jobs.$id.ts'
import * as jobsRoute from './api.jobs.ts'
import * as jobPage from './jobs.$id.tsx'

const FORKLIFT = taxonomy().skillOfName('operate forklift')!
// “A first aid certificate” names the UK's First Aid at Work (the local vocabulary).
const FIRST_AID = taxonomy().skillOfName('first aid certificate')!
const FIRST_AID_LABEL = taxonomy().skill(FIRST_AID)!.label
const FIRST_RESPONSE = taxonomy().skillOfName('first response')!
const UNKNOWN = 99_999_999

type JobBody = { id: number; skills: { id: number; label: string; source: string }[] }
type ErrorBody = { message: string; errors: Record<string, string[]> }

const create = (token: string, body: unknown) =>
	callRoute(jobsRoute.action, apiRequest('POST', '/api/jobs', { token, body }), { ip: nextIp() })
const getOne = (id: number) =>
	callRoute(withParams(jobRoute.loader), apiRequest('GET', `/api/jobs/${id}`), { params: { id: String(id) } })
const patch = (id: number, token: string, body: unknown) =>
	callRoute(withParams(jobRoute.action), apiRequest('PATCH', `/api/jobs/${id}`, { token, body }), {
		params: { id: String(id) },
	})

const advert = {
	title: 'Forklift Driver',
	description: 'You will operate forklift trucks on early shifts. A first aid certificate is a plus.',
}

describe('skills on the jobs API', () => {
	test('without skills a posted job asks for those its advert names; GET answers them with where', async () => {
		const { token } = await apiUser('employer')
		const response = await create(token, jobInput(advert))
		expect(response.status).toBe(201)
		const posted = (await response.json()) as JobBody
		const one = (await (await getOne(posted.id)).json()) as JobBody
		expect(one.skills).toEqual(
			expect.arrayContaining([
				{ id: FORKLIFT, label: 'operate forklift', source: 'description' },
				{ id: FIRST_AID, label: FIRST_AID_LABEL, source: 'description' },
			]),
		)
		expect(posted.skills).toEqual(one.skills)
	})

	test('skills given are the job’s skills: found ones keep where, the others are the employer’s', async () => {
		const { token } = await apiUser('employer')
		const response = await create(token, jobInput({ ...advert, skills: [FORKLIFT, FIRST_RESPONSE] }))
		expect(response.status).toBe(201)
		const { skills } = (await response.json()) as JobBody
		expect(skills.map(({ id, source }) => ({ id, source })).sort((a, b) => a.id - b.id)).toEqual(
			[
				{ id: FORKLIFT, source: 'description' },
				{ id: FIRST_RESPONSE, source: 'employer' },
			].sort((a, b) => a.id - b.id),
		)
	})

	test('an unknown skill id is a 400 naming it, and nothing is posted', async () => {
		const { token } = await apiUser('employer')
		const response = await create(token, jobInput({ ...advert, skills: [FORKLIFT, UNKNOWN] }))
		expect(response.status).toBe(400)
		const body = (await response.json()) as ErrorBody
		expect(body.errors.skills).toEqual([`No skill has the id ${UNKNOWN}: pick skills from GET /api/skills`])

		const notIds = await create(token, { ...jobInput(advert), skills: ['forklift'] })
		expect(notIds.status).toBe(400)
		expect(((await notIds.json()) as ErrorBody).errors['skills.0']).toEqual(['Each skill must be a skill id'])
	})

	test('PATCH replaces the skills; an unknown id or an empty change is a 400', async () => {
		const { token } = await apiUser('employer')
		const posted = (await (await create(token, jobInput(advert))).json()) as JobBody

		const changed = await patch(posted.id, token, { skills: [FIRST_RESPONSE] })
		expect(changed.status).toBe(200)
		expect(((await changed.json()) as JobBody).skills).toEqual([
			{ id: FIRST_RESPONSE, label: 'first response', source: 'employer' },
		])
		expect(((await (await getOne(posted.id)).json()) as JobBody).skills.map((skill) => skill.id)).toEqual([
			FIRST_RESPONSE,
		])

		expect((await patch(posted.id, token, { skills: [UNKNOWN] })).status).toBe(400)
		const empty = await patch(posted.id, token, {})
		expect(empty.status).toBe(400)
		expect(((await empty.json()) as ErrorBody).errors.body).toEqual(['Send isActive, skills or both'])

		// Another employer's job stays a 404, skills or not.
		const other = await apiUser('employer')
		expect((await patch(posted.id, other.token, { skills: [FIRST_AID] })).status).toBe(404)
	})
})

describe('the job page', () => {
	test('lists the skills asked for by label', async () => {
		const { token } = await apiUser('employer')
		const posted = (await (
			await create(token, jobInput({ ...advert, skills: [FIRST_AID, FIRST_RESPONSE] }))
		).json()) as JobBody
		const response = await callRoute(
			withParams(jobPage.loader),
			new Request(`http://localhost:3000/jobs/${posted.id}`),
			{
				params: { id: String(posted.id) },
			},
		)
		expect(response.status).toBe(200)
		const { skills } = (await response.json()) as { skills: string[] }
		expect([...skills].sort()).toEqual([FIRST_AID_LABEL, 'first response'].sort())
	})
})
