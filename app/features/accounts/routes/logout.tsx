import { redirect } from 'react-router'
import { emContext } from '../../../context.ts'
import { endSession } from '../../../platform/session.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import type { Route } from './+types/logout'

export async function loader() {
	return redirect('/')
}

export async function action({ request, context }: Route.ActionArgs) {
	const cookie = await endSession(context.get(emContext), request)
	return redirect('/', {
		headers: await toastHeaders({ title: 'Logged out', description: 'See you next time!' }, cookie),
	})
}
