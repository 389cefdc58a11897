// The admin inbox (decision 129, admins only): business submissions to approve or reject, contact
// messages and partnership enquiries to mark handled, reviews to hide. Every action is a plain
// form post; with JavaScript it is sent without a page load.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { InboxSections } from '../components/inbox-sections.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { emContext } from '../../../context.ts'
import { requireAdmin } from '../../../platform/auth.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { actOnInbox, adminInbox, InboxActionRefused } from '../admin-inbox.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import { InboxActionSchema } from '../admin-inbox-schema.ts'
import { JobSourceInputError } from '../../importing/job-sources.server.ts'
import type { Route } from './+types/admin'

const ONLY_ADMINS = 'The admin inbox is for the site’s admins only.'

export async function loader({ request, context }: Route.LoaderArgs) {
	await requireAdmin(context, request, { message: ONLY_ADMINS })
	return adminInbox(context.get(emContext))
}

export async function action({ request, context }: Route.ActionArgs) {
	const admin = await requireAdmin(context, request, { message: ONLY_ADMINS })
	const form = await request.formData()
	const submission = parseWithZod(form, { schema: InboxActionSchema })
	if (submission.status !== 'success') {
		// The form the error belongs to: its intent and item (adding a source has no item).
		const intent = String(form.get('intent'))
		const formId = intent === 'add-source' ? intent : `${intent}-${String(form.get('itemId'))}`
		return data({ formId, result: submission.reply() }, { status: 400 })
	}
	try {
		const done = await actOnInbox(context.get(emContext), admin, submission.value)
		throw redirect('/admin', { headers: await toastHeaders({ title: 'Done', description: done }) })
	} catch (error) {
		if (error instanceof JobSourceInputError) {
			const result = submission.reply({ fieldErrors: { [error.field]: [error.message] } })
			return data({ formId: 'add-source', result }, { status: 400 })
		}
		if (!(error instanceof InboxActionRefused)) throw error
		throw redirect('/admin', {
			headers: await toastHeaders({ title: 'Not done', description: error.message, type: 'error' }),
		})
	}
}

export default function AdminInbox({ loaderData, actionData }: Route.ComponentProps) {
	const waiting =
		loaderData.submissions.length + loaderData.messages.length + loaderData.enquiries.length + loaderData.sources.length
	return (
		<div className="mx-auto max-w-4xl px-4 py-8">
			<h1 className="text-3xl font-bold">Admin Inbox</h1>
			<p className="mt-2 text-gray-700">
				{waiting === 0
					? 'Nothing is waiting for you.'
					: `${waiting} ${waiting === 1 ? 'item is' : 'items are'} waiting.`}
			</p>
			<InboxSections inbox={loaderData} failed={actionData ?? null} />
		</div>
	)
}

export function meta() {
	return [{ title: 'Admin Inbox | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}

export function headers() {
	return { 'Cache-Control': 'private, no-store' }
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	if (refusal?.accessRefused === 'wrong-type') return <WrongAccountPage refusal={refusal} />
	return <ErrorPage error={error} />
}
