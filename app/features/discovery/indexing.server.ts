// Google's Indexing API, told when a job's page appears, changes or goes (decision 210), so Google for
// Jobs picks the change up within minutes instead of at its next crawl.
//
// How to use it: call `queueIndexingNotice(tx, jobId)` inside the transaction that posts, changes,
// ends or deletes the job (the jobs service does, for every one of those). It queues one
// `google-indexing` job, or nothing at all when GOOGLE_INDEXING_CREDENTIALS is unset. The job reads
// the job when it runs and sends URL_UPDATED while it is listed, URL_DELETED once it is not (or is
// gone), so a notice always says what the page says now, however late it runs.
import type { EntityManager } from '@mikro-orm/postgresql'
import { JWT } from 'google-auth-library'
import { config } from '../../platform/config.server.ts'
import type { ServiceAccount } from '../../platform/config-schema.server.ts'
import { canonicalUrl } from '../../platform/canonical.ts'
import { log } from '../../platform/logger.server.ts'
import { enqueue } from '../../platform/queue/queue.server.ts'
import { defineTask } from '../../platform/queue/tasks.ts'
import { findListedJob } from '../jobs/jobs.server.ts'

const INDEXING_SCOPE = 'https://www.googleapis.com/auth/indexing'
/** Where the installed google-auth-library always sends a service account's token request. */
const GOOGLE_TOKEN_URL = 'https://oauth2.googleapis.com/token'
const REQUEST_TIMEOUT_MS = 10_000

export type IndexingNoticeType = 'URL_UPDATED' | 'URL_DELETED'

/**
 * One notice per job at a time: `stately` keeps one waiting and one running per job, so a burst of
 * changes sends at most two notices, and a change while one is being sent is never lost.
 */
export const googleIndexingNotice = defineTask<{ jobId: number }>({
	name: 'google-indexing',
	policy: 'stately',
	key: ({ jobId }) => `job-${jobId}`,
	retry: () => ({ retryLimit: 5, retryDelay: 60, retryBackoff: true, retryDelayMax: 3600, expireInSeconds: 60 }),
	handler: (em, { jobId }) => publishIndexingNotice(em, jobId),
})

/** Queues the job's notice in the caller's transaction; nothing when the Indexing API is not configured. */
export async function queueIndexingNotice(em: EntityManager, jobId: number) {
	if (!config.googleIndexingCredentials) return
	await enqueue(em, googleIndexingNotice, { jobId })
}

/** Sends what the job's page is now; returns the notice sent, or null when the API was turned off since. */
export async function publishIndexingNotice(em: EntityManager, jobId: number) {
	const credentials = config.googleIndexingCredentials
	if (!credentials) return null
	const type: IndexingNoticeType = (await findListedJob(em, jobId)) ? 'URL_UPDATED' : 'URL_DELETED'
	const notice = { url: canonicalUrl(config.appOrigin, `/jobs/${jobId}`), type }
	try {
		await indexingClient(credentials).request({
			url: config.googleIndexingEndpoint,
			method: 'POST',
			data: notice,
			timeout: REQUEST_TIMEOUT_MS,
			retry: false,
		})
	} catch (error) {
		const status = (error as { status?: number; response?: { status?: number } }).response?.status
		// Refused for good (a key without access to the site, a malformed notice): retrying cannot help.
		if (status !== undefined && status >= 400 && status < 500 && status !== 408 && status !== 429) {
			log().error({ err: error, jobId, status }, 'The Indexing API refused a notice')
			return null
		}
		throw error
	}
	return notice
}

/** One client per service account in a process, so its access token is reused until it expires. */
const clients = new Map<string, JWT>()

function indexingClient(credentials: ServiceAccount) {
	const key = `${credentials.client_email}\n${credentials.token_uri ?? ''}\n${credentials.private_key}`
	let client = clients.get(key)
	if (!client) {
		const tokenUri = credentials.token_uri
		client = new JWT({
			email: credentials.client_email,
			key: credentials.private_key,
			scopes: [INDEXING_SCOPE],
			// google-auth-library 10 sends a service account's token request to Google's URL whatever the
			// key's token_uri says; the key's own token_uri is honoured here (a stand-in's, in tests).
			transporterOptions:
				tokenUri && tokenUri !== GOOGLE_TOKEN_URL
					? {
							fetchImplementation: (input, init) => fetch(String(input) === GOOGLE_TOKEN_URL ? tokenUri : input, init),
						}
					: undefined,
		})
		clients.set(key, client)
	}
	return client
}
