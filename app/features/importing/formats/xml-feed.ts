// The XML feed aggregators read (Indeed's format), as this board writes it at /feeds/indeed.xml
// (features/discovery/feeds-indeed.ts) and as other boards and ATSs write it: one `<source>`, a
// `<job>` per job with `title`, `date`, `referencenumber`, `url`, `company`, `city`, `state`,
// `country`, `postalcode`, `description` (HTML, usually in CDATA), `salary`, `jobtype`, and from
// Indeed's fuller list `email`, `expirationdate` and `remotetype` when present.
//
// Paging: a feed too long for one file names its next page in the response's `Link: <...>;
// rel="next"` header (decision 211), so the document carries that header as `linkHeader`; a
// caller that leaves it out reads the first page only.
import { FormatError, type ParsedSource, type SourceDocument } from '../imported-job.ts'
import { collectJobs, type JobReading, titleAndId } from './collect.ts'
import { absoluteUrl, date, email, isRecord, type Json, postcodeIn, text } from './read.ts'
import { nextFromLinkHeader, parseXml } from './xml.ts'

const WHAT = 'an XML job feed'

export function parseXmlFeed(document: SourceDocument): ParsedSource {
	const root = parseXml(document.body, WHAT, ['source.job'])
	if (!isRecord(root.source)) {
		throw new FormatError(`The address did not answer with ${WHAT}: it has no <source> of jobs.`)
	}
	const jobs = Array.isArray(root.source.job) ? root.source.job : []
	const parsed = collectJobs(jobs, (item) => feedJob(item, document.url))
	const next = nextFromLinkHeader(document.linkHeader, document.url)
	return next ? { ...parsed, next: [next] } : parsed
}

/** This board's own feed leads a job's description with its area in Warrington. */
const LOCATION_LINE = /^\s*<p>Location:\s*([^<]{1,80})<\/p>/i

function feedJob(item: Json, base: string): JobReading {
	if (!isRecord(item)) return { problem: 'it is not a job.' }
	const url = absoluteUrl(item.url, base)
	const named = titleAndId(item.title, text(item.referencenumber) ?? url)
	if ('problem' in named) return named
	if (!url) return { problem: 'it has no address of its own.', externalId: named.externalId }
	const descriptionHtml = text(item.description) ?? ''
	const area = LOCATION_LINE.exec(descriptionHtml)?.[1]?.trim()
	const city = text(item.city)
	const place = area && city && area !== city ? [area, city] : [city, text(item.state)]
	const locationText = place.filter(Boolean).join(', ') || null
	const remoteType = text(item.remotetype)
	return {
		...named,
		url,
		company: text(item.company),
		locationText,
		postcode: text(item.postalcode)?.toUpperCase() ?? postcodeIn(locationText),
		descriptionHtml,
		salaryText: text(item.salary),
		jobType: text(item.jobtype),
		applyUrl: url,
		applyEmail: email(item.email),
		postedAt: date(item.date),
		validThrough: date(item.expirationdate),
		remote: remoteType ? /fully remote|^remote$/i.test(remoteType) : null,
	}
}
