// The mail an applicant gets when the employer moves their application (decision 162): what the
// stage means for them, the employer's note, and, for a rejection, kind words and a way on.
import type { EntityManager } from '@mikro-orm/postgresql'
import { createElement } from 'react'
import type { Application } from '../../models/application.ts'
import { config } from '../../platform/config.server.ts'
import { User } from '../../models/user.ts'
import { sendMail } from '../../platform/mail.server.ts'
import { renderMail } from '../../platform/mail/render.server.ts'
import { ApplicationStageMail } from './mails/application-stage.ts'
import { isVerified } from '../../platform/users.server.ts'
import { STAGE_LABELS, type ApplicationStage, type StageMove } from './application-stages.ts'

/**
 * Received and Reviewed are the employer's own bookkeeping (often set in passing, or to undo a
 * move): they mail the applicant only when the employer wrote them a note. Every other move mails.
 */
export function mailsApplicant(move: StageMove) {
	return Boolean(move.note) || (move.stage !== 'received' && move.stage !== 'reviewed')
}

/** What each stage means, as one sentence to the applicant about `job` at `company`. */
const NEWS: Record<Exclude<ApplicationStage, 'rejected'>, (job: string, company: string) => string> = {
	received: (job, company) => `${company} has marked your application for ${job} as received.`,
	reviewed: (job, company) => `${company} has read your application for ${job}.`,
	shortlisted: (job, company) =>
		`Good news: ${company} has shortlisted you for ${job}. They may be in touch about the next step.`,
	interviewing: (job, company) =>
		`${company} would like to interview you for ${job}. If they have not been in touch yet about a time, they will be soon.`,
	offered: (job, company) => `Congratulations: ${company} is offering you the job of ${job}.`,
	hired: (job, company) => `Congratulations on your new job: ${company} has marked you as hired for ${job}.`,
}

/**
 * Sends the applicant the news of a move; false when nothing is sent because the application is an
 * account's whose address is unverified (decision 183). Throws when the mail cannot be queued.
 */
export async function notifyApplicantOfStage(em: EntityManager, application: Application, move: StageMove) {
	const account = application.user ? await em.findOne(User, application.user.id) : null
	if (account && !isVerified(account)) return false
	const job = application.jobTitle ?? 'the job'
	const company = application.jobCompany ?? 'The employer'
	const name = application.applicantName.split(/\s+/)[0] || 'there'
	const rejected = move.stage === 'rejected'
	const news =
		move.stage === 'rejected'
			? [
					`Thank you for applying for ${job} at ${company}, and for the time you put into it.`,
					`${company} has decided not to take your application further this time. Employers often have many good applicants for one job, and this says nothing about what you can do.`,
				]
			: [NEWS[move.stage](job, company)]
	const subject = rejected ? `Your application for ${job}` : `Your application for ${job}: ${STAGE_LABELS[move.stage]}`
	const mail = await renderMail(
		createElement(ApplicationStageMail, {
			heading: subject,
			firstName: name,
			news,
			company,
			note: move.note || null,
			rejected,
			dashboardUrl: application.user ? `${config.appOrigin}/employee-dashboard` : null,
			origin: config.appOrigin,
		}),
	)
	await sendMail(em, { to: application.applicantEmail, subject, ...mail })
	return true
}
