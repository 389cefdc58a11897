// Reading a source: its first document (a conditional request), then the further pages and job
// pages it names, each parsed by its kind. No database. Used by the sync (sync.server.ts).
import { allowedByRobots, safeFetch, SafeFetchError, type FetchedDocument } from '../../platform/safe-fetch.server.ts'
import { isSitemapIndex } from './formats/jsonld-sitemap.ts'
import type { ImportedJob, SourceKind } from './imported-job.ts'
import { parseSource } from './parse-source.ts'

/** Documents one run reads at most: a sitemap's job pages or a feed's pages beyond it wait for the next. */
export const MAX_DOCUMENTS = 600
/** Job pages of a sitemap fetched at once. */
const PAGE_FETCHES_AT_ONCE = 4

const ACCEPT: Record<SourceKind, string> = {
	greenhouse: 'application/json',
	lever: 'application/json',
	workable: 'application/json',
	'xml-feed': 'application/xml, text/xml;q=0.9',
	'jsonld-page': 'text/html, application/xhtml+xml;q=0.9',
	'jsonld-sitemap': 'application/xml, text/xml;q=0.9',
}

export type SourceRead =
	| { kind: 'not-modified' }
	| {
			kind: 'read'
			jobs: ImportedJob[]
			/** Jobs a format skipped whose ids it could read: kept as they are, never ended. */
			skippedIds: string[]
			problems: string[]
			/** Every document was read: only then may jobs the source no longer lists end. */
			complete: boolean
			/** The first document's validators, to send next time (null when the run was incomplete). */
			etag: string | null
			lastModified: string | null
	  }

type Wanted = { url: string; kind: SourceKind }

/**
 * Reads a source. The first document failing throws (SafeFetchError, FormatError): the run
 * failed. A later page failing is a problem of the run, which is then incomplete.
 */
export async function readSource(
	source: { kind: SourceKind; fetchUrl: string; etag?: string | null; lastModified?: string | null },
	{ timeoutMs }: { timeoutMs?: number } = {},
): Promise<SourceRead> {
	const fetchDocument: typeof safeFetch = (url, options) => safeFetch(url, { ...options, timeoutMs })
	const first = await fetchAs({ url: source.fetchUrl, kind: source.kind }, fetchDocument, {
		etag: source.etag ?? undefined,
		lastModified: source.lastModified ?? undefined,
	})
	if (first.kind === 'not-modified') return { kind: 'not-modified' }
	const jobs: ImportedJob[] = []
	const skippedIds: string[] = []
	const problems: string[] = []
	let complete = true
	const seen = new Set<string>([source.fetchUrl, first.url])
	const queue: Wanted[] = []
	let documents = 1
	const take = (wanted: Wanted, document: FetchedDocument) => {
		const parsed = parseSource(wanted.kind, document)
		jobs.push(...parsed.jobs)
		skippedIds.push(...(parsed.skippedIds ?? []))
		problems.push(...parsed.problems)
		for (const url of parsed.next ?? []) {
			if (seen.has(url)) continue
			seen.add(url)
			queue.push({ url, kind: nextKind(wanted, document) })
		}
	}
	take({ url: source.fetchUrl, kind: source.kind }, first)
	while (queue.length) {
		if (documents >= MAX_DOCUMENTS) {
			problems.push(
				`The source names more than ${MAX_DOCUMENTS} pages; the rest are read on a later sync, and until then no job it stopped listing is ended.`,
			)
			complete = false
			break
		}
		const batch = queue.splice(0, Math.min(PAGE_FETCHES_AT_ONCE, MAX_DOCUMENTS - documents))
		documents += batch.length
		const results = await Promise.allSettled(batch.map((wanted) => fetchAs(wanted, fetchDocument)))
		results.forEach((result, index) => {
			const wanted = batch[index]!
			try {
				if (result.status === 'rejected') throw result.reason
				if (result.value.kind === 'document') take(wanted, result.value)
			} catch (error) {
				if (!(error instanceof Error) || !isSourceError(error)) throw error
				complete = false
				problems.push(`${wanted.url} could not be read: ${error.message}`)
			}
		})
	}
	return {
		kind: 'read',
		jobs,
		skippedIds,
		problems,
		complete,
		etag: complete ? first.etag : null,
		lastModified: complete ? first.lastModified : null,
	}
}

/** A failure that is the source's (unreachable, refused, unreadable), as against our own bug. */
export function isSourceError(error: Error) {
	return error instanceof SafeFetchError || error.name === 'FormatError'
}

async function fetchAs(
	wanted: Wanted,
	fetchDocument: typeof safeFetch,
	validators: { etag?: string; lastModified?: string } = {},
) {
	if (wanted.kind === 'jsonld-page' || wanted.kind === 'jsonld-sitemap') {
		if (!(await allowedByRobots(wanted.url)))
			throw new SafeFetchError('robots', 'The site’s robots.txt asks bots like ours not to read this address')
	}
	return fetchDocument(wanted.url, { ...validators, accept: ACCEPT[wanted.kind] })
}

/** What the addresses a document names are: a sitemap's are job pages, or sitemaps when it is an index. */
function nextKind(wanted: Wanted, document: FetchedDocument): SourceKind {
	if (wanted.kind !== 'jsonld-sitemap') return wanted.kind
	return isSitemapIndex(document.body) ? 'jsonld-sitemap' : 'jsonld-page'
}
