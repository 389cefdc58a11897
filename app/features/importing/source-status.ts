// A job source's status in plain words (decision 237): what the employer's screen shows under each
// source and what the API's `status` field says, from the same columns, so the two never differ.
// Pure: no database; dates may come as Date or as JSON strings.

type When = Date | string

/** The columns of a source the status is read from. */
export type SourceStatusInput = {
	trust: 'email-domain' | 'admin' | null
	pausedAt: When | null
	pauseReason: 'employer' | 'failures' | null
	nextSyncAt: When
	lastRunAt: When | null
	lastSuccessAt: When | null
	lastFound: number
	lastAdded: number
	lastUpdated: number
	lastEnded: number
	lastError: string | null
	consecutiveFailures: number
}

/**
 * Where a source stands, most pressing first: `paused` (by its employer or after repeated
 * failures), `waiting-approval` (untrusted: its jobs are not listed), `failing` (the last run
 * failed; it tries again), `waiting-first-sync`, or `synced`.
 */
export const SOURCE_STATES = ['paused', 'waiting-approval', 'failing', 'waiting-first-sync', 'synced'] as const
export type SourceState = (typeof SOURCE_STATES)[number]

export type SourceStatus = { state: SourceState; status: string }

const dateTime = new Intl.DateTimeFormat('en-GB', {
	day: 'numeric',
	month: 'long',
	year: 'numeric',
	hour: '2-digit',
	minute: '2-digit',
	timeZone: 'Europe/London',
})

/** "28 November 2026 at 14:05", UK time. */
export function formatSyncTime(when: When) {
	return dateTime.format(new Date(when))
}

/** A message as a sentence of its own, ending with a full stop. */
const sentence = (text: string) => (/[.!?]$/.test(text.trim()) ? text.trim() : `${text.trim()}.`)

const jobs = (count: number) => `${count} ${count === 1 ? 'job' : 'jobs'}`

/** "12 jobs found, 3 added, 1 updated, 0 ended" */
export function runFigures(source: Pick<SourceStatusInput, 'lastFound' | 'lastAdded' | 'lastUpdated' | 'lastEnded'>) {
	return `${jobs(source.lastFound)} found, ${source.lastAdded} added, ${source.lastUpdated} updated, ${source.lastEnded} ended`
}

/** The state and its sentence. */
export function sourceStatus(source: SourceStatusInput): SourceStatus {
	const checked = source.lastSuccessAt
		? ` Last synced ${formatSyncTime(source.lastSuccessAt)}: ${runFigures(source)}.`
		: ''
	if (source.pausedAt !== null) {
		if (source.pauseReason === 'failures') {
			return {
				state: 'paused',
				status: `Paused after ${source.consecutiveFailures} failed syncs in a row${source.lastError ? `: ${sentence(source.lastError)}` : '.'} Put the address right, then resume it to try again.${checked}`,
			}
		}
		return { state: 'paused', status: `Paused: it is not synced until you resume it.${checked}` }
	}
	if (source.trust === null) {
		const seen =
			source.lastSuccessAt !== null
				? ` Last checked ${formatSyncTime(source.lastSuccessAt)}: ${jobs(source.lastFound)} found.`
				: ''
		const failed = source.lastError ? ` The last check failed: ${sentence(source.lastError)}` : ''
		return {
			state: 'waiting-approval',
			status: `Waiting for approval: its jobs are listed once an admin approves it, or at once if its address is on your verified email’s domain.${seen}${failed}`,
		}
	}
	if (source.lastError !== null) {
		return {
			state: 'failing',
			status: `The last sync failed: ${sentence(source.lastError)} It tries again at ${formatSyncTime(source.nextSyncAt)}; jobs already listed stay as they were.${checked}`,
		}
	}
	if (source.lastSuccessAt === null) {
		return { state: 'waiting-first-sync', status: 'Waiting for its first sync, due in the next few minutes.' }
	}
	return {
		state: 'synced',
		status: `Synced ${formatSyncTime(source.lastSuccessAt)}: ${runFigures(source)}. Next sync ${formatSyncTime(source.nextSyncAt)}.`,
	}
}
