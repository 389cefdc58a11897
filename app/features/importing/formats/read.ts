// Small readers shared by the formats: each takes an unknown value from parsed JSON or XML and
// gives back a clean value or null, so a source's odd field never throws.

export type Json = unknown

export function isRecord(value: Json): value is Record<string, Json> {
	return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** Trimmed text, or null for anything empty or not text; numbers become their text (ids). */
export function text(value: Json): string | null {
	if (typeof value === 'number' && Number.isFinite(value)) return String(value)
	if (typeof value !== 'string') return null
	const trimmed = value.trim()
	return trimmed === '' ? null : trimmed
}

export function asArray(value: Json): Json[] {
	if (value === undefined || value === null) return []
	return Array.isArray(value) ? value : [value]
}

/** A date from ISO 8601, RFC 822 or epoch milliseconds; null when it does not read as one. */
export function date(value: Json): Date | null {
	if (typeof value === 'number') return Number.isFinite(value) ? new Date(value) : null
	const written = text(value)
	if (!written) return null
	const parsed = new Date(written)
	return Number.isNaN(parsed.getTime()) ? null : parsed
}

/** An absolute http(s) address, resolved against `base`; null otherwise. */
export function absoluteUrl(value: Json, base?: string): string | null {
	const written = text(value)
	if (!written) return null
	try {
		const url = new URL(written, base)
		return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
	} catch {
		return null
	}
}

/** An email address from `mailto:` or plain text, or null. */
export function email(value: Json): string | null {
	const written = text(value)?.replace(/^mailto:/i, '')
	return written && /^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$/.test(written) ? written : null
}

// A UK postcode, full or outward code only in the words "Warrington WA4": the outward code is
// the district our areas map from.
const FULL_POSTCODE = /\b([A-Z]{1,2}\d[A-Z\d]?)\s*(\d[A-Z]{2})\b/i

/** The first full UK postcode in some text, written `WA4 6HB`, or null. */
export function postcodeIn(value: string | null): string | null {
	const match = value ? FULL_POSTCODE.exec(value) : null
	return match ? `${match[1]!.toUpperCase()} ${match[2]!.toUpperCase()}` : null
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' }

/**
 * Decodes one level of HTML entities, for sources that send their HTML escaped (Greenhouse's
 * `content`). One pass: `&amp;lt;` becomes `&lt;`, never `<`.
 */
export function decodeEntities(escaped: string) {
	return escaped.replace(/&(#\d{1,7}|#x[\da-f]{1,6}|[a-z]+);/gi, (whole, name: string) => {
		if (name[0] === '#') {
			const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)
			return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole
		}
		return ENTITIES[name.toLowerCase()] ?? whole
	})
}

const PERIODS: Record<string, string> = {
	hour: 'an hour',
	day: 'a day',
	week: 'a week',
	month: 'a month',
	year: 'a year',
}

function money(amount: number, currency: string) {
	const figure = amount.toLocaleString('en-GB', { maximumFractionDigits: 2, minimumFractionDigits: amount % 1 ? 2 : 0 })
	return currency === 'GBP' ? `£${figure}` : `${currency} ${figure}`
}

/**
 * Pay in the words our salary parser reads: `£24,000 - £28,000 a year`, `£12.50 an hour`.
 * `period` is hour, day, week, month or year (any case); null when there is no amount.
 */
export function salaryWords(min: Json, max: Json, currency: Json, period: Json): string | null {
	const low = typeof min === 'number' ? min : Number(text(min) ?? NaN)
	const high = typeof max === 'number' ? max : Number(text(max) ?? NaN)
	const amounts = [low, high].filter((amount) => Number.isFinite(amount) && amount > 0)
	if (amounts.length === 0) return null
	const code = (text(currency) ?? 'GBP').toUpperCase()
	const range =
		amounts.length === 2 && amounts[0] !== amounts[1]
			? `${money(Math.min(...amounts), code)} - ${money(Math.max(...amounts), code)}`
			: money(amounts[0]!, code)
	const per = PERIODS[(text(period) ?? '').toLowerCase()]
	return per ? `${range} ${per}` : range
}
