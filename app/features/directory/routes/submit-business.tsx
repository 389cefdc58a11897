// Submit a business to the directory (/submit-business, signed in; docs/product.md §16, §22.7):
// the submission is stored pending and an admin reviews it before it is listed (decision 126).
// The mail-client link stays as a second way to send the details.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { BusinessSubmissionForm } from '../components/business-submission-form.tsx'
import { Confirmation, MailClientOption } from '../../../ui/form-controls.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { getOptionalUser, requireUser } from '../../../platform/auth.server.ts'
import { config } from '../../../platform/config.server.ts'
import { log } from '../../../platform/logger.server.ts'
import { submitBusiness } from '../business-submissions.server.ts'
import { BUSINESS_REVIEW_NOTE, BUSINESS_SUBMITTED, BusinessSubmissionSchema } from '../business-directory.ts'
import type { Route } from './+types/submit-business'

export function loader({ request, context }: Route.LoaderArgs) {
	const user = getOptionalUser(context)
	const inbox = config.siteInboxEmail
	if (!user) return data({ signedIn: false as const, inbox }, { status: 401 })
	return {
		signedIn: true as const,
		inbox,
		submitted: new URL(request.url).searchParams.get('submitted') === '1',
		defaults: { email: user.email, contactPersonName: `${user.firstName} ${user.lastName}`.trim() },
	}
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = requireUser(context, request, '/submit-business')
	const submission = parseWithZod(await request.formData(), { schema: BusinessSubmissionSchema })
	if (submission.status !== 'success') return data({ result: submission.reply() }, { status: 400 })
	try {
		await submitBusiness(context.get(emContext), user, submission.value)
	} catch (error) {
		log().error({ err: error, userId: user.id }, 'Storing a business submission failed')
		return data(
			{ result: submission.reply({ formErrors: ['We could not save your submission. Please try again.'] }) },
			{ status: 500 },
		)
	}
	return redirect('/submit-business?submitted=1')
}

export default function SubmitBusinessScreen({ loaderData, actionData }: Route.ComponentProps) {
	if (!loaderData.signedIn) return <SignInRequired />
	return (
		<div className="mx-auto max-w-2xl px-4 py-10">
			<h1 className="text-3xl font-bold">Submit Your Business</h1>
			{loaderData.submitted ? (
				<div className="mt-6">
					<Confirmation title={BUSINESS_SUBMITTED}>
						<p>{BUSINESS_REVIEW_NOTE}</p>
						<div className="flex flex-wrap gap-3">
							<ButtonLink to="/business-directory">Back to Directory</ButtonLink>
							<ButtonLink to="/submit-business" variant="secondary">
								Submit another business
							</ButtonLink>
						</div>
					</Confirmation>
				</div>
			) : (
				<>
					<p className="mt-2 text-gray-700">
						Add your Warrington business to the directory for free. We check every listing before it appears, usually
						within 2-3 business days, and email you how it went.
					</p>
					<BusinessSubmissionForm defaults={loaderData.defaults} lastResult={actionData?.result} />
					<div className="mt-6">
						<MailClientOption inbox={loaderData.inbox} subject="Business directory submission">
							Prefer to send the details by email?
						</MailClientOption>
					</div>
				</>
			)}
		</div>
	)
}

function SignInRequired() {
	return (
		<div className="mx-auto max-w-xl px-4 py-16">
			<div className="rounded-lg border border-gray-200 bg-white p-6 text-center shadow-sm">
				<h1 className="text-2xl font-bold">Sign In Required</h1>
				<p className="mt-3 text-gray-700">Please sign in to submit your business to the Warrington directory.</p>
				<div className="mt-6 flex flex-wrap justify-center gap-3">
					<ButtonLink to={`/auth?redirectTo=${encodeURIComponent('/submit-business')}`}>Sign In</ButtonLink>
					<ButtonLink to="/business-directory" variant="secondary">
						Back to Directory
					</ButtonLink>
				</div>
			</div>
		</div>
	)
}

export function meta() {
	return [
		{ title: 'Submit Your Business | Warrington Jobs' },
		{ name: 'description', content: 'Add your Warrington business to the free local business directory.' },
	]
}
