// /employer-dashboard/job-sources as a browser without JavaScript uses it: the list with each
// source's status, the add form's field errors, and every button's post, redirect and toast.
import { describe, expect, test } from 'vitest'
import { employerAt } from '../../../../tests/fixtures/job-sources.ts'
import { postedJob } from '../../../../tests/fixtures/jobs.ts'
import { importedFrom } from '../../../../tests/fixtures/job-sources.ts'
import { jobsOf } from '../../../../tests/fixtures/queue.ts'
import { callRoute, formRequest, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Job } from '../../../models/job.ts'
import { JobSource } from '../../../models/job-source.ts'
import * as screen from './employer-dashboard.job-sources.tsx'

const PAGE = '/employer-dashboard/job-sources'

async function view(cookie: string) {
	const response = await callRoute(screen.loader, new Request(`${ORIGIN}${PAGE}`, { headers: { Cookie: cookie } }))
	expect(response.status).toBe(200)
	return (await response.json()) as Awaited<ReturnType<typeof screen.loader>>
}

const post = (fields: Record<string, string>, cookie: string) =>
	callRoute(screen.action, formRequest(PAGE, fields, { cookie }))

describe(PAGE, () => {
	test('signed out or a job seeker: refused (the page shows the way to sign in)', async () => {
		const signedOut = await callRoute(screen.loader, new Request(`${ORIGIN}${PAGE}`))
		expect(signedOut.status).toBe(401)
		const seeker = await signedIn('employee')
		const refused = await callRoute(
			screen.loader,
			new Request(`${ORIGIN}${PAGE}`, { headers: { Cookie: seeker.cookie } }),
		)
		expect(refused.status).toBe(403)
		expect((await post({ intent: 'sync', sourceId: '1' }, seeker.cookie)).status).toBe(403)
	})

	test('adding a source on the employer’s own domain: listed at once, its sync queued, its status in words', async () => {
		const { cookie, domain } = await employerAt()
		const before = await view(cookie)
		expect(before).toMatchObject({ sources: [], verifiedDomain: domain })

		const added = await post(
			{ intent: 'add', url: `https://${domain}/careers`, kind: '', industry: 'Social Care', companyName: '' },
			cookie,
		)
		expect(added.status).toBe(302)
		expect(await toastOf(added)).toMatchObject({
			title: 'Source Added',
			description: expect.stringMatching(/fetching its jobs now/),
		})
		const [source] = (await view(cookie)).sources
		expect(added.headers.get('Location')).toBe(`${PAGE}#source-${source!.id}`)
		expect(source).toMatchObject({
			url: `https://${domain}/careers`,
			kind: 'jsonld-page',
			industry: 'Social Care',
			trusted: true,
			state: 'waiting-first-sync',
			status: 'Waiting for its first sync, due in the next few minutes.',
		})
		expect(await jobsOf('job-source-sync', { sourceId: source!.id })).toHaveLength(1)
	})

	test('a source elsewhere waits for approval, and the toast says so', async () => {
		const { cookie } = await employerAt()
		const added = await post(
			{ intent: 'add', url: 'https://boards.greenhouse.io/brightwire', industry: 'Technology' },
			cookie,
		)
		expect(await toastOf(added)).toMatchObject({ description: expect.stringMatching(/once an admin approves it/) })
		expect((await view(cookie)).sources[0]).toMatchObject({
			kind: 'greenhouse',
			trusted: false,
			state: 'waiting-approval',
		})
	})

	test('bad input: field errors with what was typed kept, nothing stored', async () => {
		const { cookie, user } = await employerAt()
		const missing = await post({ intent: 'add', url: 'boards.greenhouse.io/brightwire', industry: '' }, cookie)
		expect(missing.status).toBe(400)
		const { result } = (await missing.json()) as {
			result: { error: Record<string, string[]>; initialValue: Record<string, string> }
		}
		expect(result.error).toMatchObject({
			url: ['Enter a full web address starting with https://'],
			industry: ['Choose an industry from the list'],
		})
		expect(result.initialValue.url).toBe('boards.greenhouse.io/brightwire')

		await post({ intent: 'add', url: 'https://jobs.lever.co/brightwire', industry: 'Technology' }, cookie)
		const twice = await post(
			{ intent: 'add', url: 'https://jobs.lever.co/brightwire/', industry: 'Technology' },
			cookie,
		)
		expect(twice.status).toBe(400)
		expect(((await twice.json()) as { result: { error: Record<string, string[]> } }).result.error).toEqual({
			url: ['This source is already on your list.'],
		})
		expect(await (await freshEm()).count(JobSource, { employer: user.id })).toBe(1)
	})

	test('pause, resume, sync now and remove: each a post with its toast; the source’s jobs end with it', async () => {
		const { cookie, user, domain } = await employerAt()
		await post({ intent: 'add', url: `https://${domain}/jobs.xml`, industry: 'Healthcare' }, cookie)
		const [source] = (await view(cookie)).sources
		const id = String(source!.id)

		const paused = await post({ intent: 'pause', sourceId: id }, cookie)
		expect(await toastOf(paused)).toMatchObject({ title: 'Source Paused' })
		expect((await view(cookie)).sources[0]).toMatchObject({ paused: true, state: 'paused' })

		const resumed = await post({ intent: 'resume', sourceId: id }, cookie)
		expect(await toastOf(resumed)).toMatchObject({ title: 'Source Resumed' })
		expect((await view(cookie)).sources[0]).toMatchObject({ paused: false })

		const synced = await post({ intent: 'sync', sourceId: id }, cookie)
		expect(synced.headers.get('Location')).toBe(`${PAGE}#source-${id}`)
		expect(await toastOf(synced)).toMatchObject({ title: 'Sync Started' })

		const job = await postedJob(user, { title: 'Night Carer' })
		await importedFrom(source!, job)
		const removed = await post({ intent: 'remove', sourceId: id }, cookie)
		expect(removed.headers.get('Location')).toBe(PAGE)
		expect(await toastOf(removed)).toMatchObject({
			title: 'Source Removed',
			description: '1 job from it left the listing.',
		})
		expect((await view(cookie)).sources).toEqual([])
		expect((await (await freshEm()).findOneOrFail(Job, job.id)).isActive).toBe(false)
	})

	test('another employer’s source is a 404 and stays; a malformed action is a 400', async () => {
		const owner = await employerAt()
		await post({ intent: 'add', url: `https://${owner.domain}/careers`, industry: 'Retail' }, owner.cookie)
		const [source] = (await view(owner.cookie)).sources
		const other = await employerAt()
		const refused = await post({ intent: 'remove', sourceId: String(source!.id) }, other.cookie)
		expect(refused.status).toBe(404)
		expect(await (await freshEm()).count(JobSource, { id: source!.id })).toBe(1)
		expect((await post({ intent: 'explode', sourceId: 'x' }, other.cookie)).status).toBe(400)
	})
})
