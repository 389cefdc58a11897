// The employer's mail when the sync pauses their source after repeated failures (sync.server.ts).
import type { EntityManager } from '@mikro-orm/postgresql'
import { createElement } from 'react'
import type { JobSource } from '../../models/job-source.ts'
import type { User } from '../../models/user.ts'
import { config } from '../../platform/config.server.ts'
import { sendMail } from '../../platform/mail.server.ts'
import { renderMail } from '../../platform/mail/render.server.ts'
import { isVerified } from '../../platform/users.server.ts'
import { SourcePausedMail } from './mails/source-paused.ts'

/**
 * Queues the mail in the caller's transaction; false when the employer's address is unverified
 * (nothing but verification and resets go to an unproven address, decision 183).
 */
export async function mailSourcePaused(em: EntityManager, source: JobSource, employer: User) {
	if (!isVerified(employer)) return false
	const mail = await renderMail(
		createElement(SourcePausedMail, {
			firstName: employer.firstName,
			sourceUrl: source.url,
			failures: source.consecutiveFailures,
			error: source.lastError ?? 'The address could not be read.',
			sourcesUrl: `${config.appOrigin}/employer-dashboard/job-sources`,
			origin: config.appOrigin,
		}),
	)
	await sendMail(em, { to: employer.email, subject: 'We have paused one of your job sources', ...mail })
	return true
}
