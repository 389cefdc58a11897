// Workable's public jobs of an account: GET https://apply.workable.com/api/v1/widget/accounts/{account}?details=true
// (the older https://www.workable.com/api/accounts/{account} redirects there) answers the account's
// `name` and `description` and its `jobs`, each with a `shortcode`, `city`/`state`/`country`,
// `telecommuting`, `employment_type`, `published_on`, `url` and `application_url`; `details=true`
// adds each job's `description` as HTML. The widget gives no pay.
import { FormatError, type ParsedSource, type SourceDocument } from '../imported-job.ts'
import { collectJobs, type JobReading, parseJson, titleAndId } from './collect.ts'
import { absoluteUrl, date, isRecord, type Json, postcodeIn, text } from './read.ts'

export function parseWorkable(document: SourceDocument): ParsedSource {
	const answer = parseJson(document, "a Workable account's jobs")
	if (!isRecord(answer) || !Array.isArray(answer.jobs)) {
		throw new FormatError("The address did not answer with a Workable account's jobs: it has no list of jobs.")
	}
	const company = text(answer.name)
	return collectJobs(answer.jobs, (item) => workableJob(item, company, document.url))
}

function workableJob(item: Json, company: string | null, base: string): JobReading {
	if (!isRecord(item)) return { problem: 'it is not a job.' }
	const named = titleAndId(item.title, item.shortcode)
	if ('problem' in named) return named
	const url = absoluteUrl(item.url, base) ?? absoluteUrl(item.shortlink, base)
	if (!url) return { problem: 'it has no address of its own.', externalId: named.externalId }
	const locationText = [text(item.city), text(item.state), text(item.country)].filter(Boolean).join(', ') || null
	return {
		...named,
		url,
		company,
		locationText,
		postcode: text(item.zip_code) ?? postcodeIn(locationText),
		descriptionHtml: text(item.description) ?? '',
		salaryText: null,
		jobType: text(item.employment_type),
		applyUrl: absoluteUrl(item.application_url, base) ?? url,
		applyEmail: null,
		postedAt: date(item.published_on) ?? date(item.created_at),
		validThrough: null,
		remote: typeof item.telecommuting === 'boolean' ? item.telecommuting : null,
	}
}
