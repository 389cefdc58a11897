import { parseOptions } from '@node-rs/argon2'
import { describe, expect, test } from 'vitest'
import { hashPassword, verifyPassword } from './password.server.ts'

describe('password hashing', () => {
	test('uses argon2id with OWASP parameters (19 MiB, 2 passes, 1 lane)', async () => {
		const hash = await hashPassword('correct horse battery')
		expect(hash.startsWith('$argon2id$')).toBe(true)
		expect(parseOptions(hash)).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 })
	})

	test('verifies the right password only, and salts every hash', async () => {
		const hash = await hashPassword('correct horse battery')
		expect(await verifyPassword(hash, 'correct horse battery')).toBe(true)
		expect(await verifyPassword(hash, 'Correct horse battery')).toBe(false)
		expect(await hashPassword('correct horse battery')).not.toBe(hash)
	})

	test('an unknown account costs a full verification and fails', async () => {
		const known = await hashPassword('x'.repeat(12))
		const time = async (run: () => Promise<boolean>) => {
			const start = performance.now()
			const ok = await run()
			return { ok, ms: performance.now() - start }
		}
		await verifyPassword(undefined, 'warm up the decoy')
		const unknown = await time(() => verifyPassword(undefined, 'anything at all'))
		const wrong = await time(() => verifyPassword(known, 'anything at all'))
		expect(unknown.ok).toBe(false)
		expect(wrong.ok).toBe(false)
		// Both run one argon2id verification; neither is a shortcut that returns at once.
		expect(unknown.ms).toBeGreaterThan(wrong.ms / 4)
	})

	test('a malformed stored hash fails instead of throwing', async () => {
		expect(await verifyPassword('not-a-hash', 'whatever')).toBe(false)
	})
})
