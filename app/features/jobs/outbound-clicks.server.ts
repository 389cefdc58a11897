// Clicks on "Apply on <company>’s site", the one action of a job applied for on its employer's
// site (issue 32, decision 234). A click adds one to its job's row of the day (UTC) in
// job_outbound_click, in one statement, so that counting never writes the job row: that would
// move job_listing_version and retire every cached listing and page (app/platform/render/README.md).
import type { EntityManager } from '@mikro-orm/postgresql'
import { isbot } from 'isbot'

/**
 * The address a click may be sent on to: the job's own stored `applyUrl`, and only when it is an
 * http(s) address; null otherwise, so the route never redirects anywhere a request names.
 */
export function applyDestination(job: { applyUrl?: string | null }): string | null {
	if (!job.applyUrl) return null
	try {
		const url = new URL(job.applyUrl)
		return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null
	} catch {
		return null
	}
}

/**
 * Whether a request for the apply link is a person's click on it here, by the Fetch Metadata the
 * browser adds (decision 234): a same-site navigation or fetch that is not a prefetch, and, for a
 * document, made by a user's activation. Crawlers, link checkers and other sites' links or images
 * send no such headers or say `cross-site`. A browser too old to send them (Safari before 16.4)
 * is counted when its Referer is a page of this site and it is no known bot.
 */
export function isPersonsClick(request: Request) {
	if (request.method !== 'GET') return false
	const headers = request.headers
	if (headers.get('Sec-Purpose') || headers.get('Purpose')) return false
	const site = headers.get('Sec-Fetch-Site')
	if (site !== null) {
		if (site !== 'same-origin') return false
		return headers.get('Sec-Fetch-Mode') !== 'navigate' || headers.get('Sec-Fetch-User') === '?1'
	}
	const agent = headers.get('User-Agent')
	if (agent && isbot(agent)) return false
	try {
		return new URL(headers.get('Referer') ?? '').origin === new URL(request.url).origin
	} catch {
		return false
	}
}

/** Counts one click for a job on the day of `now` (UTC): one upsert, never the job row. */
export async function countOutboundClick(em: EntityManager, jobId: number, now: Date = new Date()) {
	await em.getConnection().execute(
		`insert into job_outbound_click (job_id, day, clicks) values (?, ?::date, 1)
		on conflict (job_id, day) do update set clicks = job_outbound_click.clicks + 1`,
		[jobId, now.toISOString().slice(0, 10)],
	)
}

/** Every click each of these jobs has had, all days together; a job never clicked is left out. */
export async function outboundClicksOf(em: EntityManager, jobIds: readonly number[]): Promise<Map<number, number>> {
	const clicks = new Map<number, number>()
	if (!jobIds.length) return clicks
	const rows = await em
		.getConnection()
		.execute<{ job_id: number; clicks: string }[]>(
			`select job_id, sum(clicks) as clicks from job_outbound_click where job_id in (${jobIds.map(() => '?').join(', ')}) group by job_id`,
			[...jobIds],
		)
	for (const row of rows) clicks.set(row.job_id, Number(row.clicks))
	return clicks
}

/**
 * The employer's view of their jobs with, for each job applied for on its employer's site, its
 * clicks in `outboundClicks` (applications do not come here for it); null for any other job.
 */
export async function withOutboundClicks<T extends { id: number; applyUrl: string | null }>(
	em: EntityManager,
	jobs: readonly T[],
): Promise<(T & { outboundClicks: number | null })[]> {
	const clicks = await outboundClicksOf(
		em,
		jobs.filter((job) => job.applyUrl !== null).map((job) => job.id),
	)
	return jobs.map((job) => ({ ...job, outboundClicks: job.applyUrl === null ? null : (clicks.get(job.id) ?? 0) }))
}
