// The one-click unsubscribe of a job alert's mail (decision 158): the link works without signing
// in. GET shows the alert and a button; POST (the button, or a mail program following RFC 8058's
// List-Unsubscribe-Post with `List-Unsubscribe=One-Click`) deletes the alert with no further
// question. The token is in the query either way.
import { Form, Link } from 'react-router'
import { Button, ButtonLink } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { jobAlertByUnsubscribeToken, unsubscribeJobAlert } from '../job-alerts.server.ts'
import type { Route } from './+types/alerts.unsubscribe'
import { canonicalLink } from '../../../platform/canonical.ts'

const tokenOf = (request: Request) => new URL(request.url).searchParams.get('token') ?? ''

export async function loader({ request, context }: Route.LoaderArgs) {
	const alert = await jobAlertByUnsubscribeToken(context.get(emContext), tokenOf(request))
	return { name: alert?.name ?? null, token: alert ? tokenOf(request) : null }
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData().catch(() => null)
	const token = tokenOf(request) || String(form?.get('token') ?? '')
	const removed = await unsubscribeJobAlert(context.get(emContext), token)
	return { unsubscribed: true as const, name: removed?.name ?? null }
}

/**
 * A link with a token is never cached. (The site's referrer policy already sends other sites the
 * origin alone; `no-referrer` would make the button's POST carry `Origin: null`, which the
 * one Origin rule refuses.)
 */
export function headers() {
	return { 'Cache-Control': 'private, no-store' }
}

export default function UnsubscribeScreen({ loaderData, actionData }: Route.ComponentProps) {
	const name = actionData?.name ?? loaderData.name
	return (
		<div className="mx-auto max-w-xl px-4 py-16">
			{actionData?.unsubscribed || !loaderData.name ? (
				<>
					<h1 className="text-3xl font-bold">You are unsubscribed</h1>
					<p className="mt-4 text-gray-800">
						{name
							? `Job alert deleted: ${name}. No more mail will be sent for it.`
							: 'This job alert is no longer there, so no more mail will be sent for it.'}
					</p>
				</>
			) : (
				<>
					<h1 className="text-3xl font-bold">Unsubscribe from this job alert?</h1>
					<p className="mt-4 text-gray-800">
						This alert mails you new jobs for: {name}. Unsubscribing deletes it; your other alerts carry on.
					</p>
					<Form method="post" className="mt-6">
						<input type="hidden" name="token" value={loaderData.token ?? ''} />
						<Button size="lg" variant="danger" className="inline-flex items-center justify-center">
							Unsubscribe
						</Button>
					</Form>
				</>
			)}
			<p className="mt-8 text-gray-700">
				Signed in as a job seeker, you can see and change all your alerts on{' '}
				<Link to="/employee-dashboard?tab=alerts" className="font-semibold text-brand-700 underline">
					your dashboard
				</Link>
				.
			</p>
			<ButtonLink to="/" variant="secondary" size="lg" className="mt-6 inline-flex items-center justify-center">
				Browse Jobs
			</ButtonLink>
		</div>
	)
}

export function meta({ matches }: Route.MetaArgs) {
	return [
		{ title: 'Unsubscribe from a job alert | Warrington Jobs' },
		{ name: 'robots', content: 'noindex' },
		canonicalLink(matches, '/alerts/unsubscribe'),
	]
}
