import { describe, expect, test } from 'vitest'
import { callRoute, cookiesFrom, formRequest, freshEm, ORIGIN } from '../../tests/fixtures/route.ts'
import { signedIn } from '../../tests/fixtures/signed-in.ts'
import { Job } from '../models/job.ts'
import { readToast } from '../services/toast.server.ts'
import { lowPayWarning } from '../utils/minimum-wage.ts'
import * as postJob from './post-job.tsx'

type Reply = { result: { status: string; error?: Record<string, string[] | null>; initialValue?: Record<string, unknown> } }

const JOB = {
	title: 'Forklift Driver',
	company: 'Birchwood Freight Ltd',
	location: 'Birchwood Business Park',
	salary: '£26,000 - £29,000 per year',
	description: 'Counterbalance and reach truck work on early shifts at our Birchwood Park depot.',
	jobType: 'Full-time',
	industry: 'Manufacturing',
	contactEmail: 'Recruitment@BirchwoodFreight.co.uk',
}

function open(search = '', cookie?: string) {
	return callRoute(postJob.loader, new Request(`${ORIGIN}/post-job${search}`, { headers: cookie ? { Cookie: cookie } : {} }))
}

function post(fields: Record<string, string>, cookie?: string) {
	return callRoute(postJob.action, formRequest('/post-job', fields, { cookie }))
}

/** The flash toast a response sets for the next page. */
async function toastOf(response: Response) {
	return (await readToast(new Request(ORIGIN, { headers: { Cookie: cookiesFrom(response) } }))).toast
}

async function jobsOf(userId: number) {
	return (await freshEm()).find(Job, { user: userId })
}

describe('/post-job access', () => {
	test('signed-out visitors and job seekers see Employer Access Required, and cannot post', async () => {
		const anonymous = await open()
		expect(anonymous.status).toBe(401)
		expect(await anonymous.json()).toEqual({ access: 'signed-out' })

		const seeker = await signedIn('employee')
		const refused = await open('', seeker.cookie)
		expect(refused.status).toBe(403)
		expect(await refused.json()).toEqual({ access: 'not-employer' })

		const anonymousPost = await post(JOB)
		expect(anonymousPost.status).toBe(302)
		expect(anonymousPost.headers.get('Location')).toBe('/auth?redirectTo=%2Fpost-job')
		expect((await post(JOB, seeker.cookie)).status).toBe(403)
		expect(await jobsOf(seeker.user.id)).toHaveLength(0)
	})

	test('an employer gets the form, with the contact email filled in and paid plans not on offer', async () => {
		const employer = await signedIn('employer')
		const response = await open('', employer.cookie)
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({
			access: 'employer',
			posted: null,
			requestedPlan: null,
			defaults: { company: '', contactEmail: employer.user.email },
		})
	})

	test('?plan=sponsored-7 and ?plan=sponsored-30 name the plan asked for, which is not yet available', async () => {
		const employer = await signedIn('employer')
		for (const [plan, name] of [
			['sponsored-7', 'Featured Job'],
			['sponsored-30', 'Premium Sponsored'],
		] as const) {
			const body = (await (await open(`?plan=${plan}`, employer.cookie)).json()) as { requestedPlan: { name: string; available: boolean } }
			expect(body.requestedPlan).toMatchObject({ name, available: false })
		}
		const unknown = (await (await open('?plan=gold', employer.cookie)).json()) as { requestedPlan: unknown }
		expect(unknown.requestedPlan).toBeNull()
	})
})

describe('posting a job', () => {
	test('a valid free job is created and the employer is sent to the confirmation with a toast', async () => {
		const employer = await signedIn('employer')
		const response = await post(JOB, employer.cookie)
		expect(response.status).toBe(302)
		const [job] = await jobsOf(employer.user.id)
		expect(job).toMatchObject({ title: 'Forklift Driver', location: 'Birchwood Business Park', contactEmail: 'recruitment@birchwoodfreight.co.uk', isActive: true, isSponsored: false })
		expect(response.headers.get('Location')).toBe(`/post-job?posted=${job!.id}`)
		expect(await toastOf(response)).toEqual({ title: 'Job posted successfully!', description: 'Your job listing is now live and visible to job seekers.', type: 'success' })

		const confirmation = (await (await open(`?posted=${job!.id}`, employer.cookie)).json()) as Record<string, unknown>
		expect(confirmation).toEqual({ access: 'employer', posted: { id: job!.id, title: 'Forklift Driver', company: 'Birchwood Freight Ltd' } })

		// The next form starts from the company and contact email just used.
		const next = (await (await open('', employer.cookie)).json()) as { defaults: unknown }
		expect(next.defaults).toEqual({ company: 'Birchwood Freight Ltd', contactEmail: 'recruitment@birchwoodfreight.co.uk' })
	})

	test("another employer's job id in ?posted= shows the form, never that job", async () => {
		const owner = await signedIn('employer')
		await post(JOB, owner.cookie)
		const [job] = await jobsOf(owner.user.id)
		const other = await signedIn('employer')
		const body = (await (await open(`?posted=${job!.id}`, other.cookie)).json()) as { posted: unknown }
		expect(body.posted).toBeNull()
	})

	test('missing and off-list fields are field errors, and everything typed comes back', async () => {
		const employer = await signedIn('employer')
		const typed = { ...JOB, title: '', location: 'Manchester', industry: 'Mining', contactEmail: 'not-an-email', description: 'Too short' }
		const response = await post(typed, employer.cookie)
		expect(response.status).toBe(400)
		const { result } = (await response.json()) as Reply
		expect(result.error).toMatchObject({
			'': ['Please check the highlighted fields.'],
			title: ['Job title is required'],
			location: ['Choose a location from the list'],
			industry: ['Choose an industry from the list'],
			contactEmail: ['Please enter a valid email address'],
			description: ['Description must be at least 30 characters'],
		})
		expect(result.initialValue).toMatchObject({ company: JOB.company, salary: JOB.salary, location: 'Manchester', description: 'Too short', contactEmail: 'not-an-email' })
		expect(await jobsOf(employer.user.id)).toHaveLength(0)
	})

	test('salary is optional', async () => {
		const employer = await signedIn('employer')
		expect((await post({ ...JOB, salary: '' }, employer.cookie)).status).toBe(302)
		const [job] = await jobsOf(employer.user.id)
		expect(job?.salary).toBeNull()
	})

	test('hourly pay below the lowest minimum wage is answered with the warning, and published once confirmed', async () => {
		const employer = await signedIn('employer')
		const lowPay = { ...JOB, salary: '£6.50 per hour' }
		expect(lowPayWarning(lowPay.salary)).not.toBeNull()

		const first = await post(lowPay, employer.cookie)
		expect(first.status).toBe(400)
		const { result } = (await first.json()) as Reply
		expect(result.error).toEqual({ confirmLowPay: [postJob.LOW_PAY_CONFIRMATION_REQUIRED] })
		expect(result.initialValue).toMatchObject({ salary: '£6.50 per hour', title: JOB.title })
		expect(await jobsOf(employer.user.id)).toHaveLength(0)

		const confirmed = await post({ ...lowPay, confirmLowPay: 'on' }, employer.cookie)
		expect(confirmed.status).toBe(302)
		expect((await jobsOf(employer.user.id)).map((job) => job.salary)).toEqual(['£6.50 per hour'])
	})

	test('pay at or above the lowest rate, and annual salaries, need no confirmation', async () => {
		const employer = await signedIn('employer')
		for (const salary of ['£8.00 per hour', '£12.71 per hour', '£15,000 per year']) {
			expect((await post({ ...JOB, salary }, employer.cookie)).status).toBe(302)
		}
		expect(await jobsOf(employer.user.id)).toHaveLength(3)
	})

	test('a paid plan is refused while sponsorship cannot be bought; nothing is posted', async () => {
		const employer = await signedIn('employer')
		const response = await post({ ...JOB, sponsorshipType: '7days' }, employer.cookie)
		expect(response.status).toBe(400)
		const { result } = (await response.json()) as Reply
		expect(result.error?.sponsorshipType).toEqual(['Sponsored plans are coming soon. Choose Free Posting for now.'])
		expect(await jobsOf(employer.user.id)).toHaveLength(0)
	})

	test('a filled honeypot is refused', async () => {
		const employer = await signedIn('employer')
		expect((await post({ ...JOB, website: 'http://spam.example' }, employer.cookie)).status).toBe(400)
		expect(await jobsOf(employer.user.id)).toHaveLength(0)
	})
})
