// /payment and /payment-success for a place on a paid course (decision 145), through the root
// middleware, with Stripe's HTTP API answered by msw.
import { describe, expect, test } from 'vitest'
import { storedCourse } from '../../../../tests/fixtures/courses.ts'
import { withStripeStandIn } from '../../../../tests/fixtures/payments.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { stripeMock } from '../../../../tests/mocks/stripe.ts'
import { enrol } from '../../training/course-enrolments.server.ts'
import * as payment from './payment.tsx'
import * as paymentSuccess from './payment-success.tsx'

withStripeStandIn()

const open = (handler: typeof payment.loader | typeof paymentSuccess.loader, path: string, cookie?: string) =>
	callRoute(handler as never, new Request(`${ORIGIN}${path}`, { headers: cookie ? { Cookie: cookie } : {} }))

async function startedCoursePayment() {
	const { course } = await storedCourse({ title: 'Manual Handling Awareness', pricePence: 2500 })
	const learner = await signedIn('employee')
	const started = await enrol(await freshEm(), learner.user, course.id)
	if (started.kind !== 'payment-required') throw new Error('expected a payment')
	const paymentIntentId = started.clientSecret.slice(0, started.clientSecret.indexOf('_secret_'))
	return { course, learner, started, paymentIntentId }
}

describe('paying for a course place', () => {
	test('the learner who started it gets the order summary of the course; anyone else an invalid payment', async () => {
		const { course, learner, started } = await startedCoursePayment()
		const ready = await open(payment.loader, started.paymentUrl, learner.cookie)
		expect(ready.status).toBe(200)
		expect(await ready.json()).toEqual({
			state: 'ready',
			course: { id: course.id, title: 'Manual Handling Awareness', provider: course.provider },
			price: '£25',
			duration: course.duration,
			clientSecret: started.clientSecret,
			publishableKey: 'pk_test_warrington',
		})
		const stranger = await signedIn('employee')
		const refused = await open(payment.loader, started.paymentUrl, stranger.cookie)
		expect(refused.status).toBe(400)
		expect(await refused.json()).toEqual({ state: 'invalid', forCourse: true })
		expect((await open(payment.loader, started.paymentUrl)).status).toBe(302)
	})

	test('Stripe’s return enrols once the payment succeeded, and the payment page then shows it paid', async () => {
		const { course, learner, started, paymentIntentId } = await startedCoursePayment()
		const returnPath = `/payment-success?payment_intent=${paymentIntentId}&payment_intent_client_secret=${started.clientSecret}`
		const unpaid = await open(paymentSuccess.loader, returnPath, learner.cookie)
		expect(unpaid.status).toBe(400)
		expect(await unpaid.json()).toMatchObject({ state: 'failed', course: { id: course.id }, retry: started.paymentUrl })
		expect((await open(paymentSuccess.loader, returnPath, (await signedIn('employee')).cookie)).status).toBe(404)

		stripeMock.succeed(paymentIntentId)
		const paid = await open(paymentSuccess.loader, returnPath, learner.cookie)
		expect(await paid.json()).toEqual({
			state: 'paid',
			course: { id: course.id, title: course.title, provider: course.provider },
		})
		expect(await (await open(payment.loader, started.paymentUrl, learner.cookie)).json()).toMatchObject({
			state: 'paid',
		})
	})
})
