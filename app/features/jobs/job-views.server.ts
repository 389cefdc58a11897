import type { Job } from '../../models/job.ts'
import type { SourceKind } from '../importing/imported-job.ts'
import type { PayComparison } from './pay-comparison.ts'

/**
 * Where a job's listing stands, worked out when it is read (decision 189): `ended` once `expiresAt`
 * has passed, whether or not the periodic task has switched it off yet; otherwise `active` or
 * `inactive` as its employer set it. Only an active job is listed.
 */
export type ListingStatus = 'active' | 'inactive' | 'ended'

export function listingStatusOf(job: { isActive: boolean; expiresAt: Date }, now = new Date()): ListingStatus {
	if (job.expiresAt.getTime() <= now.getTime()) return 'ended'
	return job.isActive ? 'active' : 'inactive'
}

/** A job as the listing, the API and the dashboards show it. */
export type JobView = {
	id: number
	title: string
	company: string
	location: string
	salary: string | null
	description: string
	jobType: string
	industry: string
	contactEmail: string
	/** Listed now: switched on by its employer and not past `expiresAt` (`status` is `active`). */
	isActive: boolean
	status: ListingStatus
	postedAt: string
	expiresAt: string
	userId: number
	/** True only while a paid sponsorship runs. */
	isSponsored: boolean
	sponsorshipType: string | null
	sponsorshipExpiresAt: string | null
	/** Where to apply on its employer's site (an imported job); null when applications come here. */
	applyUrl: string | null
	/** The kind of source it was imported from (issue 32); null for a job posted here. */
	importedFrom: SourceKind | null
	/** Miles from the search's postcode, to one decimal; only in a search with `near`. */
	distanceMiles?: number
	/** Its pay against the local median and the minimum wage (pay-comparison.server.ts); null when no pay is stated. */
	pay?: PayComparison | null
}

/** A job as the search's SQL reads it, column by column. */
export type JobRow = {
	id: number
	title: string
	company: string
	location: string
	salary: string | null
	description: string
	job_type: string
	industry: string
	contact_email: string
	is_active: boolean
	posted_at: Date
	expires_at: Date
	user_id: number
	is_sponsored: boolean
	sponsorship_type: string | null
	sponsorship_expires_at: Date | null
	apply_url: string | null
	source_kind: SourceKind | null
	/** Only in a search with `near`. */
	distance_miles?: number | null
}

function sponsoredNow(isSponsored: boolean, expiresAt: Date | null | undefined, now = new Date()) {
	return isSponsored && !!expiresAt && expiresAt.getTime() > now.getTime()
}

export function jobViewFromRow(row: JobRow, now = new Date()): JobView {
	const status = listingStatusOf({ isActive: row.is_active, expiresAt: new Date(row.expires_at) }, now)
	return {
		id: row.id,
		title: row.title,
		company: row.company,
		location: row.location,
		salary: row.salary,
		description: row.description,
		jobType: row.job_type,
		industry: row.industry,
		contactEmail: row.contact_email,
		isActive: status === 'active',
		status,
		postedAt: new Date(row.posted_at).toISOString(),
		expiresAt: new Date(row.expires_at).toISOString(),
		userId: row.user_id,
		isSponsored: sponsoredNow(
			row.is_sponsored,
			row.sponsorship_expires_at ? new Date(row.sponsorship_expires_at) : null,
		),
		sponsorshipType: row.sponsorship_type,
		sponsorshipExpiresAt: row.sponsorship_expires_at ? new Date(row.sponsorship_expires_at).toISOString() : null,
		applyUrl: row.apply_url,
		importedFrom: row.source_kind,
		...(row.distance_miles == null ? {} : { distanceMiles: Math.round(Number(row.distance_miles) * 10) / 10 }),
	}
}

/** What an advert says, as every view of a job shows it: the job page, its ended page, the API. */
export type Advert = ReturnType<typeof advertOf>

export function advertOf(job: Job) {
	return {
		id: job.id,
		title: job.title,
		company: job.company,
		location: job.location,
		salary: job.salary ?? null,
		description: job.description,
		jobType: job.jobType,
		industry: job.industry,
	}
}

export function toJobView(job: Job, now = new Date()): JobView {
	const status = listingStatusOf(job, now)
	return {
		...advertOf(job),
		contactEmail: job.contactEmail,
		isActive: status === 'active',
		status,
		postedAt: job.postedAt.toISOString(),
		expiresAt: job.expiresAt.toISOString(),
		userId: job.user.id,
		isSponsored: sponsoredNow(job.isSponsored, job.sponsorshipExpiresAt),
		sponsorshipType: job.sponsorshipType ?? null,
		sponsorshipExpiresAt: job.sponsorshipExpiresAt?.toISOString() ?? null,
		applyUrl: job.applyUrl ?? null,
		importedFrom: job.sourceKind ?? null,
	}
}
