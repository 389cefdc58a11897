import { describe, expect, test } from 'vitest'
import { getOrm } from './db.server.ts'
import { deleteExpiredRateLimits, hit, RateLimitedError } from './rate-limit.server.ts'

describe('rate limits', () => {
	test('counts per key, refuses past the limit, and starts again after the window', async () => {
		const em = (await getOrm()).em.fork()
		const rule = { name: `test-${crypto.randomUUID()}`, limit: 3, windowSeconds: 60 }
		for (let i = 0; i < 3; i++) await hit(em, rule, 'a')
		await expect(hit(em, rule, 'a')).rejects.toBeInstanceOf(RateLimitedError)
		await hit(em, rule, 'b')
		await em
			.getConnection()
			.execute(`update rate_limit set window_end = now() - interval '1 second' where key = ?`, [`${rule.name}:a`])
		await expect(hit(em, rule, 'a')).resolves.toBeUndefined()
	})

	test('the periodic purge deletes the ended windows and keeps the live ones (decision 156)', async () => {
		const em = (await getOrm()).em.fork()
		const rule = { name: `test-${crypto.randomUUID()}`, limit: 3, windowSeconds: 60 }
		const ended = `${rule.name}:ended`
		await em
			.getConnection()
			.execute(
				`insert into rate_limit (key, count, window_start, window_end) values (?, 1, now() - interval '2 minutes', now() - interval '1 minute')`,
				[ended],
			)
		await hit(em, rule, 'live')
		expect(await deleteExpiredRateLimits(em)).toBeGreaterThanOrEqual(1)
		const left = await em
			.getConnection()
			.execute<{ key: string }[]>(`select key from rate_limit where key like ?`, [`${rule.name}:%`])
		expect(left.map((row) => row.key)).toEqual([`${rule.name}:live`])
	})

	test('concurrent attempts cannot slip past the limit', async () => {
		const orm = await getOrm()
		const rule = { name: `test-${crypto.randomUUID()}`, limit: 5, windowSeconds: 60 }
		const results = await Promise.allSettled(Array.from({ length: 12 }, () => hit(orm.em.fork(), rule, 'same')))
		expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(5)
	})

	test('the message says how long to wait', () => {
		expect(new RateLimitedError(61).message).toBe('Too many attempts. Please wait 2 minutes and try again.')
		expect(new RateLimitedError(30).message).toBe('Too many attempts. Please wait 1 minute and try again.')
	})
})
