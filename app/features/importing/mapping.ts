// How to use it: `mapImportedJob(job, defaults, now)` turns one job as its source states it into
// our fields (decision 231), or says in plain words, naming the job, why it cannot be listed here
// (not in a Warrington area, closed, too little description). `fingerprintOf` is the hash the sync
// compares to see whether a source changed a job; `titleKey` with the location is the key that
// finds the same job posted twice. Pure: no database; the postcode districts are read from a file.
import { createHash } from 'node:crypto'
import { z } from 'zod'
import { capText, descriptionText } from './description-text.ts'
import { absoluteUrl, decodeEntities } from './formats/read.ts'
import type { ImportedJob } from './imported-job.ts'
import { jobArea } from './job-location.ts'
import { jobTypeOf } from './job-type.ts'
import type { Mapping, MappedJob, MappingDefaults } from './mapped-job.ts'

/** The post form's limits (JobInputSchema), and the job_import and job columns'. */
export const LIMITS = {
	title: 255,
	company: 255,
	salary: 255,
	description: 20_000,
	minDescription: 30,
	url: 2048,
	externalId: 512,
	email: 254,
} as const

const EMAIL = z.email()
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u001f\u007f\u200b-\u200d\u2060\ufeff]/g

export function mapImportedJob(job: ImportedJob, defaults: MappingDefaults, now: Date): Mapping {
	const title = capText(oneLine(job.title), LIMITS.title)
	if (title === '') return { ok: false, problem: `The job at ${job.url} has no title.` }
	const named = `"${title.length > 80 ? `${title.slice(0, 79)}…` : title}"`
	if (job.externalId.length > LIMITS.externalId) {
		return { ok: false, problem: `${named} has an id at its source too long to keep (over 512 characters).` }
	}
	const sourceUrl = webAddress(job.url)
	if (!sourceUrl) return { ok: false, problem: `${named} has no web address of its own.` }

	const location = jobArea(job)
	if (!location) return { ok: false, problem: placeProblem(named, job) }

	const validThrough = job.validThrough ? endOfDateOnly(job.validThrough) : null
	if (validThrough && validThrough.getTime() <= now.getTime()) {
		return { ok: false, problem: `${named} closed on ${longDate(validThrough)}.` }
	}

	const description = capText(descriptionText(job.descriptionHtml), LIMITS.description)
	if (description.length < LIMITS.minDescription) {
		return {
			ok: false,
			problem: `${named} has too short a description to list: under ${LIMITS.minDescription} characters.`,
		}
	}

	const applyEmail = job.applyEmail && validEmail(job.applyEmail.trim())
	// Applied for on the employer's site unless the source gives an address: its apply page, else the job's own.
	const applyUrl = applyEmail ? null : (webAddress(job.applyUrl) ?? sourceUrl)

	const salary = job.salaryText ? capText(oneLine(job.salaryText), LIMITS.salary) : ''
	const company = capText(oneLine(job.company ?? ''), LIMITS.company)
	return {
		ok: true,
		job: {
			externalId: job.externalId,
			title,
			company: company || capText(oneLine(defaults.companyName), LIMITS.company),
			location,
			salary: salary || null,
			description,
			jobType: jobTypeOf(job.jobType, title),
			industry: defaults.industry,
			contactEmail: applyEmail || defaults.employerEmail,
			applyUrl,
			sourceUrl,
			postedAt: job.postedAt && job.postedAt.getTime() <= now.getTime() ? job.postedAt : null,
			validThrough,
		},
	}
}

/**
 * The hash of everything the sync writes from a mapped job: the same job mapped the same way on
 * another run gives the same hash, so an unchanged job is not written again.
 */
export function fingerprintOf(job: MappedJob): string {
	const fields = Object.keys(job)
		.sort()
		.map((key) => {
			const value = job[key as keyof MappedJob]
			return [key, value instanceof Date ? value.toISOString() : value]
		})
	return createHash('sha256').update(JSON.stringify(fields)).digest('hex')
}

/** A title's words of letters and digits, lower case, one space apart: "Senior  Chef (Days)" is "senior chef days". */
export function titleKey(title: string): string {
	return (
		title
			.normalize('NFKC')
			.toLowerCase()
			.match(/[\p{L}\p{N}]+/gu)
			?.join(' ') ?? ''
	)
}

/** Text of a single-line field: entities decoded, invisible characters out, whitespace one space. */
function oneLine(text: string) {
	return decodeEntities(text)
		.replace(INVISIBLE, ' ')
		.replace(/[\s\u00a0]+/g, ' ')
		.trim()
}

function webAddress(value: string | null): string | null {
	return value && value.length <= LIMITS.url ? absoluteUrl(value) : null
}

function validEmail(address: string): string | null {
	return address.length <= LIMITS.email && EMAIL.safeParse(address).success ? address : null
}

function placeProblem(named: string, job: ImportedJob) {
	const place = job.locationText ? oneLine(job.locationText).slice(0, 120) : ''
	if (place) return `${named} is in ${place}, outside the Warrington areas the board lists.`
	if (job.remote) return `${named} is a remote job with no place in the Warrington areas the board lists.`
	return `${named} says nothing of where the job is, so it cannot be listed in a Warrington area.`
}

/** A closing date written without a time ("2026-12-01") reads as midnight UTC: it closes at that day's end. */
function endOfDateOnly(date: Date) {
	const midnight =
		date.getUTCHours() === 0 &&
		date.getUTCMinutes() === 0 &&
		date.getUTCSeconds() === 0 &&
		date.getUTCMilliseconds() === 0
	return midnight ? new Date(date.getTime() + 24 * 60 * 60 * 1000 - 1) : date
}

function longDate(date: Date) {
	return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })
}
