// Lever's Postings API: GET https://api.lever.co/v0/postings/{site}?mode=json (api.eu.lever.co for
// EU accounts) answers a bare list of postings, the whole board at once. A posting's text is in
// three parts, `description`, `lists` (each a heading and `<li>` items) and `additional`, put
// together here as the posting page shows them. Pay is `salaryRange` ({ currency, interval, min,
// max }) or the free text `salaryDescriptionPlain`; where the job is done is `workplaceType`.
import { FormatError, type ParsedSource, type SourceDocument } from '../imported-job.ts'
import { collectJobs, type JobReading, parseJson, titleAndId } from './collect.ts'
import { absoluteUrl, date, isRecord, type Json, postcodeIn, salaryWords, text } from './read.ts'

export function parseLever(document: SourceDocument): ParsedSource {
	const answer = parseJson(document, "a Lever job site's postings")
	if (!Array.isArray(answer)) {
		throw new FormatError("The address did not answer with a Lever job site's postings: it has no list of postings.")
	}
	return collectJobs(answer, (item) => leverJob(item, document.url))
}

/** Lever's pay intervals for the period words of our salary text. */
const INTERVALS: Record<string, string> = {
	'per-year-salary': 'year',
	'per-month-salary': 'month',
	'per-week-salary': 'week',
	'per-day-wage': 'day',
	'per-hour-wage': 'hour',
}

function leverJob(item: Json, base: string): JobReading {
	if (!isRecord(item)) return { problem: 'it is not a posting.' }
	const named = titleAndId(item.text, item.id)
	if ('problem' in named) return named
	const url = absoluteUrl(item.hostedUrl, base)
	if (!url) return { problem: 'it has no address of its own.', externalId: named.externalId }
	const categories = isRecord(item.categories) ? item.categories : {}
	const allLocations = Array.isArray(categories.allLocations) ? categories.allLocations.map(text).filter(Boolean) : []
	const locationText = allLocations.length > 1 ? allLocations.join('; ') : text(categories.location)
	const range = isRecord(item.salaryRange) ? item.salaryRange : null
	const interval = range ? INTERVALS[text(range.interval) ?? ''] : undefined
	return {
		...named,
		url,
		company: null,
		locationText,
		postcode: postcodeIn(locationText),
		descriptionHtml: leverDescription(item),
		salaryText:
			(range && salaryWords(range.min, range.max, range.currency, interval)) ?? text(item.salaryDescriptionPlain),
		jobType: text(categories.commitment),
		applyUrl: absoluteUrl(item.applyUrl, base) ?? url,
		applyEmail: null,
		postedAt: date(item.createdAt),
		validThrough: null,
		remote:
			item.workplaceType === 'remote'
				? true
				: item.workplaceType === 'on-site' || item.workplaceType === 'hybrid'
					? false
					: null,
	}
}

function leverDescription(item: Record<string, Json>) {
	const lists = Array.isArray(item.lists)
		? item.lists.filter(isRecord).map((list) => `<h3>${text(list.text) ?? ''}</h3><ul>${text(list.content) ?? ''}</ul>`)
		: []
	return [text(item.description), ...lists, text(item.additional)].filter(Boolean).join('\n')
}
