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
		profileImageUrl: user.profileImageUrl ?? null,
		cvFileName: user.cvFileName ?? null,
		cvFileUrl: user.cvFileUrl ?? null,
		cvUploadedAt: user.cvUploadedAt?.toISOString() ?? null,
		createdAt: user.createdAt.toISOString(),
		updatedAt: user.updatedAt.toISOString(),
	}
}

export async function createUser(
	em: EntityManager,
	input: { email: string; password: string; firstName: string; lastName: string; userType: UserType },
) {
	const email = input.email.trim().toLowerCase()
	if (await em.count(User, { email })) throw new EmailTakenError()
	const user = em.create(User, {
		email,
		password: await hashPassword(input.password),
		firstName: input.firstName,
		lastName: input.lastName,
		userType: input.userType,
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

/** The user for this email and password, or null; as slow for unknown emails as for known ones. */
export async function verifyLogin(em: EntityManager, email: string, password: string) {
	const user = await em.findOne(User, { email: email.trim().toLowerCase() }, { populate: ['password'] })
	const ok = await verifyPassword(user?.password, password)
	return ok && user ? user : null
}

export async function setPassword(em: EntityManager, userId: number, password: string) {
	await em.nativeUpdate(User, { id: userId }, { password: await hashPassword(password), updatedAt: new Date() })
}
