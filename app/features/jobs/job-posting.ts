// What the job detail page tells search engines and visitors about a job: the schema.org
// JobPosting block (Google's job-posting rules), the meta description and the posted age.
// Runs on both sides, so the server and the browser build the same markup.
import { formatLongDate } from '../../ui/format.ts'
import type { SalaryPeriod } from './salary.ts'

/** Google's employmentType values (docs/product.md §22.13). */
type GoogleEmploymentType = 'FULL_TIME' | 'PART_TIME' | 'CONTRACTOR' | 'TEMPORARY' | 'INTERN' | 'OTHER'

const EMPLOYMENT_TYPES: Record<string, GoogleEmploymentType> = {
	'Full-time': 'FULL_TIME',
	'Part-time': 'PART_TIME',
	Contract: 'CONTRACTOR',
	Temporary: 'TEMPORARY',
	Internship: 'INTERN',
	// Google has no apprenticeship value; OTHER keeps the listing honest about the hours.
	Apprenticeship: 'OTHER',
}

export function googleEmploymentType(jobType: string): GoogleEmploymentType {
	return EMPLOYMENT_TYPES[jobType] ?? 'OTHER'
}

/** The fields of a job the posting block is built from. */
export type JobPostingSource = {
	id: number
	title: string
	company: string
	location: string
	description: string
	jobType: string
	postedAt: string | Date
	expiresAt: string | Date
	salaryMinPence: number | null
	salaryMaxPence: number | null
	salaryPeriod: SalaryPeriod | null
	/** Applied for on its employer's own site (an imported job with an applyUrl), not here. */
	appliesElsewhere?: boolean
}

const JOB_REGION = 'Cheshire'
const JOB_COUNTRY = 'GB'
export const SITE_NAME = 'Warrington Jobs'

const iso = (value: string | Date) => new Date(value).toISOString()
const pounds = (pence: number) => pence / 100

/**
 * The schema.org JobPosting for a job, as Google's job-posting guidelines ask for it:
 * the required properties, and the recommended ones the job has data for. `baseSalary` is
 * left out when the salary text had no amount in it ("Competitive"), rather than guessed.
 */
export function jobPostingJsonLd(job: JobPostingSource, options: { url?: string } = {}) {
	const benefits = benefitsText(job.description)
	const salary = baseSalary(job)
	return {
		'@context': 'https://schema.org',
		'@type': 'JobPosting',
		title: job.title,
		description: descriptionHtml(job.description),
		datePosted: iso(job.postedAt),
		validThrough: iso(job.expiresAt),
		employmentType: googleEmploymentType(job.jobType),
		hiringOrganization: { '@type': 'Organization', name: job.company },
		jobLocation: {
			'@type': 'Place',
			address: {
				'@type': 'PostalAddress',
				addressLocality: job.location,
				addressRegion: JOB_REGION,
				addressCountry: JOB_COUNTRY,
			},
		},
		...(salary ? { baseSalary: salary } : {}),
		identifier: { '@type': 'PropertyValue', name: SITE_NAME, value: String(job.id) },
		// Google's "apply here": true when our own form takes the application, false for an imported job.
		directApply: !job.appliesElsewhere,
		...(benefits ? { jobBenefits: benefits } : {}),
		...(options.url ? { url: options.url } : {}),
	}
}

function baseSalary(job: JobPostingSource) {
	if (job.salaryMinPence === null || job.salaryMaxPence === null || !job.salaryPeriod) return undefined
	const unitText = job.salaryPeriod === 'hour' ? 'HOUR' : 'YEAR'
	const amount =
		job.salaryMinPence === job.salaryMaxPence
			? { value: pounds(job.salaryMinPence) }
			: { minValue: pounds(job.salaryMinPence), maxValue: pounds(job.salaryMaxPence) }
	return { '@type': 'MonetaryAmount', currency: 'GBP', value: { '@type': 'QuantitativeValue', ...amount, unitText } }
}

const BENEFIT = /\bbenefit/i

/**
 * The part of the description about benefits, when it mentions any: the paragraphs that say
 * "benefit" (a "Benefits:" heading keeps its list), or just those sentences of a long paragraph.
 */
export function benefitsText(description: string) {
	if (!BENEFIT.test(description)) return undefined
	const paragraphs = description
		.replaceAll('\r\n', '\n')
		.split(/\n\s*\n/)
		.map((paragraph) => paragraph.trim())
		.filter((paragraph) => BENEFIT.test(paragraph))
	return paragraphs
		.map((paragraph) => {
			if (paragraph.length <= 600) return paragraph
			const sentences = paragraph.match(/[^.!?\n]+[.!?]*/g) ?? [paragraph]
			return sentences
				.filter((sentence) => BENEFIT.test(sentence))
				.map((sentence) => sentence.trim())
				.join(' ')
		})
		.join('\n\n')
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char]!)

/**
 * Google reads a posting's description as HTML. The employer wrote plain text, so it is
 * escaped and its paragraphs and line breaks become <p> and <br>: nothing they typed is
 * ever read as markup.
 */
export function descriptionHtml(description: string) {
	return description
		.replaceAll('\r\n', '\n')
		.split(/\n\s*\n/)
		.map((paragraph) => paragraph.trim())
		.filter(Boolean)
		.map((paragraph) => `<p>${paragraph.split('\n').map(escapeHtml).join('<br>')}</p>`)
		.join('')
}

/**
 * JSON for an inline <script>: "<" (and ">", "&", and the two line separators JavaScript
 * once refused) as \u escapes, so no text in a job can close the script element.
 */
export function serializeJsonLd(value: unknown) {
	return JSON.stringify(value).replace(
		/[<>&\u2028\u2029]/g,
		(char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
	)
}

const META_DESCRIPTION_SUMMARY = 120

/** "{title} in {location}. {the description's first 120 characters, ending on a whole word}…" */
export function jobMetaDescription(job: { title: string; location: string; description: string }) {
	const text = job.description.replace(/\s+/g, ' ').trim()
	let summary = text
	if (text.length > META_DESCRIPTION_SUMMARY) {
		// Cut within the first 120 characters, at the last whole word when there is one.
		const cut = text.slice(0, META_DESCRIPTION_SUMMARY)
		const lastSpace = text[META_DESCRIPTION_SUMMARY] === ' ' ? cut.length : cut.lastIndexOf(' ')
		summary = `${(lastSpace > META_DESCRIPTION_SUMMARY / 2 ? cut.slice(0, lastSpace) : cut).replace(/[\s,;:.-]+$/, '')}…`
	}
	return `${job.title} in ${job.location}. ${summary}`
}

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * The posted age on the job page: "Today" under a day, "1 day ago", "N days ago" under a
 * week, "1 week ago" under two, then the date in Warrington ("3 November 2026"). Days are
 * whole 24-hour periods, as on the listing's cards, so a card's "5 hours ago" is "Today" here
 * and its "1 day ago" is "1 day ago".
 */
export function postedAgo(postedAt: string | Date, now: Date = new Date()) {
	const posted = new Date(postedAt)
	const days = Math.floor((now.getTime() - posted.getTime()) / DAY_MS)
	if (days <= 0) return 'Today'
	if (days === 1) return '1 day ago'
	if (days < 7) return `${days} days ago`
	if (days < 14) return '1 week ago'
	return formatLongDate(posted)
}
