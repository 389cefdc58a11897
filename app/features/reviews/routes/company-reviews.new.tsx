// Write Review (docs/product.md §12) as a page of its own: a plain form post that works
// without JavaScript. Signed out, the page says sign-in is needed and links to /auth, which
// comes back here.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, Link, redirect, useNavigation } from 'react-router'
import { ReviewForm } from '../components/review-form.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { getOptionalUser } from '../../../platform/auth.server.ts'
import { checkHoneypot } from '../../../platform/honeypot.server.ts'
import { RateLimitedError, tooManyAttempts } from '../../../platform/rate-limit.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { createReview, OwnCompanyReviewError, ReviewedRecentlyError } from '../reviews.server.ts'
import { SITE_NAME } from '../../jobs/job-posting.ts'
import { ReviewInputSchema } from '../review-schema.ts'
import type { Route } from './+types/company-reviews.new'
import { canonicalLink } from '../../../platform/canonical.ts'

const SIGN_IN_TITLE = 'Authentication required'
const SIGN_IN_MESSAGE = 'Please sign in to submit a company review.'

const signInHref = (company: string) =>
	`/auth?redirectTo=${encodeURIComponent(`/company-reviews/new${company ? `?company=${encodeURIComponent(company)}` : ''}`)}`

export function loader({ request, context }: Route.LoaderArgs) {
	const company = (new URL(request.url).searchParams.get('company') ?? '').trim().slice(0, 255)
	return { signedIn: getOptionalUser(context) !== null, company }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = getOptionalUser(context)
	if (!user) {
		throw redirect(signInHref(''), {
			headers: await toastHeaders({ title: SIGN_IN_TITLE, description: SIGN_IN_MESSAGE, type: 'error' }),
		})
	}
	const formData = await request.formData()
	checkHoneypot(formData)
	const submission = parseWithZod(formData, { schema: ReviewInputSchema })
	if (submission.status !== 'success') {
		return data({ result: submission.reply({ formErrors: ['Please check the highlighted fields.'] }) }, { status: 400 })
	}
	try {
		await createReview(context.get(emContext), user, submission.value)
	} catch (error) {
		if (error instanceof RateLimitedError)
			return tooManyAttempts(context, { result: submission.reply({ formErrors: [error.message] }) }, error)
		const refusal = error instanceof ReviewedRecentlyError ? 409 : error instanceof OwnCompanyReviewError ? 403 : null
		if (refusal === null) throw error
		return data({ result: submission.reply({ formErrors: [(error as Error).message] }) }, { status: refusal })
	}
	return redirect('/company-reviews', {
		headers: await toastHeaders({
			title: 'Review submitted!',
			description: 'Your company review has been published successfully.',
		}),
	})
}

export default function WriteReviewPage({ loaderData, actionData }: Route.ComponentProps) {
	const pending = useNavigation().state === 'submitting'
	return (
		<div className="mx-auto max-w-2xl px-4 py-10">
			<Link
				to="/company-reviews"
				className="inline-flex items-center gap-1 font-semibold text-brand-700 hover:text-brand-800 hover:underline"
			>
				<span aria-hidden="true">←</span> Back to Company Reviews
			</Link>
			<h1 className="mt-4 text-3xl font-bold">Write a Company Review</h1>
			{loaderData.signedIn ? (
				<>
					<p className="mt-2 text-gray-700">
						Tell other job seekers what it is like to work there. One review per company every 12 months.
					</p>
					<div className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm sm:p-6">
						<ReviewForm companyName={loaderData.company} lastResult={actionData?.result} pending={pending} />
					</div>
				</>
			) : (
				<div role="status" className="mt-6 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
					<h2 className="text-xl font-semibold">{SIGN_IN_TITLE}</h2>
					<p className="mt-2 text-gray-700">{SIGN_IN_MESSAGE}</p>
					<ButtonLink to={signInHref(loaderData.company)} className="mt-4">
						Sign In
					</ButtonLink>
				</div>
			)}
		</div>
	)
}

export function meta({ matches }: Route.MetaArgs) {
	return [
		{ title: `Write a Company Review | ${SITE_NAME}` },
		{ name: 'description', content: 'Review a Warrington employer you have worked for and help local job seekers.' },
		{ name: 'robots', content: 'noindex' },
		canonicalLink(matches, '/company-reviews/new'),
	]
}
