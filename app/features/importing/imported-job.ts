// What every import format gives back: the jobs a source lists, in the source's own words, for
// the mapping (next in issue 32) to turn into our fields. Pure: no database, no network.

/** The kinds of source the board imports from (design of issue 32; decision 230). */
export const SOURCE_KINDS = ['greenhouse', 'lever', 'workable', 'xml-feed', 'jsonld-page', 'jsonld-sitemap'] as const
export type SourceKind = (typeof SOURCE_KINDS)[number]

/** One job as its source states it; nothing here is sanitised or mapped yet. */
export type ImportedJob = {
	/** The source's own id for the job, stable across fetches. */
	externalId: string
	/** The job's page at the source. */
	url: string
	title: string
	company: string | null
	locationText: string | null
	/** A full UK postcode or a district (`WA4`) when the source gives or writes one. */
	postcode: string | null
	/** HTML as the source gives it (entities decoded once where the source escapes its HTML). */
	descriptionHtml: string
	/** Pay in words our salary parser reads (`£24,000 - £28,000 a year`), or the source's own text. */
	salaryText: string | null
	/** As the source says it (`Full-time`, `FULL_TIME`, `fulltime`). */
	jobType: string | null
	applyUrl: string | null
	applyEmail: string | null
	postedAt: Date | null
	validThrough: Date | null
	remote: boolean | null
}

/** A fetched document: the fetcher's answer (`safeFetch`) fits it. */
export type SourceDocument = {
	url: string
	body: string
	contentType: string | null
	/**
	 * The response's `Link` header, where a format pages through it (the XML feed's
	 * `rel="next"`); without it the caller sees no further pages.
	 */
	linkHeader?: string | null
}

export type ParsedSource = {
	jobs: ImportedJob[]
	/** Further addresses to fetch and parse as the same kind (a next page), or a sitemap's job pages. */
	next?: string[]
	/** Per-job problems in plain words: each such job was skipped or read in part. */
	problems: string[]
	/**
	 * The ids of jobs skipped as unreadable whose id could still be read: the source still lists
	 * them, so the sync keeps (never ends) the jobs it imported from them before.
	 */
	skippedIds?: string[]
}

/** The document as a whole cannot be read as its kind: the message is fit to show an employer. */
export class FormatError extends Error {
	override name = 'FormatError'
}
