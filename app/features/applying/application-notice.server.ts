import type { EntityManager } from '@mikro-orm/postgresql'
import { createElement } from 'react'
import type { Application } from '../../models/application.ts'
import type { Job } from '../../models/job.ts'
import { User } from '../../models/user.ts'
import { config } from '../../platform/config.server.ts'
import { sendMail } from '../../platform/mail.server.ts'
import { renderMail } from '../../platform/mail/render.server.ts'
import { NewApplicationMail } from './mails/new-application.ts'
import { RepeatApplicationMail } from './mails/repeat-application.ts'
import { isVerified } from '../../platform/users.server.ts'
import { hit, RateLimitedError, RATE_LIMITS } from '../../platform/rate-limit.server.ts'
import { formatLongDate } from '../../ui/format.ts'

/**
 * Tells the job's employer about a new application: the job, who applied and where to read it.
 * Never the CV itself: that stays behind the dashboard's sign-in. The mail is delivered after the
 * request (decision 155): a mail server that refuses it never undoes the application. Nothing is
 * sent while the employer's address is unverified (decision 183): the dashboard still lists it.
 */
export async function notifyEmployer(em: EntityManager, job: Job, application: Application) {
	const employer = await em.findOne(User, job.user.id)
	if (!employer || !isVerified(employer)) return
	const dashboard = `${config.appOrigin}/employer-dashboard?applications=${job.id}#job-${job.id}`
	const mail = await renderMail(
		createElement(NewApplicationMail, {
			firstName: employer.firstName,
			applicantName: application.applicantName,
			applicantEmail: application.applicantEmail,
			jobTitle: job.title,
			company: job.company,
			quickApply: application.kind === 'quick',
			withCv: Boolean(application.cvFile),
			dashboardUrl: dashboard,
			origin: config.appOrigin,
		}),
	)
	await sendMail(em, { to: employer.email, subject: `New application for ${job.title}`, ...mail })
}

/**
 * Tells an email address that an application for a job was sent again with it, and not passed
 * on: the sender was answered as for a new application, so that nobody learns from the page
 * whether an address applied, or when. Only the address's owner reads the date.
 * One notice per job and address a day: sending the form again and again cannot fill an inbox.
 */
export async function notifyApplicantOfRepeat(em: EntityManager, job: Job, email: string, firstAppliedAt: Date) {
	try {
		await hit(em, RATE_LIMITS.repeatNoticePerJobAddress, `${job.id}:${email.toLowerCase()}`)
	} catch (error) {
		if (error instanceof RateLimitedError) return
		throw error
	}
	const mail = await renderMail(
		createElement(RepeatApplicationMail, {
			jobTitle: job.title,
			company: job.company,
			firstAppliedOn: formatLongDate(firstAppliedAt),
			origin: config.appOrigin,
		}),
	)
	await sendMail(em, { to: email, subject: `Your application for ${job.title}`, ...mail })
}
