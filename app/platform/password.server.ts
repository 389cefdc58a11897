import { hash, verify } from '@node-rs/argon2'

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. The library's default
// algorithm is argon2id (its const enum cannot be imported under isolatedModules).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

/**
 * The argon2id functions every hash and check goes through: one object, so that a test can count
 * the checks (vi.spyOn) without replacing the module for every test file sharing its process.
 */
export const argon2id = { hash, verify }

export function hashPassword(password: string) {
	return argon2id.hash(password, OPTIONS)
}

// A hash of a password nobody has, checked when the email is unknown so that a sign-in
// attempt takes as long whether or not the account exists.
let decoyHash: Promise<string> | undefined

export async function verifyPassword(storedHash: string | undefined, password: string) {
	if (!storedHash) {
		decoyHash ??= hashPassword(crypto.randomUUID())
		await argon2id.verify(await decoyHash, password).catch(() => false)
		return false
	}
	return argon2id.verify(storedHash, password).catch(() => false)
}
