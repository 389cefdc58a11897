// How a job imported from its employer's board, feed or careers pages (issue 32) is worded: where
// it came from and where it is applied for. Pure, so the job page, the apply pages and the
// employer's dashboard say it alike.
import type { SourceKind } from '../importing/imported-job.ts'

const SOURCE_WORDS: Record<SourceKind, string> = {
	greenhouse: 'Greenhouse board',
	lever: 'Lever board',
	workable: 'Workable board',
	'xml-feed': 'jobs feed',
	'jsonld-page': 'careers page',
	'jsonld-sitemap': 'careers site',
}

/** The kind of source in plain words: "Greenhouse board", "careers page". */
export function sourceWords(kind: SourceKind) {
	return SOURCE_WORDS[kind]
}

const possessive = (name: string) => `${name.trim()}’s`

/** "From Brightwire’s Greenhouse board". */
export function importedFromText(company: string, kind: SourceKind) {
	return `From ${possessive(company)} ${sourceWords(kind)}`
}

/** The primary action of a job applied for on its employer's site: "Apply on Brightwire’s site". */
export function applyElsewhereText(company: string) {
	return `Apply on ${possessive(company)} site`
}

/** Why our own application forms are not offered for such a job, in one sentence. */
export function appliedElsewhereMessage(company: string) {
	return `Applications for this job go to ${possessive(company)} own site: use “${applyElsewhereText(company)}” on the job’s page.`
}

const MINUTE_MS = 60_000

/** When a source last read the job, as the job page words it: "5 minutes ago", "3 hours ago", "2 days ago". */
export function checkedAgo(at: Date | string, now: Date = new Date()) {
	const minutes = Math.max(0, Math.floor((now.getTime() - new Date(at).getTime()) / MINUTE_MS))
	if (minutes < 1) return 'just now'
	if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`
	const hours = Math.floor(minutes / 60)
	if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`
	const days = Math.floor(hours / 24)
	return days === 1 ? '1 day ago' : `${days} days ago`
}
