import type { EntityManager } from '@mikro-orm/postgresql'
import type { Application } from '../models/application.ts'
import type { Job } from '../models/job.ts'
import { User } from '../models/user.ts'
import { config } from '../platform/config.server.ts'
import { sendMail } from '../platform/mail.server.ts'
import { log } from '../platform/logger.server.ts'

/**
 * Tells the job's employer about a new application: the job, who applied and where to read it.
 * Never the CV itself: that stays behind the dashboard's sign-in. A mail failure does not undo
 * the application, which the dashboard shows either way.
 */
export async function notifyEmployer(em: EntityManager, job: Job, application: Application) {
	const employer = await em.findOne(User, job.user.id)
	if (!employer) return
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
	try {
		await sendMail(em, { to: employer.email, subject: `New application for ${job.title}`, text: lines.join('\n') })
	} catch (error) {
		log().error(
			{ err: error, employerId: employer.id, applicationId: application.id },
			'Could not email the employer about an application',
		)
	}
}
