// The post-a-job form's Skills fieldset as a browser without JavaScript uses it (issue 29, decision 205).
import { describe, expect, test } from 'vitest'
import { JOB, jobsOf } from '../../../../tests/fixtures/post-job.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { JobSkill } from '../../../models/job-skill.ts'
import { Job } from '../../../models/job.ts'
import { taxonomy } from '../../skills/taxonomy.server.ts'
import * as postJob from './post-job.tsx'

const ADVERT = {
	...JOB,
	description:
		'You will operate forklift trucks on early shifts. A first aid certificate is a plus, and good customer service.',
}
const FORKLIFT = taxonomy().skillOfName('operate forklift')!
// “A first aid certificate” names the UK's First Aid at Work (the local vocabulary).
const FIRST_AID = taxonomy().skillOfName('first aid certificate')!
const FIRST_AID_LABEL = taxonomy().skill(FIRST_AID)!.label
const CUSTOMER_SERVICE = taxonomy().skillOfName('customer service')!
const FIRST_RESPONSE = taxonomy().skillOfName('first response')!

type Choice = { id: number; label: string; source: string; checked: boolean }
type Answer = {
	result: { status?: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> }
	skills: Choice[]
}

/** A form post with repeated fields (the ticked skills), as a browser sends it. */
function send(fields: [string, string | number][], cookie: string) {
	const body = new URLSearchParams(fields.map(([name, value]) => [name, String(value)]))
	const request = new Request(`${ORIGIN}/post-job`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie },
		body: body.toString(),
	})
	return callRoute(postJob.action, request)
}
const advertFields = (advert: Record<string, string> = ADVERT) => Object.entries(advert)

async function storedSkills(jobId: number) {
	const rows = await (await freshEm()).find(JobSkill, { job: jobId })
	return rows.map((row) => ({ id: row.skill.id, source: row.source })).sort((a, b) => a.id - b.id)
}

describe('the Skills fieldset without JavaScript', () => {
	test('"Find skills in my advert" answers the same form with the skills found, ticked, and where', async () => {
		const employer = await signedIn('employer')
		const response = await send([...advertFields(), ['skillsAction', 'find']], employer.cookie)
		expect(response.status).toBe(200)
		const { result, skills } = (await response.json()) as Answer
		expect(result.error).toBeUndefined()
		expect(result.initialValue).toMatchObject({ title: 'Forklift Driver', description: ADVERT.description })
		expect(skills).toEqual(
			expect.arrayContaining([
				{ id: FORKLIFT, label: 'operate forklift', source: 'description', checked: true },
				{ id: FIRST_AID, label: FIRST_AID_LABEL, source: 'description', checked: true },
				{ id: CUSTOMER_SERVICE, label: 'customer service', source: 'description', checked: true },
			]),
		)
		expect(await jobsOf(employer.user.id)).toEqual([])
	})

	test('an unticked skill stays unticked when the advert is read again; one no longer named goes', async () => {
		const employer = await signedIn('employer')
		const fields: [string, string | number][] = [
			...advertFields({ ...ADVERT, description: 'You will operate forklift trucks. Good customer service matters.' }),
			...[FORKLIFT, FIRST_AID, CUSTOMER_SERVICE].map((id): [string, number] => ['skillsShown', id]),
			['skills', FORKLIFT],
			['skills', FIRST_AID],
			['skillsAction', 'find'],
		]
		const { skills } = (await (await send(fields, employer.cookie)).json()) as Answer
		expect(skills.map(({ id, checked }) => ({ id, checked })).sort((a, b) => a.id - b.id)).toEqual(
			[
				{ id: FORKLIFT, checked: true },
				{ id: CUSTOMER_SERVICE, checked: false },
			].sort((a, b) => a.id - b.id),
		)
	})

	test('"Add skill" adds a skill the taxonomy knows by name, ticked, and empties the box', async () => {
		const employer = await signedIn('employer')
		const response = await send(
			[...advertFields(), ['addSkill', 'First Response'], ['skillsAction', 'add']],
			employer.cookie,
		)
		const { result, skills } = (await response.json()) as Answer
		expect(result.error).toBeUndefined()
		expect(result.initialValue?.addSkill).toBeUndefined()
		expect(skills.at(-1)).toEqual({ id: FIRST_RESPONSE, label: 'first response', source: 'employer', checked: true })
	})

	test('a skill the taxonomy does not know is a field error, kept as typed', async () => {
		const employer = await signedIn('employer')
		const response = await send([...advertFields(), ['addSkill', 'Zorbing'], ['skillsAction', 'add']], employer.cookie)
		const { result } = (await response.json()) as Answer
		expect(result.error).toEqual({ addSkill: ["We don't know the skill “Zorbing”; pick one from the suggestions"] })
		expect(result.initialValue?.addSkill).toBe('Zorbing')

		// Posting with it still in the box is refused the same way, and nothing is stored.
		const posted = await send([...advertFields(), ['addSkill', 'Zorbing']], employer.cookie)
		expect(posted.status).toBe(400)
		const answer = (await posted.json()) as Answer
		expect(answer.result.error?.addSkill).toEqual(["We don't know the skill “Zorbing”; pick one from the suggestions"])
		expect(answer.skills.length).toBeGreaterThan(0)
		expect(await jobsOf(employer.user.id)).toEqual([])
	})

	test('posting stores the ticked skills: found ones with where, added ones as the employer’s', async () => {
		const employer = await signedIn('employer')
		const response = await send(
			[
				...advertFields(),
				...[FORKLIFT, FIRST_AID, CUSTOMER_SERVICE, FIRST_RESPONSE].map((id): [string, number] => ['skillsShown', id]),
				['skillsAdded', FIRST_RESPONSE],
				['skills', FORKLIFT],
				['skills', FIRST_AID],
				['skills', FIRST_RESPONSE],
			],
			employer.cookie,
		)
		expect(response.status).toBe(302)
		const [job] = await jobsOf(employer.user.id)
		expect(await storedSkills(job!.id)).toEqual(
			[
				{ id: FORKLIFT, source: 'description' },
				{ id: FIRST_AID, source: 'description' },
				{ id: FIRST_RESPONSE, source: 'employer' },
			].sort((a, b) => a.id - b.id),
		)
		const stored = await (await freshEm()).findOneOrFail(Job, job!.id, { populate: ['skillIds'] })
		expect([...stored.skillIds].sort((a, b) => a - b)).toEqual(
			[FORKLIFT, FIRST_AID, FIRST_RESPONSE].sort((a, b) => a - b),
		)
	})

	test('posting without ever looking stores the skills the advert names, and the one typed in the box', async () => {
		const employer = await signedIn('employer')
		const response = await send([...advertFields(), ['addSkill', 'first response']], employer.cookie)
		expect(response.status).toBe(302)
		const [job] = await jobsOf(employer.user.id)
		expect((await storedSkills(job!.id)).map((skill) => skill.id)).toEqual(
			[FORKLIFT, FIRST_AID, CUSTOMER_SERVICE, FIRST_RESPONSE].sort((a, b) => a - b),
		)
	})
})
