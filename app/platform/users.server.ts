import { UniqueConstraintViolationException } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { User } from '../models/user.ts'
import type { UserType } from './access.ts'
import { hashPassword, verifyPassword } from './password.server.ts'

export class EmailTakenError extends Error {
	constructor() {
		super('An account with this email already exists')
	}
}

/** The user as the API and the screens see it: never the password hash. */
export function publicUser(user: User) {
	return {
		id: user.id,
		email: user.email,
		username: user.username ?? null,
		firstName: user.firstName,
		lastName: user.lastName,
		userType: user.userType,
		emailVerifiedAt: user.emailVerifiedAt?.toISOString() ?? null,
		profileImageUrl: user.profileImageUrl ?? null,
		cvFileName: user.cvFileName ?? null,
		cvFileUrl: user.cvFileUrl ?? null,
		cvUploadedAt: user.cvUploadedAt?.toISOString() ?? null,
		createdAt: user.createdAt.toISOString(),
		updatedAt: user.updatedAt.toISOString(),
	}
}

/**
 * A new account. Its address is unverified unless `emailVerifiedAt` is given (the seed's demo
 * accounts, test fixtures): registration then mails a verification link (decision 183).
 */
export async function createUser(
	em: EntityManager,
	input: {
		email: string
		password: string
		firstName: string
		lastName: string
		userType: UserType
		emailVerifiedAt?: Date | null
	},
) {
	const email = input.email.trim().toLowerCase()
	if (await em.count(User, { email })) throw new EmailTakenError()
	const user = em.create(User, {
		email,
		password: await hashPassword(input.password),
		firstName: input.firstName,
		lastName: input.lastName,
		userType: input.userType,
		emailVerifiedAt: input.emailVerifiedAt ?? null,
	})
	try {
		await em.flush()
	} catch (error) {
		// Two registrations racing for one email: the database's unique constraint decides.
		if (error instanceof UniqueConstraintViolationException) {
			em.clear()
			throw new EmailTakenError()
		}
		throw error
	}
	return user
}

/**
 * Whether the account's address is proven (decision 183): only then is mail other than the
 * verification and a reset sent to it, and only then does anything found by that address count
 * as the account's.
 */
export function isVerified(user: Pick<User, 'emailVerifiedAt'>) {
	return user.emailVerifiedAt != null
}

/** The account's address, lower-cased, for finding records by address; null while unverified. */
export function verifiedEmailOf(user: Pick<User, 'email' | 'emailVerifiedAt'>) {
	return isVerified(user) ? user.email.trim().toLowerCase() : null
}

/** The user for this email and password, or null; as slow for unknown emails as for known ones. */
export async function verifyLogin(em: EntityManager, email: string, password: string) {
	const user = await em.findOne(User, { email: email.trim().toLowerCase() }, { populate: ['password'] })
	const ok = await verifyPassword(user?.password, password)
	return ok && user ? user : null
}

export async function setPassword(em: EntityManager, userId: number, password: string) {
	await em.nativeUpdate(User, { id: userId }, { password: await hashPassword(password), updatedAt: new Date() })
}
