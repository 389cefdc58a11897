// Changing a posted job's skills from the employer dashboard (decision 205), without JavaScript.
import { describe, expect, test } from 'vitest'
import { withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { JobSkill } from '../../../models/job-skill.ts'
import { postJob } from '../../jobs/jobs.server.ts'
import { taxonomy } from '../../skills/taxonomy.server.ts'
import * as route from './employer-dashboard.jobs.$id.skills.tsx'

const FORKLIFT = taxonomy().skillOfName('operate forklift')!
// “A first aid certificate” names the UK's First Aid at Work (the local vocabulary).
const FIRST_AID = taxonomy().skillOfName('first aid certificate')!
const FIRST_RESPONSE = taxonomy().skillOfName('first response')!

async function jobOf(employer: Awaited<ReturnType<typeof signedIn>>) {
	const em = await freshEm()
	return postJob(em, employer.user, {
		title: 'Forklift Driver',
		company: 'Birchwood Freight Ltd',
		location: 'Birchwood Business Park',
		description: 'You will operate forklift trucks on early shifts. A first aid certificate is a plus.',
		jobType: 'Full-time',
		industry: 'Manufacturing',
		contactEmail: 'jobs@birchwoodfreight.co.uk',
		skills: [FORKLIFT],
	})
}
const open = (id: number, cookie: string) =>
	callRoute(
		withParams(route.loader),
		new Request(`${ORIGIN}/employer-dashboard/jobs/${id}/skills`, { headers: { Cookie: cookie } }),
		{ params: { id: String(id) } },
	)
function send(id: number, fields: [string, string | number][], cookie: string) {
	const request = new Request(`${ORIGIN}/employer-dashboard/jobs/${id}/skills`, {
		method: 'POST',
		headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie },
		body: new URLSearchParams(fields.map(([name, value]) => [name, String(value)])).toString(),
	})
	return callRoute(withParams(route.action), request, { params: { id: String(id) } })
}

describe("a posted job's skills", () => {
	test('the page lists the job’s skills ticked, then the others its advert names, unticked', async () => {
		const employer = await signedIn('employer')
		const job = await jobOf(employer)
		const response = await open(job.id, employer.cookie)
		expect(response.status).toBe(200)
		const { skills } = (await response.json()) as { skills: { id: number; checked: boolean }[] }
		expect(skills.map(({ id, checked }) => ({ id, checked }))).toEqual([
			{ id: FORKLIFT, checked: true },
			{ id: FIRST_AID, checked: false },
		])
		const other = await signedIn('employer')
		expect((await open(job.id, other.cookie)).status).toBe(404)
	})

	test('Save stores the ticked skills and an added one; an unknown name is a field error', async () => {
		const employer = await signedIn('employer')
		const job = await jobOf(employer)
		const shown: [string, number][] = [
			['skillsShown', FORKLIFT],
			['skillsShown', FIRST_AID],
		]
		const refused = await send(job.id, [...shown, ['skills', FIRST_AID], ['addSkill', 'Zorbing']], employer.cookie)
		expect(refused.status).toBe(400)
		const { result } = (await refused.json()) as { result: { error: Record<string, string[]> } }
		expect(result.error.addSkill).toEqual(["We don't know the skill “Zorbing”; pick one from the suggestions"])

		const saved = await send(job.id, [...shown, ['skills', FIRST_AID], ['addSkill', 'first response']], employer.cookie)
		expect(saved.status).toBe(302)
		expect(saved.headers.get('Location')).toBe(`/employer-dashboard#job-${job.id}`)
		const rows = await (await freshEm()).find(JobSkill, { job: job.id })
		expect(rows.map((row) => ({ id: row.skill.id, source: row.source })).sort((a, b) => a.id - b.id)).toEqual(
			[
				{ id: FIRST_AID, source: 'description' },
				{ id: FIRST_RESPONSE, source: 'employer' },
			].sort((a, b) => a.id - b.id),
		)
	})
})
