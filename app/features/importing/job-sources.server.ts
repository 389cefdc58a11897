// An employer's job sources (issue 32, decision 233): adding, changing, pausing and removing them,
// an admin's approval, and the view the screen and the API show. The sync itself is
// sync.server.ts; everything here that should sync a source now calls `requestSync` in its
// transaction, so the sync is queued only if the change is stored.
import { UniqueConstraintViolationException } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { JobSource } from '../../models/job-source.ts'
import { User } from '../../models/user.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import { detectSourceKind } from './detect-kind.ts'
import { endGone, linksOf } from './job-links.server.ts'
import type { JobSourceInput, JobSourcePatch } from './job-source-schemas.ts'
import { sourceStatus } from './source-status.ts'
import { requestSync } from './sync-task.server.ts'
import { domainTrust } from './trust.ts'

/** Sources one employer may have: a board, a feed or two and careers pages fit well within it. */
export const MAX_SOURCES_PER_EMPLOYER = 20

/** Input the service refuses, naming the field it is about; each surface shows it as that field's error. */
export class JobSourceInputError extends Error {
	override name = 'JobSourceInputError'
	readonly field: 'url' | 'kind' | 'employerEmail'
	constructor(field: JobSourceInputError['field'], message: string) {
		super(message)
		this.field = field
	}
}

/** No such source, or not this employer's. */
export class JobSourceNotFoundError extends Error {
	override name = 'JobSourceNotFoundError'
	constructor() {
		super('Job source not found')
	}
}

/** The kind and the address the sync fetches: the kind chosen, else the one the address names. */
function kindAndFetchUrl(input: Pick<JobSourceInput, 'url' | 'kind'>) {
	const detected = detectSourceKind(input.url)
	if (!detected) {
		throw new JobSourceInputError(
			'url',
			'This address names no job board. Give the address of the board’s own page, such as https://boards.greenhouse.io/yourcompany.',
		)
	}
	const kind = input.kind ?? detected.kind
	// A kind chosen against what the address looks like is fetched at the address as given.
	return { kind, fetchUrl: kind === detected.kind ? detected.fetchUrl : new URL(input.url).href }
}

/** Trust for a new source: an admin's word, else the employer's verified domain (trust.ts). */
function trustOf(employer: Pick<User, 'email' | 'emailVerifiedAt'>, url: string, fetchUrl: string) {
	return domainTrust(url, employer) && domainTrust(fetchUrl, employer) ? ('email-domain' as const) : null
}

/**
 * Adds a source for `employer` and queues its first sync. Trusted at once when its address is on
 * the employer's verified mail domain or `admin` adds it; otherwise it waits for an admin's approval
 * (its syncs count the jobs but list none).
 */
export async function addJobSource(
	em: EntityManager,
	employer: User,
	input: JobSourceInput,
	{ admin, now = new Date() }: { admin?: User; now?: Date } = {},
) {
	const { kind, fetchUrl } = kindAndFetchUrl(input)
	const url = input.url.trim()
	try {
		return await em.transactional(async (tx) => {
			const count = await tx.count(JobSource, { employer: employer.id })
			if (count >= MAX_SOURCES_PER_EMPLOYER) {
				throw new JobSourceInputError(
					'url',
					`You already have ${MAX_SOURCES_PER_EMPLOYER} sources, the most one employer may have. Remove one first.`,
				)
			}
			if (await tx.count(JobSource, { employer: employer.id, fetchUrl })) throw alreadyAdded()
			const trust = admin ? ('admin' as const) : trustOf(employer, url, fetchUrl)
			const source = tx.create(JobSource, {
				employer: tx.getReference(User, employer.id),
				kind,
				url,
				fetchUrl,
				industry: input.industry,
				companyName: input.companyName,
				trust,
				trustedAt: trust ? now : null,
				approvedBy: admin ? tx.getReference(User, admin.id) : null,
				nextSyncAt: now,
			})
			await tx.flush()
			await requestSync(tx, source, now)
			return source
		})
	} catch (error) {
		// Two adds of one address at once: the second meets the unique index.
		if (error instanceof UniqueConstraintViolationException) throw alreadyAdded()
		throw error
	}
}

const alreadyAdded = () => new JobSourceInputError('url', 'This source is already on your list.')

/** An admin adds a source for the employer whose account has this address; trusted by the admin. */
export async function addJobSourceForEmployer(
	em: EntityManager,
	admin: User,
	employerEmail: string,
	input: JobSourceInput,
	now = new Date(),
) {
	const employer = await em.findOne(User, { email: employerEmail.trim().toLowerCase(), userType: 'employer' })
	if (!employer) throw new JobSourceInputError('employerEmail', 'No employer account has this email address.')
	return { employer, source: await addJobSource(em, employer, input, { admin, now }) }
}

/** The employer's own source, or null (someone else's is null too: callers answer 404 either way). */
export async function findOwnJobSource(em: EntityManager, employer: Pick<User, 'id'>, id: number) {
	if (!Number.isSafeInteger(id) || id <= 0) return null
	return em.findOne(JobSource, { id, employer: employer.id })
}

/** The employer's sources, oldest first (the order they were added in), one page when `page` is given. */
export async function listJobSources(
	em: EntityManager,
	employer: Pick<User, 'id'>,
	page?: Page,
): Promise<Paged<JobSource>> {
	const [items, total] = await em.findAndCount(
		JobSource,
		{ employer: employer.id },
		{ orderBy: { createdAt: 'asc', id: 'asc' }, limit: page?.limit, offset: page?.offset },
	)
	return { items, total }
}

/**
 * Changes what PATCH and the screen's buttons change. Pausing stops its syncs; resuming (`paused:
 * false` on a paused source) syncs it now, and a source paused after failures gets its tries again.
 */
export async function updateJobSource(em: EntityManager, source: JobSource, patch: JobSourcePatch, now = new Date()) {
	await em.transactional(async (tx) => {
		if (patch.industry !== undefined) source.industry = patch.industry
		if (patch.companyName !== undefined) source.companyName = patch.companyName
		if (patch.intervalMinutes !== undefined) source.intervalMinutes = patch.intervalMinutes
		if (patch.paused === true && source.pausedAt === null) {
			source.pausedAt = now
			source.pauseReason = 'employer'
		}
		tx.persist(source)
		await tx.flush()
		if (patch.paused === false && source.pausedAt !== null) await requestSync(tx, source, now)
	})
	return source
}

/** "Sync now": clears a pause and queues a sync at once. */
export async function syncJobSourceNow(em: EntityManager, source: JobSource, now = new Date()) {
	await requestSync(em, source, now)
	return source
}

/**
 * Removes a source. Its jobs end (leave the listing) unless another source still lists them or
 * their employer posted them here by hand; a job another source lists is that source's from now on.
 * Returns how many jobs ended.
 */
export async function deleteJobSource(em: EntityManager, source: JobSource, now = new Date()) {
	return em.transactional(async (tx) => {
		// What a sync does with the links its source no longer lists (job-links.server.ts), for every one.
		const listed = [...(await linksOf(tx, source.id)).values()].filter((link) => !link.goneAt)
		const ended = listed.length ? await endGone(tx, source, listed, now) : 0
		await tx.nativeDelete(JobSource, { id: source.id })
		return ended
	})
}

/** The sources waiting for an admin's approval (not trusted), oldest first, with their employers. */
export async function waitingJobSources(em: EntityManager, limit = 50) {
	return em.find(
		JobSource,
		{ trust: null },
		{ populate: ['employer'], orderBy: { createdAt: 'asc', id: 'asc' }, limit },
	)
}

/**
 * An admin approves a source: its jobs are listed from its next sync, queued now. Approving one
 * already trusted changes nothing.
 */
export async function approveJobSource(em: EntityManager, admin: User, id: number, now = new Date()) {
	const source = Number.isSafeInteger(id) && id > 0 ? await em.findOne(JobSource, { id }) : null
	if (!source) throw new JobSourceNotFoundError()
	if (source.trust !== null) return source
	await em.transactional(async (tx) => {
		source.trust = 'admin'
		source.trustedAt = now
		source.approvedBy = tx.getReference(User, admin.id)
		tx.persist(source)
		await tx.flush()
		await requestSync(tx, source, now)
	})
	return source
}

/** A source as the employer's screen and the API show it, with its status in words. */
export function toJobSourceView(source: JobSource) {
	return {
		id: source.id,
		url: source.url,
		fetchUrl: source.fetchUrl,
		kind: source.kind,
		industry: source.industry,
		companyName: source.companyName ?? null,
		trusted: source.trust !== null,
		trust: source.trust ?? null,
		trustedAt: source.trustedAt?.toISOString() ?? null,
		paused: source.pausedAt !== null && source.pausedAt !== undefined,
		pauseReason: source.pauseReason ?? null,
		intervalMinutes: source.intervalMinutes,
		nextSyncAt: source.nextSyncAt.toISOString(),
		lastRunAt: source.lastRunAt?.toISOString() ?? null,
		lastSuccessAt: source.lastSuccessAt?.toISOString() ?? null,
		lastFound: source.lastFound,
		lastAdded: source.lastAdded,
		lastUpdated: source.lastUpdated,
		lastEnded: source.lastEnded,
		lastError: source.lastError ?? null,
		// A source just created holds the column's default as written ('[]'), not yet read back.
		lastProblems: Array.isArray(source.lastProblems) ? source.lastProblems : [],
		consecutiveFailures: source.consecutiveFailures,
		createdAt: source.createdAt.toISOString(),
		...sourceStatus({
			trust: source.trust ?? null,
			pausedAt: source.pausedAt ?? null,
			pauseReason: source.pauseReason ?? null,
			nextSyncAt: source.nextSyncAt,
			lastRunAt: source.lastRunAt ?? null,
			lastSuccessAt: source.lastSuccessAt ?? null,
			lastFound: source.lastFound,
			lastAdded: source.lastAdded,
			lastUpdated: source.lastUpdated,
			lastEnded: source.lastEnded,
			lastError: source.lastError ?? null,
			consecutiveFailures: source.consecutiveFailures,
		}),
	}
}
export type JobSourceView = ReturnType<typeof toJobSourceView>
