// One sync of a job source (issue 32, decision 232): read it, map its jobs, write them through the
// job writer, and record the run on the source for its status. The queue runs it
// (sync-task.server.ts); a test or a script may call `syncJobSource` directly.
//
// A failure of the source's own (unreachable, refused, unreadable; robots.txt saying no) is recorded,
// never thrown: existing jobs stay as they are, the next try comes after 5, 15, 45 ... minutes (never
// later than the source's interval), and the fifth failure in a row pauses the source and mails its
// employer once. Anything else (the database) throws, and the queue tries the job again.
import type { EntityManager } from '@mikro-orm/postgresql'
import { JobSource } from '../../models/job-source.ts'
import type { User } from '../../models/user.ts'
import { writeSourceJobs, type SourceJob } from './job-writer.server.ts'
import type { MappingDefaults } from './mapped-job.ts'
import { fingerprintOf, mapImportedJob } from './mapping.ts'
import { isSourceError, readSource } from './source-fetch.server.ts'
import { mailSourcePaused } from './source-paused-mail.server.ts'
import { domainTrust } from './trust.ts'

export type SyncStatus = 'synced' | 'not-modified' | 'untrusted' | 'failed' | 'paused'

export type SyncOutcome = {
	status: SyncStatus
	/** Jobs the source lists (whether or not they could be imported). */
	found: number
	added: number
	updated: number
	ended: number
	/** New to this source but already listed here (posted by hand, or from another source): linked, not written. */
	matched: number
	problems: string[]
	error: string | null
}

/** Failures in a row after which the source is paused and its employer mailed. */
export const FAILURES_BEFORE_PAUSE = 5
/** The wait after a first failure, in minutes; each further failure waits three times as long. */
const FIRST_RETRY_MINUTES = 5
/** Problems kept on the source for its status; the rest are counted. */
const PROBLEMS_KEPT = 50

const NOTHING = { found: 0, added: 0, updated: 0, ended: 0, matched: 0, problems: [], error: null }

/** Syncs one source now and records the run on it. A paused or removed source is left alone. */
export async function syncJobSource(
	em: EntityManager,
	sourceId: number,
	{
		now = new Date(),
		timeoutMs,
	}: { now?: Date; /** Each fetch's limit (safeFetch's 10 s when not given). */ timeoutMs?: number } = {},
): Promise<SyncOutcome> {
	const source = await em.findOne(JobSource, sourceId, { populate: ['employer'] })
	if (!source) return { ...NOTHING, status: 'failed', error: 'The source was removed.' }
	if (source.pausedAt) return { ...NOTHING, status: 'paused' }
	const trusted = checkTrust(source, now)
	let read: Awaited<ReturnType<typeof readSource>>
	try {
		// Untrusted, the source is read in full every time, so that the first sync after approval writes its jobs.
		const validators = trusted ? { etag: source.etag, lastModified: source.lastModified } : {}
		read = await readSource({ kind: source.kind, fetchUrl: source.fetchUrl, ...validators }, { timeoutMs })
	} catch (error) {
		if (!(error instanceof Error) || !isSourceError(error)) throw error
		return recordFailure(em, source, error.message, now)
	}
	if (read.kind === 'not-modified') {
		record(source, now, { found: source.lastFound, added: 0, updated: 0, ended: 0 })
		await em.flush()
		return { ...NOTHING, status: 'not-modified', found: source.lastFound }
	}

	const problems = [...read.problems]
	const byId = new Map<string, (typeof read.jobs)[number]>()
	for (const job of read.jobs) {
		if (byId.has(job.externalId)) problems.push(`“${job.title}” is listed twice by the source; it is imported once.`)
		else byId.set(job.externalId, job)
	}
	const kept = new Set(read.skippedIds.filter((id) => !byId.has(id)))
	const found = byId.size + kept.size
	if (!trusted) {
		record(source, now, { found, added: 0, updated: 0, ended: 0 }, problems)
		source.etag = null
		source.lastModified = null
		await em.flush()
		return { ...NOTHING, status: 'untrusted', found, problems }
	}

	const defaults = await mappingDefaults(em, source, source.employer)
	const jobs: SourceJob[] = []
	for (const imported of byId.values()) {
		const mapping = mapImportedJob(imported, defaults, now)
		if (mapping.ok) jobs.push({ job: mapping.job, fingerprint: fingerprintOf(mapping.job) })
		else {
			// A job that cannot be mapped now keeps what an earlier sync stored of it.
			problems.push(mapping.problem)
			kept.add(imported.externalId)
		}
	}
	const written = await writeSourceJobs(em, source, { jobs, keptIds: [...kept], complete: read.complete, now })
	record(source, now, { found, ...written }, problems)
	source.etag = read.etag
	source.lastModified = read.lastModified
	await em.flush()
	return { status: 'synced', found, ...written, problems, error: null }
}

/**
 * Whether the source's jobs may be listed. A source trusted by its employer's verified mail domain
 * is checked again each run (the employer may have changed address); one an admin approved stays
 * trusted; an untrusted one becomes trusted once its employer verifies a matching address.
 */
function checkTrust(source: JobSource, now: Date) {
	if (source.trust === 'admin') return true
	const employer = { email: source.employer.email, emailVerifiedAt: source.employer.emailVerifiedAt ?? null }
	const matches = domainTrust(source.url, employer) && domainTrust(source.fetchUrl, employer)
	if (matches && source.trust !== 'email-domain') {
		source.trust = 'email-domain'
		source.trustedAt = now
	} else if (!matches && source.trust === 'email-domain') {
		source.trust = null
		source.trustedAt = null
	}
	return matches
}

async function mappingDefaults(em: EntityManager, source: JobSource, employer: User): Promise<MappingDefaults> {
	let companyName = source.companyName
	if (!companyName) {
		const [latest] = await em.execute<{ company: string }[]>(
			'select company from job where user_id = ? order by posted_at desc, id desc limit 1',
			[employer.id],
		)
		companyName = latest?.company ?? `${employer.firstName} ${employer.lastName}`.trim()
	}
	return { industry: source.industry, companyName, employerEmail: employer.email }
}

function record(
	source: JobSource,
	now: Date,
	counts: { found: number; added: number; updated: number; ended: number },
	problems?: string[],
) {
	source.lastRunAt = now
	source.lastSuccessAt = now
	source.lastFound = counts.found
	source.lastAdded = counts.added
	source.lastUpdated = counts.updated
	source.lastEnded = counts.ended
	source.lastError = null
	if (problems) source.lastProblems = keptProblems(problems)
	source.consecutiveFailures = 0
	source.nextSyncAt = new Date(now.getTime() + source.intervalMinutes * 60_000)
}

function keptProblems(problems: string[]) {
	if (problems.length <= PROBLEMS_KEPT) return problems
	const more = problems.length - PROBLEMS_KEPT + 1
	return [...problems.slice(0, PROBLEMS_KEPT - 1), `… and ${more} more.`]
}

/** The wait before the next try after `failures` failures in a row, in minutes. */
export function retryDelayMinutes(failures: number, intervalMinutes: number) {
	return Math.min(FIRST_RETRY_MINUTES * 3 ** Math.max(0, failures - 1), intervalMinutes)
}

async function recordFailure(em: EntityManager, source: JobSource, message: string, now: Date): Promise<SyncOutcome> {
	const failures = source.consecutiveFailures + 1
	await em.transactional(async (tx) => {
		source.lastRunAt = now
		source.lastError = message
		source.consecutiveFailures = failures
		source.nextSyncAt = new Date(now.getTime() + retryDelayMinutes(failures, source.intervalMinutes) * 60_000)
		const pausing = failures >= FAILURES_BEFORE_PAUSE
		if (pausing) {
			source.pausedAt = now
			source.pauseReason = 'failures'
		}
		tx.persist(source)
		await tx.flush()
		if (pausing) await mailSourcePaused(tx, source, source.employer)
	})
	return { ...NOTHING, status: failures >= FAILURES_BEFORE_PAUSE ? 'paused' : 'failed', error: message }
}
