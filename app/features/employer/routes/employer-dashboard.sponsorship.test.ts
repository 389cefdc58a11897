import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import { describe, expect, test, vi } from 'vitest'
import { jobFor, view } from '../../../../tests/fixtures/employer-dashboard.ts'
import { freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Job } from '../../../models/job.ts'
import type { User } from '../../../models/user.ts'
import { formatLongDate } from '../../../ui/format.ts'
import * as dashboard from './employer-dashboard.tsx'

describe('sponsorship on the job cards', () => {
	const DAY = 24 * 60 * 60 * 1000

	/** The dashboard as the server renders it for this employer, as text. */
	async function rendered(cookie: string) {
		const loaderData = await view('', cookie)
		const Screen = () =>
			createElement(dashboard.default, { loaderData } as unknown as Parameters<typeof dashboard.default>[0])
		const handler = createStaticHandler([{ path: '/employer-dashboard', Component: Screen }])
		const context = await handler.query(new Request(`${ORIGIN}/employer-dashboard`))
		if (context instanceof Response) throw new Error('unexpected redirect')
		const html = renderToString(
			createElement(StaticRouterProvider, { router: createStaticRouter(handler.dataRoutes, context), context }),
		)
		return {
			loaderData,
			html,
			text: html
				.replace(/<[^>]+>/g, ' ')
				.replace(/&#x27;|’/g, "'")
				.replace(/\s+/g, ' '),
		}
	}

	async function sponsored(
		owner: User,
		title: string,
		sponsorshipType: '7days' | '30days' | null,
		sponsorshipExpiresAt: Date | null,
	) {
		const job = await jobFor(owner, title)
		const em = await freshEm()
		await em.nativeUpdate(
			Job,
			{ id: job.id },
			{ isSponsored: sponsorshipType !== null, sponsorshipType, sponsorshipExpiresAt },
		)
		return job
	}

	test('each card shows its plan and end date, the date it ended, or nothing when never sponsored', async () => {
		vi.stubEnv('STRIPE_SECRET_KEY', '')
		const employer = await signedIn('employer')
		const ends = new Date(Date.now() + 6 * DAY)
		const ended = new Date(Date.now() - 2 * DAY)
		await sponsored(employer.user, 'Dental Nurse', '30days', ends)
		await sponsored(employer.user, 'Practice Manager', '7days', ended)
		await sponsored(employer.user, 'Receptionist', null, null)
		const { loaderData, text } = await rendered(employer.cookie)

		const byTitle = (title: string) =>
			loaderData.jobs.find((job) => job.title === title) as unknown as Record<string, unknown>
		expect(byTitle('Dental Nurse')).toMatchObject({
			isSponsored: true,
			sponsorshipType: '30days',
			sponsorshipExpiresAt: ends.toISOString(),
		})
		expect(byTitle('Practice Manager')).toMatchObject({
			isSponsored: false,
			sponsorshipType: '7days',
			sponsorshipExpiresAt: ended.toISOString(),
		})
		expect(byTitle('Receptionist')).toMatchObject({ isSponsored: false, sponsorshipExpiresAt: null })

		const card = (title: string) =>
			text.slice(text.indexOf(` ${title} `), text.indexOf('Sponsor this job', text.indexOf(` ${title} `)))
		expect(card('Dental Nurse')).toContain(`Premium Sponsored until ${formatLongDate(ends)}`)
		expect(card('Practice Manager')).toContain(`Sponsorship ended on ${formatLongDate(ended)}`)
		expect(card('Practice Manager')).not.toContain('until')
		expect(card('Receptionist')).not.toMatch(/Sponsorship ended|until/)
		// A live sponsorship says that buying again extends it.
		expect(text).toContain(
			`Its Premium Sponsored sponsorship runs until ${formatLongDate(ends)}: buying again adds the new plan's days to that date.`,
		)
	})

	test('without Stripe keys the sponsor panel says why instead of offering plans', async () => {
		vi.stubEnv('STRIPE_SECRET_KEY', '')
		const employer = await signedIn('employer')
		await jobFor(employer.user, 'Dental Nurse')
		const { loaderData, html, text } = await rendered(employer.cookie)
		expect((loaderData as unknown as { sponsorshipUnavailable: string }).sponsorshipUnavailable).toBe(
			'Sponsorship is not available right now: card payments are not configured.',
		)
		expect(text).toContain('Sponsor this job')
		expect(text).toContain('Sponsorship is not available right now: card payments are not configured.')
		expect(html).not.toContain('name="sponsorshipType"')
	})

	test('with Stripe keys each live job offers both paid plans, posting to /jobs/{id}/sponsor; inactive and ended jobs do not', async () => {
		vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_warrington')
		vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_warrington')
		const employer = await signedIn('employer')
		const live = await jobFor(employer.user, 'Dental Nurse')
		const ended = await jobFor(employer.user, 'Hygienist')
		await (await freshEm()).nativeUpdate(Job, { id: ended.id }, { expiresAt: new Date(Date.now() - DAY) })
		const { loaderData, html, text } = await rendered(employer.cookie)
		expect((loaderData as unknown as { sponsorshipUnavailable: string | null }).sponsorshipUnavailable).toBeNull()
		expect(html).toContain(`action="/jobs/${live.id}/sponsor"`)
		expect(html).not.toContain(`action="/jobs/${ended.id}/sponsor"`)
		expect(html.match(/name="sponsorshipType"/g)).toHaveLength(2)
		expect(html).toContain('value="7days"')
		expect(html).toContain('value="30days"')
		expect(text).toContain('Featured Job £4.99 for 7 days')
		expect(text).toContain('Premium Sponsored £14.99 for 30 days')
		expect(text).not.toContain('card payments are not configured')
	})
})
