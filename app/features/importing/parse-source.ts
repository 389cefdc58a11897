// How to use it: fetch a source's address (`detectSourceKind` says which, and its kind), then
// `parseSource(kind, document)`. The answer's `jobs` are the source's jobs in its own words,
// `problems` the jobs it could not read (skipped, in plain words for the source's status), and
// `next` the further addresses to fetch and parse: a sitemap's pages (as `jsonld-page`; an index's
// sitemaps as `jsonld-sitemap`) or a feed's next page (same kind). A document that is not its kind
// at all throws a FormatError whose message can be shown to the employer as it is.
import type { ParsedSource, SourceDocument, SourceKind } from './imported-job.ts'
import { parseGreenhouse } from './formats/greenhouse.ts'
import { parseJsonLdPage } from './formats/jsonld.ts'
import { parseJsonLdSitemap } from './formats/jsonld-sitemap.ts'
import { parseLever } from './formats/lever.ts'
import { parseWorkable } from './formats/workable.ts'
import { parseXmlFeed } from './formats/xml-feed.ts'

const PARSERS: Record<SourceKind, (document: SourceDocument) => ParsedSource> = {
	greenhouse: parseGreenhouse,
	lever: parseLever,
	workable: parseWorkable,
	'xml-feed': parseXmlFeed,
	'jsonld-page': parseJsonLdPage,
	'jsonld-sitemap': parseJsonLdSitemap,
}

export function parseSource(kind: SourceKind, document: SourceDocument): ParsedSource {
	return PARSERS[kind](document)
}
