import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, uniqueWord, withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, formRequest, freshEm, ORIGIN, toastTitleOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { SavedJob } from '../../../models/saved-job.ts'
import * as home from '../../jobs/routes/_index.tsx'
import * as jobSave from './jobs.$id.save.tsx'

const LISTING = '/?search=care&jobType=Part-time#jobs'

function post(id: string | number, fields: Record<string, string>, cookie?: string) {
	return callRoute(withParams(jobSave.action), formRequest(`/jobs/${id}/save`, fields, { cookie }), {
		params: { id: String(id) },
	})
}

async function listedJob() {
	const { user } = await apiUser('employer')
	return postedJob(user, { title: 'Care Assistant' })
}

/** The toast a response sets, as the next page reads it. */
const savedRows = async (userId: number, jobId: number) =>
	(await freshEm()).count(SavedJob, { user: userId, job: jobId })

describe('POST /jobs/{id}/save', () => {
	test('signed out, the heart leads to /auth, which saves the job and comes back to the same search', async () => {
		const job = await listedJob()
		const response = await post(job.id, { intent: 'save', redirectTo: LISTING })
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(
			`/auth?redirectTo=${encodeURIComponent('/?search=care&jobType=Part-time')}&then=save-job&jobId=${job.id}`,
		)
	})

	test('saves, then removes, going back to the listing with a toast each time', async () => {
		const job = await listedJob()
		const { user, cookie } = await signedIn('employee')
		const saved = await post(job.id, { intent: 'save', redirectTo: LISTING }, cookie)
		expect(saved.status).toBe(302)
		expect(saved.headers.get('Location')).toBe(LISTING)
		expect(await toastTitleOf(saved)).toBe('Job saved!')
		expect(await savedRows(user.id, job.id)).toBe(1)

		const again = await post(job.id, { intent: 'save', redirectTo: LISTING }, cookie)
		expect(again.status).toBe(302)
		expect(await savedRows(user.id, job.id)).toBe(1)

		const removed = await post(job.id, { intent: 'unsave', redirectTo: LISTING }, cookie)
		expect(removed.status).toBe(302)
		expect(removed.headers.get('Location')).toBe(LISTING)
		expect(await toastTitleOf(removed)).toBe('Job removed')
		expect(await savedRows(user.id, job.id)).toBe(0)
	})

	test('a redirect elsewhere is refused for the listing', async () => {
		const job = await listedJob()
		const { cookie } = await signedIn('employee')
		const response = await post(job.id, { intent: 'save', redirectTo: 'https://evil.example/' }, cookie)
		expect(response.headers.get('Location')).toBe('/#jobs')
	})

	test('an unknown or unlisted job is a 404, and nothing is saved', async () => {
		const { user: employer } = await apiUser('employer')
		const closed = await postedJob(employer, {}, { isActive: false })
		const { user, cookie } = await signedIn('employee')
		expect((await post(closed.id, { intent: 'save', redirectTo: LISTING }, cookie)).status).toBe(404)
		expect((await post('2000000000', { intent: 'save', redirectTo: LISTING }, cookie)).status).toBe(404)
		expect((await post('2000000000', { intent: 'unsave', redirectTo: LISTING }, cookie)).status).toBe(404)
		expect((await post('abc', { intent: 'save', redirectTo: LISTING }, cookie)).status).toBe(404)
		expect(await savedRows(user.id, closed.id)).toBe(0)
	})

	test('a bad intent is a 400; another site’s form is refused', async () => {
		const job = await listedJob()
		const { cookie } = await signedIn('employee')
		expect((await post(job.id, { intent: 'like' }, cookie)).status).toBe(400)
		const request = new Request(`${ORIGIN}/jobs/${job.id}/save`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'https://evil.example', Cookie: cookie },
			body: 'intent=save',
		})
		const response = await callRoute(withParams(jobSave.action), request, { params: { id: String(job.id) } })
		expect(response.status).toBe(403)
	})
})

describe('the hearts on the listing', () => {
	test('show a signed-in seeker’s saved jobs; anonymous visitors see none saved', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const kept = await postedJob(employer, { title: `${word} Care Assistant` })
		const other = await postedJob(employer, { title: `${word} Night Carer` })
		const { cookie } = await signedIn('employee')
		await post(kept.id, { intent: 'save', redirectTo: LISTING }, cookie)

		// A card not saved carries no flag.
		type Cards = { jobs: { id: number; saved?: true }[] }
		const saved = async (headers: Record<string, string>) => {
			const response = await callRoute(home.loader, new Request(`${ORIGIN}/?search=${word}`, { headers }))
			const { jobs } = (await response.json()) as Cards
			return Object.fromEntries(jobs.map((job) => [job.id, job.saved ?? false]))
		}
		expect(await saved({ Cookie: cookie })).toEqual({ [kept.id]: true, [other.id]: false })
		expect(await saved({})).toEqual({ [kept.id]: false, [other.id]: false })
	})
})

describe('GET /jobs/{id}/save', () => {
	test('goes to the job page', async () => {
		const response = await callRoute(withParams(jobSave.loader), new Request(`${ORIGIN}/jobs/12/save`), {
			params: { id: '12' },
		})
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/jobs/12')
	})
})
