import { parseOptions } from '@node-rs/argon2'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { argon2id, hashPassword, verifyPassword } from './password.server.ts'

afterEach(() => {
	vi.restoreAllMocks()
})

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

	test('an unknown account costs a full argon2id verification, against a real hash, and fails', async () => {
		// Counts argon2 verifications without changing them: the real function runs every time.
		const verify = vi.spyOn(argon2id, 'verify')
		expect(await verifyPassword(undefined, 'anything at all')).toBe(false)
		expect(verify).toHaveBeenCalledTimes(1)
		const [decoy] = verify.mock.calls[0]!
		expect(String(decoy).startsWith('$argon2id$')).toBe(true)
		expect(parseOptions(String(decoy))).toMatchObject({ memoryCost: 19_456, timeCost: 2, parallelism: 1 })

		verify.mockClear()
		expect(await verifyPassword(await hashPassword('x'.repeat(12)), 'anything at all')).toBe(false)
		expect(verify).toHaveBeenCalledTimes(1)
	})

	test('a malformed stored hash fails instead of throwing', async () => {
		expect(await verifyPassword('not-a-hash', 'whatever')).toBe(false)
	})
})
