// A source's job in our fields (issue 32): what `mapImportedJob` makes of an ImportedJob and what
// the sync writes into a job. Pure data: no database.
import type { JobType } from '../jobs/job-options.ts'

/** What the mapping needs to know about the source and its employer. */
export type MappingDefaults = {
	/** The source's industry: every job of it is listed under this one. */
	industry: string
	/** The name for a job whose source names no company (the source's, else the employer's). */
	companyName: string
	/** Where applications go when the job is applied for here and the source gives no address. */
	employerEmail: string
}

/** One job ready to store: every field already in the form a hand-posted job has. */
export type MappedJob = {
	externalId: string
	title: string
	company: string
	/** One of POST_AREAS. */
	location: string
	/** The pay in words (our salary parser reads it on save), or null. */
	salary: string | null
	/** Plain text with blank lines between paragraphs and "• " list items, as the job page shows it. */
	description: string
	jobType: JobType
	industry: string
	contactEmail: string
	/** Where to apply on the employer's site, or null when the source gave an application address. */
	applyUrl: string | null
	/** The job's own page at its source. */
	sourceUrl: string
	/** When the source says it was posted (never in the future), or null: the first sync's time is used. */
	postedAt: Date | null
	/** When the source says it closes, or null. */
	validThrough: Date | null
}

/** Either the job in our fields, or why it cannot be listed here, in plain words naming it. */
export type Mapping = { ok: true; job: MappedJob } | { ok: false; problem: string }
