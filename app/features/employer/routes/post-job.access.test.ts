import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test } from 'vitest'
import { JOB, jobsOf, open, post, withoutStripeKeys } from '../../../../tests/fixtures/post-job.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { stripeHandlers, stripeMock } from '../../../../tests/mocks/stripe.ts'

const server = setupServer(...stripeHandlers)
beforeAll(() => server.listen({ onUnhandledFrame: 'error' }))
afterAll(() => server.close())
beforeEach(() => {
	process.env.STRIPE_SECRET_KEY = 'sk_test_post_job'
	process.env.STRIPE_PUBLISHABLE_KEY = 'pk_test_post_job'
})
afterEach(() => stripeMock.reset())

describe('/post-job access', () => {
	test('signed-out visitors and job seekers see Employer Access Required, and cannot post', async () => {
		const anonymous = await open()
		expect(anonymous.status).toBe(401)
		expect(await anonymous.json()).toEqual({
			accessRefused: 'signed-out',
			userType: 'employer',
			message: 'Only employers can post jobs.',
		})

		const seeker = await signedIn('employee')
		const refused = await open('', seeker.cookie)
		expect(refused.status).toBe(403)
		expect(await refused.json()).toEqual({
			accessRefused: 'wrong-type',
			userType: 'employer',
			message: 'Only employers can post jobs.',
			signedInAs: 'employee',
		})

		const anonymousPost = await post(JOB)
		expect(anonymousPost.status).toBe(302)
		expect(anonymousPost.headers.get('Location')).toBe('/auth?redirectTo=%2Fpost-job')
		expect((await post(JOB, seeker.cookie)).status).toBe(403)
		expect(await jobsOf(seeker.user.id)).toHaveLength(0)
	})

	test('an employer gets the form, with the contact email filled in, free posting chosen and the paid plans on offer', async () => {
		const employer = await signedIn('employer')
		const response = await open('', employer.cookie)
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({
			posted: null,
			paymentsAvailable: true,
			requestedPlan: null,
			defaults: { company: '', contactEmail: employer.user.email, sponsorshipType: '' },
		})
	})

	test('?plan=sponsored-7 and ?plan=sponsored-30 preselect that plan; other values are ignored', async () => {
		const employer = await signedIn('employer')
		for (const [plan, name, type] of [
			['sponsored-7', 'Featured Job', '7days'],
			['sponsored-30', 'Premium Sponsored', '30days'],
		] as const) {
			const body = (await (await open(`?plan=${plan}`, employer.cookie)).json()) as {
				requestedPlan: string
				defaults: { sponsorshipType: string }
			}
			expect(body).toMatchObject({ requestedPlan: name, defaults: { sponsorshipType: type } })
		}
		const unknown = (await (await open('?plan=gold', employer.cookie)).json()) as {
			requestedPlan: unknown
			defaults: { sponsorshipType: string }
		}
		expect(unknown).toMatchObject({ requestedPlan: null, defaults: { sponsorshipType: '' } })
	})

	test('without Stripe keys the paid plans are not available, even when asked for', async () => {
		withoutStripeKeys()
		const employer = await signedIn('employer')
		const body = (await (await open('?plan=sponsored-30', employer.cookie)).json()) as Record<string, unknown>
		expect(body).toMatchObject({
			paymentsAvailable: false,
			requestedPlan: 'Premium Sponsored',
			defaults: { sponsorshipType: '' },
		})
	})
})
