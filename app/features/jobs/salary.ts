// Reads the pay out of an employer's salary text, for filters and sorting. Runs on both sides.
export const SALARY_PERIODS = ['year', 'hour'] as const
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]

type ParsedSalary = { minPence: number; maxPence: number; period: SalaryPeriod }

/** Hours a year used to compare hourly pay with annual salaries: 37.5 a week for 52 weeks. */
export const HOURS_PER_YEAR = 1950

/** A number, with its pound sign, pence and "k" when written; never a digit inside a word ("WA4"). */
const AMOUNT = /(?<![\w.,£])(£\s*)?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?(\s*k\b)?/gi
/** What joins the two ends of a range: "£12 - 14", "£30k to 35k". */
const RANGE_JOIN = /^\s*(?:-|–|—|to)\s*$/i
const HOURLY = /(per\s*hour|p\/?h\b|\/\s*h(ou)?r\b|an\s+hour|hourly|ph\b)/i
const YEARLY = /(per\s*(year|annum)|p\.?\s*a\.?\b|\/\s*y(ea)?r\b|a\s+year|annual|annum)/i

/** The amounts in the text, in pence: see parseSalary for which numbers count. */
function amountsIn(text: string) {
	const amounts: number[] = []
	let lastEnd: number | null = null
	for (const match of text.matchAll(AMOUNT)) {
		const [whole, pound, digits, decimals, thousands] = match
		const endsRange = lastEnd !== null && RANGE_JOIN.test(text.slice(lastEnd, match.index))
		// A bare number is pay only when it looks like pay: "30k", "25,000", or the far end of a range.
		if (!pound && !thousands && !digits!.includes(',') && !endsRange) continue
		const pounds = Number(digits!.replaceAll(',', ''))
		const pence = decimals ? Number(decimals.padEnd(2, '0')) : 0
		amounts.push((pounds * 100 + pence) * (thousands ? 1000 : 1))
		lastEnd = match.index + whole.length
	}
	return amounts
}

/**
 * "£25,000" → 25,000 a year; "£25,000 - £30,000" and "£25,000 - 30,000" → a range; "£12.50 per
 * hour" and "£10.42-£12 p/h" → hourly pay; "£28k" and "28k" → 28,000. A number without a pound
 * sign counts only with a "k", thousands commas, or as the far end of a range, so "37.5 hours"
 * is not pay. Text with no amount ("Competitive", empty) gives null. Without a stated period,
 * amounts under £200 are read as hourly pay.
 */
export function parseSalary(text: string | null | undefined): ParsedSalary | null {
	if (!text) return null
	const amounts = amountsIn(text)
	if (amounts.length === 0) return null
	const first = amounts[0]!
	const second = amounts[1]
	const minPence = second !== undefined ? Math.min(first, second) : first
	const maxPence = second !== undefined ? Math.max(first, second) : first
	const period: SalaryPeriod = HOURLY.test(text)
		? 'hour'
		: YEARLY.test(text)
			? 'year'
			: maxPence < 200_00
				? 'hour'
				: 'year'
	return { minPence, maxPence, period }
}

/** Pay in whole pounds a year, for comparing hourly and annual figures. */
export function annualPounds(pence: number, period: SalaryPeriod) {
	return Math.floor((period === 'hour' ? pence * HOURS_PER_YEAR : pence) / 100)
}

/** Salary text with no amount in it ("Competitive"): shown as written, but left out of pay filters and sorting. */
export function salaryWithoutAmount(text: string | null | undefined) {
	return Boolean(text?.trim()) && parseSalary(text) === null
}
