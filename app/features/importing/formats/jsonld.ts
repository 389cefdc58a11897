// schema.org JobPosting in JSON-LD on careers pages. Every `application/ld+json` script on the
// page is read with JSON.parse (never run), one broken script among good ones is a problem line,
// not a failure; postings are found at the top, in arrays, in `@graph` and nested in other nodes
// (an ItemList's items). Google's guidelines for JobPosting decide which fields are read:
// https://developers.google.com/search/docs/appearance/structured-data/job-posting
import { FormatError, type ImportedJob, type ParsedSource, type SourceDocument } from '../imported-job.ts'
import { type Unreadable, withSkippedIds } from './collect.ts'
import { absoluteUrl, asArray, date, email, isRecord, type Json, postcodeIn, salaryWords, text } from './read.ts'
import { jsonLdScripts } from './jsonld-scripts.ts'

/** How deep inside a script postings are looked for: deeper than any real page nests them. */
const MAX_DEPTH = 12

export function parseJsonLdPage(document: SourceDocument): ParsedSource {
	const scripts = jsonLdScripts(document.body)
	const problems: string[] = []
	const postings: Record<string, Json>[] = []
	scripts.forEach((script, index) => {
		let value: Json
		try {
			value = JSON.parse(script) as Json
		} catch {
			problems.push(`Structured data block ${index + 1} on the page is not valid JSON and was skipped.`)
			return
		}
		findPostings(value, postings, 0)
	})
	if (postings.length === 0 && scripts.length > 0 && problems.length === scripts.length) {
		throw new FormatError('The page’s structured data cannot be read: none of it is valid JSON.')
	}
	const jobs: ImportedJob[] = []
	const skippedIds: string[] = []
	postings.forEach((posting, index) => {
		const reading = postingJob(posting, document.url, postings.length === 1)
		if ('problem' in reading) {
			problems.push(`Job posting ${index + 1} on the page was skipped: ${reading.problem}`)
			if (reading.externalId) skippedIds.push(reading.externalId)
		} else jobs.push(reading)
	})
	return withSkippedIds({ jobs, problems }, skippedIds)
}

function isJobPosting(node: Record<string, Json>) {
	return asArray(node['@type']).some((type) => type === 'JobPosting' || type === 'schema:JobPosting')
}

function findPostings(value: Json, found: Record<string, Json>[], depth: number) {
	if (depth > MAX_DEPTH) return
	if (Array.isArray(value)) {
		for (const item of value) findPostings(item, found, depth + 1)
		return
	}
	if (!isRecord(value)) return
	if (isJobPosting(value)) {
		found.push(value)
		return
	}
	for (const child of Object.values(value)) if (typeof child === 'object') findPostings(child, found, depth + 1)
}

/** A posting as a job, or the problem in plain words (with its id when that can be read). */
function postingJob(posting: Record<string, Json>, pageUrl: string, aloneOnPage: boolean): ImportedJob | Unreadable {
	const url = absoluteUrl(posting.url, pageUrl) ?? (aloneOnPage ? pageUrl : null)
	const externalId = identifier(posting.identifier) ?? url
	const title = text(posting.title) ?? text(posting.name)
	if (!title) return externalId ? { problem: 'it has no title.', externalId } : { problem: 'it has no title.' }
	if (!externalId || !url) {
		return externalId
			? { problem: 'it has no address of its own.', externalId }
			: { problem: 'it has neither an identifier nor an address of its own.' }
	}
	const place = placeOf(posting.jobLocation)
	const contact = asArray(posting.applicationContact).find(isRecord)
	return {
		externalId,
		url,
		title,
		company: organisationName(posting.hiringOrganization),
		locationText: place.text,
		postcode: place.postcode ?? postcodeIn(place.text),
		descriptionHtml: text(posting.description) ?? '',
		salaryText: salaryOf(posting.baseSalary),
		jobType: asArray(posting.employmentType).map(text).filter(Boolean).join(', ') || null,
		// `directApply` true says the posting's page takes the application itself: its address is where to apply.
		applyUrl: url,
		applyEmail: contact ? email(contact.email) : null,
		postedAt: date(posting.datePosted),
		validThrough: date(posting.validThrough),
		remote: asArray(posting.jobLocationType).includes('TELECOMMUTE') ? true : null,
	}
}

/** `identifier`: text, or a PropertyValue `{ name, value }`; the first of a list. */
function identifier(value: Json): string | null {
	for (const item of asArray(value)) {
		const id = isRecord(item) ? (text(item.value) ?? text(item['@id'])) : text(item)
		if (id) return id
	}
	return null
}

function organisationName(value: Json): string | null {
	const first = asArray(value)[0]
	return isRecord(first) ? (text(first.name) ?? text(first.legalName)) : text(first)
}

/** Where the job is: each Place's address in words (`Birchwood Park, Warrington`), and the first postcode. */
function placeOf(value: Json): { text: string | null; postcode: string | null } {
	const places: string[] = []
	let postcode: string | null = null
	for (const place of asArray(value)) {
		const address = isRecord(place) ? place.address : null
		for (const item of asArray(address ?? (isRecord(place) ? null : place))) {
			if (!isRecord(item)) {
				const written = text(item)
				if (written) places.push(written)
				continue
			}
			const parts = [item.streetAddress, item.addressLocality, item.addressRegion].map(text).filter(Boolean)
			if (parts.length > 0) places.push(parts.join(', '))
			postcode ??= text(item.postalCode)?.toUpperCase() ?? null
		}
		if (isRecord(place) && !address && text(place.name)) places.push(text(place.name)!)
	}
	const distinct = [...new Set(places)]
	return { text: distinct.length > 0 ? distinct.join('; ') : null, postcode }
}

/** `baseSalary`: a MonetaryAmount whose `value` is a number or a QuantitativeValue with a unit. */
function salaryOf(value: Json): string | null {
	const amount = asArray(value)[0]
	if (!isRecord(amount)) return text(amount)
	const quantity = amount.value
	if (isRecord(quantity)) {
		const low = quantity.minValue ?? quantity.value
		const high = quantity.maxValue ?? quantity.value
		return salaryWords(low, high, amount.currency, quantity.unitText)
	}
	return salaryWords(quantity, null, amount.currency, amount.unitText)
}
