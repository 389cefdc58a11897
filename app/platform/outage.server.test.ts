import { describe, expect, test } from 'vitest'
import { connectionFailedRecently, isConnectionFailure, noteFailure } from './outage.server.ts'

describe('a lost database connection', () => {
	test('is told from our own faults by code or message, through wrapped causes', () => {
		expect(
			isConnectionFailure(Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })),
		).toBe(true)
		expect(isConnectionFailure(new Error('Connection terminated unexpectedly'))).toBe(true)
		expect(
			isConnectionFailure(
				Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
			),
		).toBe(true)
		expect(isConnectionFailure(Object.assign(new Error('the database system is starting up'), { code: '57P03' }))).toBe(
			true,
		)
		expect(
			isConnectionFailure(new Error('query failed', { cause: Object.assign(new Error('x'), { code: '08006' }) })),
		).toBe(true)

		expect(isConnectionFailure(Object.assign(new Error('duplicate key value'), { code: '23505' }))).toBe(false)
		expect(isConnectionFailure(new TypeError("Cannot read properties of undefined (reading 'id')"))).toBe(false)
		expect(isConnectionFailure('a string')).toBe(false)
		expect(isConnectionFailure(null)).toBe(false)
	})

	test('makes a 500 of the next few seconds an outage, and only a lost connection does', () => {
		const now = 1_000_000_000_000
		noteFailure(new TypeError('a bug of ours'), now)
		expect(connectionFailedRecently(now)).toBe(false)
		noteFailure(new Error('Connection terminated unexpectedly'), now)
		expect(connectionFailedRecently(now + 4_000)).toBe(true)
		expect(connectionFailedRecently(now + 5_000)).toBe(false)
	})
})
