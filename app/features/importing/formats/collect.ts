// Reads a list of a source's jobs one by one: a job that cannot be read is skipped with a problem
// line naming it, and the rest still import.
import { FormatError, type ImportedJob, type ParsedSource, type SourceDocument } from '../imported-job.ts'
import { type Json, text } from './read.ts'

/** A job read, or why not (plain words, without the job's name: `collect` adds it). */
export type JobReading = ImportedJob | { problem: string }

export function collectJobs(items: readonly Json[], readJob: (item: Json) => JobReading): ParsedSource {
	const jobs: ImportedJob[] = []
	const problems: string[] = []
	items.forEach((item, index) => {
		const reading = readJob(item)
		if ('problem' in reading) problems.push(`Job ${index + 1}${nameOf(item)} was skipped: ${reading.problem}`)
		else jobs.push(reading)
	})
	return { jobs, problems }
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

/** The required title and id, or the problem to report. */
export function titleAndId(title: Json, id: Json): { title: string; externalId: string } | { problem: string } {
	const readTitle = text(title)
	const readId = text(id)
	if (!readTitle) return { problem: 'it has no title.' }
	if (!readId) return { problem: 'it has no id.' }
	return { title: readTitle, externalId: readId }
}
