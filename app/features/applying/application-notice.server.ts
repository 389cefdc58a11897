import type { EntityManager } from '@mikro-orm/postgresql'
import type { Application } from '../../models/application.ts'
import type { Job } from '../../models/job.ts'
import { User } from '../../models/user.ts'
import { config } from '../../platform/config.server.ts'
import { sendMail } from '../../platform/mail.server.ts'
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
	const lines = [
		`Hello ${employer.firstName},`,
		'',
		`${application.applicantName} has applied for ${job.title} at ${job.company}${application.kind === 'quick' ? ' with Quick Apply' : ''}.`,
		'',
		`Name: ${application.applicantName}`,
		`Email: ${application.applicantEmail}`,
		`CV attached: ${application.cvFile ? 'yes' : 'no'}`,
		'',
		`Read the application${application.cvFile ? ' and download the CV' : ''} on your dashboard:`,
		dashboard,
		'',
		'Warrington Jobs',
	]
	await sendMail(em, { to: employer.email, subject: `New application for ${job.title}`, text: lines.join('\n') })
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
	const lines = [
		'Hello,',
		'',
		`Someone, perhaps you, has just applied for ${job.title} at ${job.company} on Warrington Jobs with this email address.`,
		'',
		`This address had already applied for this job on ${formatLongDate(firstAppliedAt)}. That application stands, and the new one was not sent to the employer. The person applying was not told that this address had applied before.`,
		'',
		'If this was not you, you need do nothing.',
		'',
		'Warrington Jobs',
	]
	await sendMail(em, { to: email, subject: `Your application for ${job.title}`, text: lines.join('\n') })
}
