// Employer outreach (/employer-outreach, docs/product.md §17, §22.7): the partnership enquiry form
// and a pricing summary. The enquiry is stored and mailed to the site's inbox (the outbox without
// SMTP); the page then confirms it and offers an empty form again (decision 127). Rate-limited per
// address, with a honeypot; the mail-client link stays as a second option.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect } from 'react-router'
import { Confirmation, MailClientOption } from '../../../ui/form-controls.tsx'
import { PartnershipForm } from '../../directory/components/partnership-form.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { clientIpContext, emContext } from '../../../context.ts'
import { config } from '../../../platform/config.server.ts'
import { checkHoneypot } from '../../../platform/honeypot.server.ts'
import { RateLimitedError, tooManyAttempts } from '../../../platform/rate-limit.server.ts'
import { sendPartnershipEnquiry } from '../../directory/enquiries.server.ts'
import { PartnershipEnquirySchema } from '../../directory/enquiry-schemas.ts'
import { formatPence } from '../../../ui/format.ts'
import { SPONSORSHIP_PLANS } from '../../payments/plans.ts'
import type { Route } from './+types/employer-outreach'
import { canonicalLink } from '../../../platform/canonical.ts'

export function loader({ request }: Route.LoaderArgs) {
	// Each enquiry sent redirects with its own `sent` mark, so the form below starts empty again
	// after every one, with JavaScript too (it is keyed by the mark).
	const mark = new URL(request.url).searchParams.get('sent') ?? ''
	return { inbox: config.siteInboxEmail, sent: /^\w{1,20}$/.test(mark) ? mark : null }
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData()
	checkHoneypot(form)
	const submission = parseWithZod(form, { schema: PartnershipEnquirySchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	try {
		await sendPartnershipEnquiry(context.get(emContext), context.get(clientIpContext), submission.value)
	} catch (error) {
		if (!(error instanceof RateLimitedError)) throw error
		return tooManyAttempts(context, { result: submission.reply({ formErrors: [error.message] }) }, error)
	}
	return redirect(`/employer-outreach?sent=${Date.now().toString(36)}`)
}

export default function EmployerOutreachScreen({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold">Partner with Warrington Jobs</h1>
			<p className="mt-2 max-w-2xl text-gray-700">
				Hiring regularly in Warrington? Tell us about your business and we will get back to you within one business day
				with a plan for reaching local candidates.
			</p>
			<div className="mt-8 grid gap-8 md:grid-cols-[2fr_1fr]">
				<section aria-labelledby="partnership-heading" className="flex flex-col gap-4">
					<h2 id="partnership-heading" className="text-xl font-semibold">
						Partnership enquiry
					</h2>
					{loaderData.sent && (
						<Confirmation title="Enquiry sent!">
							<p>
								Thank you. Our team has your details and will reply to the email address you gave within one business
								day.
							</p>
						</Confirmation>
					)}
					<PartnershipForm key={loaderData.sent ?? 'new'} lastResult={actionData?.result} />
					<MailClientOption inbox={loaderData.inbox} subject="Partnership enquiry">
						Prefer your own email app?
					</MailClientOption>
				</section>
				<section aria-labelledby="pricing-summary" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
					<h2 id="pricing-summary" className="text-xl font-semibold">
						Pricing at a glance
					</h2>
					<ul className="mt-3 flex flex-col gap-3">
						{SPONSORSHIP_PLANS.map((plan) => (
							<li key={plan.type}>
								<p className="font-semibold">
									{plan.name}: {plan.pricePence === 0 ? 'Free' : formatPence(plan.pricePence)}
								</p>
								<p className="text-sm text-gray-700">Listed for {plan.durationDays} days</p>
							</li>
						))}
					</ul>
					<p className="mt-3 text-sm text-gray-700">
						Volume discounts: 5+ jobs 15%, 10+ jobs 25%, 20+ jobs custom pricing.
					</p>
					<div className="mt-4 flex flex-col gap-2">
						<ButtonLink to="/post-job">Post a Job</ButtonLink>
						<Link to="/pricing" className="text-center font-medium text-brand-700 underline">
							See full pricing
						</Link>
					</div>
				</section>
			</div>
		</div>
	)
}

export function meta({ matches }: Route.MetaArgs) {
	return [
		{ title: 'Employer Partnerships | Warrington Jobs' },
		{
			name: 'description',
			content: 'Partner with Warrington Jobs to reach local candidates: send a partnership enquiry.',
		},
		canonicalLink(matches, '/employer-outreach'),
	]
}
