import type { User } from '../../models/user.ts'

// The one check a moderation service makes before it acts for an admin (reviews, business
// submissions, contact messages). The screens and the API refuse others first (requireAdmin);
// this keeps a service safe when it is called from anywhere else.

export class NotAnAdminError extends Error {
	constructor(message: string) {
		super(message)
		this.name = 'NotAnAdminError'
	}
}

/** Throws NotAnAdminError with `message` ("Only an admin can hide a review") unless `user` is an admin. */
export function assertAdmin(user: Pick<User, 'userType'>, message: string) {
	if (user.userType !== 'admin') throw new NotAnAdminError(message)
}
