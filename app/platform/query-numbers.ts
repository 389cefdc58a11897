// Whole numbers read from a query string (`limit`, `offset`, `page`, `salaryMin`), with one wording
// for every API list: "limit must be between 1 and 100". Runs on both sides.
import { z } from 'zod'

/** A whole number from `min` to `max` in a query parameter named `name`. */
export function queryWholeNumber(name: string, min: number, max: number) {
	const outOfRange = `${name} must be between ${min} and ${max}`
	return z.coerce
		.number({ error: `${name} must be a whole number` })
		.int(`${name} must be a whole number`)
		.min(min, outOfRange)
		.max(max, outOfRange)
}

/** A screen's `?page=`: 1 when missing or not a page number, at most 10,000. */
export function screenPageOf(url: URL) {
	const asked = Number.parseInt(url.searchParams.get('page') ?? '1', 10)
	return Math.min(Math.max(Number.isFinite(asked) ? asked : 1, 1), 10_000)
}
