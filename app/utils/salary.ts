// Reads the pay out of an employer's salary text, for filters and sorting. Runs on both sides.
export const SALARY_PERIODS = ['year', 'hour'] as const
export type SalaryPeriod = (typeof SALARY_PERIODS)[number]

type ParsedSalary = { minPence: number; maxPence: number; period: SalaryPeriod }

/** Hours a year used to compare hourly pay with annual salaries: 37.5 a week for 52 weeks. */
const HOURS_PER_YEAR = 1950

const AMOUNT = /£\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?\s*(k\b)?/gi
const HOURLY = /(per\s*hour|p\/?h\b|\/\s*h(ou)?r\b|an\s+hour|hourly|ph\b)/i
const YEARLY = /(per\s*(year|annum)|p\.?\s*a\.?\b|\/\s*y(ea)?r\b|a\s+year|annual|annum)/i

/**
 * "£25,000" → 25,000 a year; "£25,000 - £30,000" → a range; "£12.50 per hour" and
 * "£10.42-£12 p/h" → hourly pay; "£28k" → 28,000. Text with no pound amount ("Competitive",
 * empty) gives null. Without a stated period, amounts under £200 are read as hourly pay.
 */
export function parseSalary(text: string | null | undefined): ParsedSalary | null {
	if (!text) return null
	const amounts = [...text.matchAll(AMOUNT)].map((match) => {
		const pounds = Number(match[1]!.replaceAll(',', ''))
		const pence = match[2] ? Number(match[2].padEnd(2, '0')) : 0
		const thousands = match[3] ? 1000 : 1
		return (pounds * 100 + pence) * thousands
	})
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
