import { useRouteLoaderData } from 'react-router'
import type { UserType } from './access.ts'

/** The signed-in visitor's kind of account, from the root loader; null when signed out. */
export function useViewerType(): UserType | null {
	const root = useRouteLoaderData('root') as { user: { userType: UserType } | null } | undefined
	return root?.user?.userType ?? null
}

/**
 * Whether the visitor is offered the job seeker's tools (Quick Apply, the save heart): job seekers,
 * and signed-out visitors, who are asked to sign in when they use them. Not employers nor admins
 * (decision 116).
 */
export function offeredSeekerTools(userType: UserType | null) {
	return userType === null || userType === 'employee'
}
