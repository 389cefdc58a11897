// The job feed in the XML format job aggregators read: Indeed's XML feed, which most UK and US
// aggregators also take. One `<source>` with the publisher and when the feed was built, then a
// `<job>` per listed job. The elements are listed once, below, in the order Indeed's example
// writes them; issue 32's importer reads other boards' feeds of this same format by this list.
//
// Indeed's format puts every job element's text in CDATA (HTML is allowed in `description`);
// the source's own elements are plain text.
import { rfc822, XML_DECLARATION, xmlCdata, xmlText } from './xml.ts'

/** A `<job>`'s elements, in order; `salary` is left out when the job states none. */
export const INDEED_JOB_ELEMENTS = [
	'title',
	'date',
	'referencenumber',
	'url',
	'company',
	'city',
	'state',
	'country',
	'postalcode',
	'description',
	'salary',
	'jobtype',
	'category',
] as const

export type IndeedJobElement = (typeof INDEED_JOB_ELEMENTS)[number]

/** A job as the feed writes it: each element's text (`date` as RFC 822; `description` as HTML). */
export type IndeedJob = Record<Exclude<IndeedJobElement, 'salary'>, string> & { salary: string | null }

export type IndeedSource = {
	publisher: string
	publisherUrl: string
	lastBuildDate: Date
}

/** Indeed's job types (`jobtype`) for ours; theirs are lower case without hyphens. */
const INDEED_JOB_TYPES: Record<string, string> = {
	'Full-time': 'fulltime',
	'Part-time': 'parttime',
	Contract: 'contract',
	Temporary: 'temporary',
	// Indeed has no apprenticeship type in its feed's list; its UK site names apprenticeships so.
	Apprenticeship: 'apprenticeship',
}

export function indeedJobType(jobType: string) {
	return INDEED_JOB_TYPES[jobType] ?? jobType.toLowerCase().replace(/[^a-z]/g, '')
}

export function indeedXml(source: IndeedSource, jobs: IndeedJob[]) {
	const lines = [
		XML_DECLARATION,
		'<source>',
		`<publisher>${xmlText(source.publisher)}</publisher>`,
		`<publisherurl>${xmlText(source.publisherUrl)}</publisherurl>`,
		`<lastBuildDate>${rfc822(source.lastBuildDate)}</lastBuildDate>`,
		...jobs.map((job) => `<job>${INDEED_JOB_ELEMENTS.map((name) => jobElement(name, job[name])).join('')}</job>`),
		'</source>',
	]
	return `${lines.join('\n')}\n`
}

function jobElement(name: IndeedJobElement, text: string | null) {
	return text === null ? '' : `<${name}>${xmlCdata(text)}</${name}>`
}

export const INDEED_CONTENT_TYPE = 'application/xml; charset=utf-8'
