// Greenhouse's Job Board API: GET https://boards-api.greenhouse.io/v1/boards/{board}/jobs?content=true
// answers `{ jobs: [...], meta: { total } }`, every job on one page. Each job's `content` is its
// description as HTML escaped once (`&lt;p&gt;`); `metadata` holds the employer's custom fields,
// where an employment type or pay may be (Greenhouse has no standard field for either on this list).
import { FormatError, type ParsedSource, type SourceDocument } from '../imported-job.ts'
import { collectJobs, type JobReading, parseJson, titleAndId } from './collect.ts'
import { absoluteUrl, date, decodeEntities, isRecord, type Json, postcodeIn, salaryWords, text } from './read.ts'

export function parseGreenhouse(document: SourceDocument): ParsedSource {
	const answer = parseJson(document, "a Greenhouse job board's jobs")
	if (!isRecord(answer) || !Array.isArray(answer.jobs)) {
		throw new FormatError('The address did not answer with a Greenhouse job board: it has no list of jobs.')
	}
	return collectJobs(answer.jobs, (item) => greenhouseJob(item, document.url))
}

function greenhouseJob(item: Json, base: string): JobReading {
	if (!isRecord(item)) return { problem: 'it is not a job.' }
	const named = titleAndId(item.title, item.id)
	if ('problem' in named) return named
	const url = absoluteUrl(item.absolute_url, base)
	if (!url) return { problem: 'it has no address of its own.', externalId: named.externalId }
	const location = isRecord(item.location) ? text(item.location.name) : null
	const office = Array.isArray(item.offices) && isRecord(item.offices[0]) ? text(item.offices[0].location) : null
	const locationText = location ?? office
	return {
		...named,
		url,
		company: text(item.company_name),
		locationText,
		postcode: postcodeIn(locationText) ?? postcodeIn(office),
		descriptionHtml: decodeEntities(text(item.content) ?? ''),
		salaryText: metadataText(item.metadata, /salary|pay|wage/i),
		jobType: metadataText(item.metadata, /employment type|job type|contract type/i),
		applyUrl: url,
		applyEmail: null,
		postedAt: date(item.first_published),
		validThrough: null,
		remote: locationText && /\bremote\b/i.test(locationText) ? true : null,
	}
}

/** A custom field's value by its name: text, a list of text, or a currency amount `{ unit, amount }`. */
function metadataText(metadata: Json, name: RegExp): string | null {
	if (!Array.isArray(metadata)) return null
	for (const field of metadata) {
		if (!isRecord(field) || !name.test(text(field.name) ?? '')) continue
		const value = field.value
		if (Array.isArray(value)) return value.map(text).filter(Boolean).join(', ') || null
		if (isRecord(value)) return salaryWords(value.amount, null, value.unit, null)
		const written = text(value)
		if (written) return written
	}
	return null
}
