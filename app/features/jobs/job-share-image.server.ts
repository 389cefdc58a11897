// A listed job's share picture (decision 212): its title, employer, pay and area in large type,
// drawn by the platform's share pictures and kept under the job's content version. The picture's
// address carries that version (`/jobs/42/share-image/<version>.png`), so a change to what it
// shows gives it a new address and the old one may be cached for a year.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { Job } from '../../models/job.ts'
import {
	forgetShareImages,
	shareImage,
	type ShareImageContent,
	shareImageVersion,
} from '../../platform/share-image.server.tsx'
import { findListedJob } from './jobs.server.ts'

type ShownJob = Pick<Job, 'id' | 'title' | 'company' | 'salary' | 'location'>

/** What a job's picture says. Every area a job is posted in is in Warrington; the card says so once. */
function jobShareImageContent(job: ShownJob): ShareImageContent {
	const area = /warrington/i.test(job.location) ? job.location : `${job.location}, Warrington`
	return { heading: job.title, subheading: job.company, highlight: job.salary?.trim() || null, detail: area }
}

/** The picture's path under the site's origin, with the version of what it shows. */
export function jobShareImagePath(job: ShownJob) {
	return `/jobs/${job.id}/share-image/${shareImageVersion(jobShareImageContent(job))}.png`
}

/** The picture's alternative text: what it shows, for the card's `og:image:alt`. */
export function jobShareImageAlt(job: Pick<ShownJob, 'title' | 'company' | 'salary' | 'location'>) {
	return [`${job.title} at ${job.company}`, job.salary?.trim(), job.location].filter(Boolean).join(', ')
}

export type JobShareImage =
	| { kind: 'image'; png: Buffer }
	/** An older version's address: the current picture is at `path`. */
	| { kind: 'moved'; path: string }
	| { kind: 'not-found' }

/** A version as `shareImageVersion` writes it, with its extension. */
const VERSIONED_FILE = /^[\w-]{16}\.png$/

/**
 * The picture of listed job `id` asked for as `file` (`<version>.png`). A job that is not listed
 * (ended, hidden, unknown) has none, and the pictures kept for it are removed.
 */
export async function jobShareImage(em: EntityManager, id: number, file: string): Promise<JobShareImage> {
	const job = await findListedJob(em, id)
	if (!job) {
		await forgetShareImages(`job-${id}`)
		return { kind: 'not-found' }
	}
	const path = jobShareImagePath(job)
	if (path.endsWith(`/${file}`)) return { kind: 'image', png: await shareImage(`job-${id}`, jobShareImageContent(job)) }
	return VERSIONED_FILE.test(file) ? { kind: 'moved', path } : { kind: 'not-found' }
}
