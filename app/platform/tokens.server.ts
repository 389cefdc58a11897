import { createHash, randomBytes } from 'node:crypto'

/** A random 256-bit token, URL-safe. */
export function newToken() {
	return randomBytes(32).toString('base64url')
}

/** What is stored in place of a token: its SHA-256, hex. */
export function hashToken(token: string) {
	return createHash('sha256').update(token).digest('hex')
}
