// Delete my account (/account/delete; decision 164): the question, with the password, for any
// signed-in account (My Profile and the employer dashboard link here). A wrong password is the
// field's error and deletes nothing; the right one deletes everything in one transaction, signs
// the browser out and goes home with a toast.
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { DeleteAccountForm } from '../components/your-data.tsx'
import { clientIpContext, emContext } from '../../../context.ts'
import { requireUser } from '../../../platform/auth.server.ts'
import { RateLimitedError, tooManyAttempts } from '../../../platform/rate-limit.server.ts'
import { endSession } from '../../../platform/session.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { deleteAccount, WrongPasswordError } from '../account-deletion.server.ts'
import { DeleteAccountSchema } from '../account-schemas.ts'
import type { Route } from './+types/account.delete'

export async function loader({ request, context }: Route.LoaderArgs) {
	const user = requireUser(context, request)
	return { userType: user.userType, email: user.email }
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = requireUser(context, request)
	const submission = parseWithZod(await request.formData(), { schema: DeleteAccountSchema })
	const hideFields = ['password']
	if (submission.status !== 'success') return data({ result: submission.reply({ hideFields }) }, { status: 400 })
	const em = context.get(emContext)
	try {
		await deleteAccount(em, context.get(clientIpContext), user, submission.value.password)
	} catch (error) {
		if (error instanceof WrongPasswordError) {
			return data(
				{ result: submission.reply({ fieldErrors: { password: [error.message] }, hideFields }) },
				{ status: 403 },
			)
		}
		if (error instanceof RateLimitedError) {
			return tooManyAttempts(context, { result: submission.reply({ formErrors: [error.message], hideFields }) }, error)
		}
		throw error
	}
	throw redirect('/', {
		headers: await toastHeaders(
			{ title: 'Account deleted', description: 'Your account and your data have been deleted.' },
			await endSession(em, request),
		),
	})
}

export default function DeleteAccountPage({ loaderData, actionData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-xl px-4 py-10">
			<div className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
				<DeleteAccountForm {...loaderData} lastResult={actionData?.result} />
			</div>
		</div>
	)
}

export function meta() {
	return [{ title: 'Delete your account | Warrington Jobs' }, { name: 'robots', content: 'noindex' }]
}
