import type { EntityManager } from '@mikro-orm/postgresql'
import { ApiToken } from '../models/api-token.ts'
import { User } from '../models/user.ts'
import { hashToken, newToken } from './tokens.server.ts'

const API_TOKEN_LIFETIME_MS = 90 * 24 * 60 * 60 * 1000

/** Issues a bearer token for API clients; only its hash is stored. */
export async function issueApiToken(em: EntityManager, user: User) {
	const token = newToken()
	em.create(ApiToken, {
		user: em.getReference(User, user.id),
		tokenHash: hashToken(token),
		expiresAt: new Date(Date.now() + API_TOKEN_LIFETIME_MS),
	})
	await em.flush()
	await em.nativeDelete(ApiToken, { expiresAt: { $lt: new Date() } })
	return token
}

export function bearerToken(request: Request) {
	const header = request.headers.get('Authorization')
	const match = header?.match(/^Bearer\s+([A-Za-z0-9_-]{20,100})\s*$/i)
	return match?.[1] ?? null
}

export async function findApiTokenUser(em: EntityManager, token: string) {
	const tokenHash = hashToken(token)
	const row = await em.findOne(ApiToken, { tokenHash, expiresAt: { $gt: new Date() } }, { populate: ['user'] })
	// A disabled account's tokens are refused (and deleted when it is disabled: decision 224).
	if (!row || row.user.disabledAt) return null
	const now = new Date()
	// Recording use at most once a minute keeps reads from becoming writes.
	if (!row.lastUsedAt || now.getTime() - row.lastUsedAt.getTime() > 60_000) {
		await em.nativeUpdate(ApiToken, { id: row.id }, { lastUsedAt: now })
	}
	return { user: row.user, tokenHash }
}

export async function revokeApiToken(em: EntityManager, tokenHash: string) {
	await em.nativeDelete(ApiToken, { tokenHash })
}

export async function revokeAllApiTokensOf(em: EntityManager, userId: number) {
	await em.nativeDelete(ApiToken, { user: userId })
}
