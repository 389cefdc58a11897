// Reads a list of a source's jobs one by one: a job that cannot be read is skipped with a problem
// line naming it, and the rest still import.
import { FormatError, type ImportedJob, type ParsedSource, type SourceDocument } from '../imported-job.ts'
import { type Json, text } from './read.ts'

/** Why a job could not be read (plain words, without the job's name), with its id when that could be. */
export type Unreadable = { problem: string; externalId?: string }

/** A job read, or why not (`collect` adds the job's name to the problem). */
export type JobReading = ImportedJob | Unreadable

export function collectJobs(items: readonly Json[], readJob: (item: Json) => JobReading): ParsedSource {
	const jobs: ImportedJob[] = []
	const problems: string[] = []
	const skippedIds: string[] = []
	items.forEach((item, index) => {
		const reading = readJob(item)
		if ('problem' in reading) {
			problems.push(`Job ${index + 1}${nameOf(item)} was skipped: ${reading.problem}`)
			if (reading.externalId) skippedIds.push(reading.externalId)
		} else jobs.push(reading)
	})
	return withSkippedIds({ jobs, problems }, skippedIds)
}

/** The answer, with `skippedIds` only when there are some. */
export function withSkippedIds(parsed: ParsedSource, skippedIds: string[]): ParsedSource {
	return skippedIds.length > 0 ? { ...parsed, skippedIds: [...new Set(skippedIds)] } : parsed
}

function nameOf(item: Json) {
	if (typeof item !== 'object' || item === null) return ''
	const record = item as Record<string, Json>
	const name = text(record.title) ?? text(record.text) ?? text(record.name)
	return name ? ` ("${name.slice(0, 80)}")` : ''
}

/** The document's JSON, or a FormatError saying it is not what `what` serves. */
export function parseJson(document: SourceDocument, what: string): Json {
	try {
		return JSON.parse(document.body) as Json
	} catch {
		throw new FormatError(`The address did not answer with ${what}: its answer is not JSON.`)
	}
}

/** The required title and id, or the problem to report (with the id, when only the title is missing). */
export function titleAndId(title: Json, id: Json): { title: string; externalId: string } | Unreadable {
	const readTitle = text(title)
	const readId = text(id)
	if (!readTitle) return readId ? { problem: 'it has no title.', externalId: readId } : { problem: 'it has no title.' }
	if (!readId) return { problem: 'it has no id.' }
	return { title: readTitle, externalId: readId }
}
