import { hash, verify } from '@node-rs/argon2'

// OWASP Password Storage Cheat Sheet: argon2id, m=19 MiB, t=2, p=1. The library's default
// algorithm is argon2id (its const enum cannot be imported under isolatedModules).
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 }

export function hashPassword(password: string) {
	return hash(password, OPTIONS)
}

// A hash of a password nobody has, checked when the email is unknown so that a sign-in
// attempt takes as long whether or not the account exists.
let decoyHash: Promise<string> | undefined

export async function verifyPassword(storedHash: string | undefined, password: string) {
	if (!storedHash) {
		decoyHash ??= hashPassword(crypto.randomUUID())
		await verify(await decoyHash, password).catch(() => false)
		return false
	}
	return verify(storedHash, password).catch(() => false)
}
