// Contact (/contact, docs/product.md §16, §22.7): the message is stored and mailed to the site's
// inbox (the outbox without SMTP), then the page says so and stays (decision 127). Rate-limited
// per address, with a honeypot; the mail-client link stays as a second option.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { ContactForm } from '../components/contact-form.tsx'
import { Confirmation, MailClientOption } from '../../../ui/form-controls.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { clientIpContext, emContext } from '../../../context.ts'
import { config } from '../../../platform/config.server.ts'
import { checkHoneypot } from '../../../platform/honeypot.server.ts'
import { RateLimitedError, tooManyAttempts } from '../../../platform/rate-limit.server.ts'
import { sendContactMessage } from '../enquiries.server.ts'
import { ContactMessageSchema, INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from '../enquiry-schemas.ts'
import type { Route } from './+types/contact'
import { canonicalLink } from '../../../platform/canonical.ts'

export function loader({ request }: Route.LoaderArgs) {
	return { inbox: config.siteInboxEmail, sent: new URL(request.url).searchParams.get('sent') === '1' }
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData()
	checkHoneypot(form)
	const submission = parseWithZod(form, { schema: ContactMessageSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	try {
		await sendContactMessage(context.get(emContext), context.get(clientIpContext), submission.value)
	} catch (error) {
		if (!(error instanceof RateLimitedError)) throw error
		return tooManyAttempts(context, { result: submission.reply({ formErrors: [error.message] }) }, error)
	}
	return redirect('/contact?sent=1')
}

export default function ContactScreen({ loaderData, actionData }: Route.ComponentProps) {
	const { inbox } = loaderData
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold">Contact Us</h1>
			<p className="mt-2 max-w-2xl text-gray-700">
				Questions about a job, an application, posting a vacancy or your account: we typically reply within 24 hours.
			</p>
			<div className="mt-8 grid gap-8 md:grid-cols-[1fr_2fr]">
				<section aria-labelledby="contact-details">
					<h2 id="contact-details" className="text-xl font-semibold">
						Get in touch
					</h2>
					<dl className="mt-3 flex flex-col gap-2 text-gray-800">
						<div>
							<dt className="font-medium">Email</dt>
							<dd>
								<a href={`mailto:${inbox}`} className="break-all text-brand-700 underline">
									{inbox}
								</a>
							</dd>
						</div>
						<div>
							<dt className="font-medium">Based in</dt>
							<dd>Warrington, Cheshire</dd>
						</div>
						<div>
							<dt className="font-medium">Replies</dt>
							<dd>Typically within 24 hours, Monday to Friday</dd>
						</div>
					</dl>
					<h3 className="mt-6 font-semibold">We help with</h3>
					<ul className="mt-2 flex flex-wrap gap-2">
						{INQUIRY_TYPES.map((type) => (
							<li key={type} className="rounded-full bg-brand-50 px-3 py-1 text-sm font-medium text-brand-800">
								{INQUIRY_TYPE_LABELS[type]}
							</li>
						))}
					</ul>
				</section>
				<section aria-labelledby="contact-form-heading" className="flex flex-col gap-4">
					<h2 id="contact-form-heading" className="text-xl font-semibold">
						Send us a message
					</h2>
					{loaderData.sent ? (
						<Confirmation title="Message sent!">
							<p>Thank you for getting in touch. We typically reply within 24 hours, to the email address you gave.</p>
							<div className="flex flex-wrap gap-3">
								<ButtonLink to="/">Find Jobs</ButtonLink>
								<ButtonLink to="/contact" variant="secondary">
									Send another message
								</ButtonLink>
							</div>
						</Confirmation>
					) : (
						<>
							<ContactForm lastResult={actionData?.result} />
							<MailClientOption inbox={inbox} subject="Message from the Warrington Jobs contact page" />
						</>
					)}
				</section>
			</div>
		</div>
	)
}

export function meta({ matches }: Route.MetaArgs) {
	return [
		{ title: 'Contact Us | Warrington Jobs' },
		{
			name: 'description',
			content: 'Contact Warrington Jobs about jobs, applications, posting a vacancy or your account.',
		},
		canonicalLink(matches, '/contact'),
	]
}
