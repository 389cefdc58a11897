// en-GB formatting for the listing (and any screen that shows the same things): one way to
// write money, counts, ages and excerpts. Runs on both sides.

const MINUTE_MS = 60 * 1000
const HOUR_MS = 60 * MINUTE_MS
const DAY_MS = 24 * HOUR_MS

/**
 * How long ago a job was posted, as the listing cards say it: "Just now" under a minute, then
 * minutes under an hour, hours under a day, else days.
 */
export function postedAge(postedAt: Date | string, now: Date = new Date()) {
	const elapsed = now.getTime() - new Date(postedAt).getTime()
	// A clock a little ahead of the database's is "Just now" too.
	if (elapsed < MINUTE_MS) return 'Just now'
	if (elapsed < HOUR_MS) {
		const minutes = Math.floor(elapsed / MINUTE_MS)
		return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`
	}
	if (elapsed < DAY_MS) {
		const hours = Math.floor(elapsed / HOUR_MS)
		return hours === 1 ? '1 hour ago' : `${hours} hours ago`
	}
	const days = Math.floor(elapsed / DAY_MS)
	return days === 1 ? '1 day ago' : `${days} days ago`
}

const EXCERPT_LENGTH = 150

/**
 * The first `length` characters of a text and an ellipsis, or the whole text when it is no
 * longer. Counts characters (code points), so an emoji is never cut in half.
 */
export function excerpt(text: string, length = EXCERPT_LENGTH) {
	if (text.length <= length) return text
	// Most texts have no character outside the Basic Multilingual Plane: one unit each.
	if (!/[\uD800-\uDFFF]/.test(text.slice(0, length + 1))) return `${text.slice(0, length)}…`
	// A character is one or two UTF-16 units, so the first `length` of them lie within the first
	// 2 × length units, and a text longer than that has more than `length` of them: only that much
	// is split, not a whole job description.
	const characters = Array.from(text.slice(0, length * 2))
	if (text.length <= length * 2 && characters.length <= length) return text
	return `${characters.slice(0, length).join('')}…`
}

const pounds = new Intl.NumberFormat('en-GB', {
	style: 'currency',
	currency: 'GBP',
	maximumFractionDigits: 0,
	minimumFractionDigits: 0,
})
const count = new Intl.NumberFormat('en-GB')

/** Whole pounds: 25000 → "£25,000". */
export function formatPounds(amount: number) {
	return pounds.format(amount)
}

const poundsAndPence = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' })

/**
 * A price held in pence, as a price tag writes it: 499 → "£4.99", 1499 → "£14.99", and whole
 * pounds without pence, 0 → "£0", 2000 → "£20".
 */
export function formatPence(pence: number) {
	return pence % 100 === 0 ? pounds.format(pence / 100) : poundsAndPence.format(pence / 100)
}

/** Pence always with its pence, as hourly pay is written: 100 → "£1.00", 1271 → "£12.71". */
export function formatPoundsAndPence(pence: number) {
	return poundsAndPence.format(pence / 100)
}

/** A count with thousands separators: 1234 → "1,234". */
export function formatCount(value: number) {
	return count.format(value)
}

const longDate = new Intl.DateTimeFormat('en-GB', {
	day: 'numeric',
	month: 'long',
	year: 'numeric',
	timeZone: 'Europe/London',
})

/** A calendar date as Warrington reads it: "21 November 2026" (the day in UK time). */
export function formatLongDate(date: Date | string) {
	return longDate.format(new Date(date))
}
