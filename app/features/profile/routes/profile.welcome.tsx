// POST /profile/welcome: the welcome on /profile was dismissed; remembered on the account so it is
// not shown again (decision 140). The panel's plain form and the dialog's fetcher both post here.
import { redirect } from 'react-router'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { dismissProfileWelcome } from '../profile-welcome.server.ts'
import { PROFILE_FOR_SEEKERS } from '../skill-schemas.ts'
import type { Route } from './+types/profile.welcome'

/** Nothing to show: the welcome lives on /profile. */
export function loader() {
	return redirect('/profile')
}

export async function action({ request, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PROFILE_FOR_SEEKERS, redirectTo: '/profile' })
	await dismissProfileWelcome(context.get(emContext), user)
	return redirect('/profile')
}
