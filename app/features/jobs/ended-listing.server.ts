import type { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import { formatLongDate } from '../../ui/format.ts'
import { type Advert, advertOf, listingStatusOf } from './job-views.server.ts'

/**
 * A job's page once its listing has ended (its time ran out, or its employer took it down): the
 * page stays at its address with what the advert said and, plainly, that it no longer takes
 * applications; no apply buttons, no JobPosting block, and `noindex` (decision 209).
 */
export type EndedListing = Advert & {
	postedAt: string
	/** When it stopped being listed: its expiry, or the taking down when that came first. */
	endedAt: string
	notice: { title: string; message: string }
	/** The viewer posted it: the notice says which state it is in and the page links to the dashboard. */
	ownJob: boolean
}

/** The ended page of a job that is not listed, as `viewer` (signed in or not) sees it. */
export function endedListingOf(job: Job, viewer: Pick<User, 'id'> | null, now = new Date()): EndedListing {
	const status = listingStatusOf(job, now)
	const endedAt = status === 'ended' ? job.expiresAt : (job.listedUntil ?? job.updatedAt)
	return {
		...advertOf(job),
		postedAt: job.postedAt.toISOString(),
		endedAt: endedAt.toISOString(),
		notice: noticeOf(job, status, endedAt, viewer),
		ownJob: viewer !== null && job.user.id === viewer.id,
	}
}

function noticeOf(job: Job, status: string, endedAt: Date, viewer: Pick<User, 'id'> | null) {
	if (viewer && job.user.id === viewer.id) {
		// Its employer is told which state it is in (ended at once when its time is up, decision 189).
		if (status === 'ended')
			return {
				title: 'Listing Ended',
				message: `Your listing “${job.title}” ended on ${formatLongDate(job.expiresAt)}: job seekers no longer see it.`,
			}
		return {
			title: 'Listing Hidden',
			message: `You have deactivated “${job.title}”: job seekers do not see it until you activate it again.`,
		}
	}
	return {
		title: 'No longer taking applications',
		message: `This job is no longer taking applications: its listing ended on ${formatLongDate(endedAt)}.`,
	}
}
