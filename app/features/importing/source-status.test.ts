import { expect, test } from 'vitest'
import { sourceStatus, type SourceStatusInput } from './source-status.ts'

const never: SourceStatusInput = {
	trust: 'email-domain',
	pausedAt: null,
	pauseReason: null,
	nextSyncAt: '2026-11-28T15:05:00Z',
	lastRunAt: null,
	lastSuccessAt: null,
	lastFound: 0,
	lastAdded: 0,
	lastUpdated: 0,
	lastEnded: 0,
	lastError: null,
	consecutiveFailures: 0,
}
const synced: SourceStatusInput = {
	...never,
	lastRunAt: '2026-11-28T14:05:00Z',
	lastSuccessAt: '2026-11-28T14:05:00Z',
	lastFound: 12,
	lastAdded: 3,
	lastUpdated: 1,
	lastEnded: 0,
}

test('a trusted source: waiting for its first sync, then its last run’s figures and the next, in UK time', () => {
	expect(sourceStatus(never)).toEqual({
		state: 'waiting-first-sync',
		status: 'Waiting for its first sync, due in the next few minutes.',
	})
	expect(sourceStatus(synced)).toEqual({
		state: 'synced',
		status:
			'Synced 28 November 2026 at 14:05: 12 jobs found, 3 added, 1 updated, 0 ended. Next sync 28 November 2026 at 15:05.',
	})
	// British Summer Time is an hour ahead of UTC.
	expect(sourceStatus({ ...synced, lastSuccessAt: new Date('2026-07-01T08:30:00Z'), lastFound: 1 }).status).toMatch(
		/^Synced 1 July 2026 at 09:30: 1 job found,/,
	)
})

test('a failed run says why, when it tries again, and that listed jobs stay', () => {
	expect(sourceStatus({ ...synced, lastError: 'The address answered 404 Not Found', consecutiveFailures: 1 })).toEqual({
		state: 'failing',
		status:
			'The last sync failed: The address answered 404 Not Found. It tries again at 28 November 2026 at 15:05; jobs already listed stay as they were. Last synced 28 November 2026 at 14:05: 12 jobs found, 3 added, 1 updated, 0 ended.',
	})
})

test('paused by its employer, or after failures with the way out', () => {
	expect(sourceStatus({ ...never, pausedAt: '2026-11-28T14:00:00Z', pauseReason: 'employer' })).toEqual({
		state: 'paused',
		status: 'Paused: it is not synced until you resume it.',
	})
	expect(
		sourceStatus({
			...never,
			pausedAt: '2026-11-28T14:00:00Z',
			pauseReason: 'failures',
			consecutiveFailures: 5,
			lastError: 'The feed is not well-formed XML.',
		}).status,
	).toBe(
		'Paused after 5 failed syncs in a row: The feed is not well-formed XML. Put the address right, then resume it to try again.',
	)
})

test('untrusted: waiting for approval, with what its checks found or why they failed', () => {
	const waiting = sourceStatus({ ...synced, trust: null, lastFound: 1 })
	expect(waiting.state).toBe('waiting-approval')
	expect(waiting.status).toMatch(/^Waiting for approval: its jobs are listed once an admin approves it/)
	expect(waiting.status).toMatch(/Last checked 28 November 2026 at 14:05: 1 job found\.$/)
	expect(sourceStatus({ ...never, trust: null, lastError: 'Nothing answers at this address' }).status).toMatch(
		/The last check failed: Nothing answers at this address\.$/,
	)
})
