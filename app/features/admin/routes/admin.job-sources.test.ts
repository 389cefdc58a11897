// The admin inbox's job sources (issue 32): waiting sources listed with Approve, and the form
// that adds a source for an employer, with its field errors.
import { describe, expect, test } from 'vitest'
import { employerAt } from '../../../../tests/fixtures/job-sources.ts'
import { jobsOf } from '../../../../tests/fixtures/queue.ts'
import { callRoute, formRequest, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { JobSource } from '../../../models/job-source.ts'
import { addJobSource } from '../../importing/job-sources.server.ts'
import { JobSourceInputSchema } from '../../importing/job-source-schemas.ts'
import * as admin from './admin.tsx'

const act = (fields: Record<string, string>, cookie: string) =>
	callRoute(admin.action, formRequest('/admin', fields, { cookie }))

async function inbox(cookie: string) {
	const response = await callRoute(admin.loader, new Request(`${ORIGIN}/admin`, { headers: { Cookie: cookie } }))
	expect(response.status).toBe(200)
	return (await response.json()) as Awaited<ReturnType<typeof admin.loader>>
}

describe('/admin job sources', () => {
	test('a waiting source is listed with its employer; Approve trusts it and queues its sync', async () => {
		const employer = await employerAt()
		const source = await addJobSource(
			await freshEm(),
			employer.user,
			JobSourceInputSchema.parse({ url: 'https://boards.greenhouse.io/brightwire', industry: 'Technology' }),
		)
		const { cookie } = await signedIn('admin')
		expect((await inbox(cookie)).sources).toContainEqual(
			expect.objectContaining({
				id: source.id,
				url: 'https://boards.greenhouse.io/brightwire',
				kind: 'greenhouse',
				employerEmail: employer.user.email,
				employerVerified: true,
				lastFound: null,
			}),
		)
		const approved = await act({ intent: 'approve-source', itemId: String(source.id) }, cookie)
		expect(approved.status).toBe(302)
		expect(await toastOf(approved)).toMatchObject({
			title: 'Done',
			description: expect.stringContaining('is approved'),
		})
		expect((await inbox(cookie)).sources.map((waiting) => waiting.id)).not.toContain(source.id)
		expect((await (await freshEm()).findOneOrFail(JobSource, source.id)).trust).toBe('admin')
		expect((await jobsOf('job-source-sync', { sourceId: source.id })).length).toBeGreaterThan(0)

		const gone = await act({ intent: 'approve-source', itemId: '2000000000' }, cookie)
		expect(await toastOf(gone)).toMatchObject({ title: 'Not done', type: 'error' })
	})

	test('adding a source for an employer by their address: trusted at once; unknown address and bad fields on the form', async () => {
		const employer = await employerAt()
		const { cookie, user } = await signedIn('admin')
		const added = await act(
			{
				intent: 'add-source',
				employerEmail: employer.user.email.toUpperCase(),
				url: 'https://jobs.lever.co/orford-care',
				kind: '',
				industry: 'Social Care',
				companyName: 'Orford Care',
			},
			cookie,
		)
		expect(added.status).toBe(302)
		expect(await toastOf(added)).toMatchObject({ description: expect.stringContaining(employer.user.email) })
		const stored = await (await freshEm()).findOneOrFail(JobSource, { employer: employer.user.id })
		expect(stored).toMatchObject({ kind: 'lever', trust: 'admin', companyName: 'Orford Care' })
		expect(stored.approvedBy?.id).toBe(user.id)

		const seeker = await signedIn('employee')
		const unknown = await act(
			{ intent: 'add-source', employerEmail: seeker.user.email, url: 'https://jobs.lever.co/x', industry: 'Retail' },
			cookie,
		)
		expect(unknown.status).toBe(400)
		expect(await unknown.json()).toMatchObject({
			formId: 'add-source',
			result: { error: { employerEmail: ['No employer account has this email address.'] } },
		})
		const bad = await act({ intent: 'add-source', employerEmail: 'nope', url: 'jobs', industry: '' }, cookie)
		expect(bad.status).toBe(400)
		expect(await bad.json()).toMatchObject({
			formId: 'add-source',
			result: { error: { employerEmail: expect.any(Array), url: expect.any(Array), industry: expect.any(Array) } },
		})
	})

	test('an employer cannot use the inbox’s source actions', async () => {
		const employer = await employerAt()
		expect((await act({ intent: 'approve-source', itemId: '1' }, employer.cookie)).status).toBe(403)
	})
})
