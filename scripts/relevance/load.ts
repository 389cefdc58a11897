// Loads the relevance corpus the way adverts reach the live board: each employer an account of
// its own, each advert posted through `postJob` (the service the post-a-job form and
// `POST /api/jobs` use, so whatever it stores with a job is stored here too), and a sponsored
// advert given the sponsorship a paid Premium plan grants (applyPayment in payments.server.ts).
import type { EntityManager } from '@mikro-orm/postgresql'
import { Job } from '../../app/models/job.ts'
import { postJob } from '../../app/features/jobs/jobs.server.ts'
import { paidPlan } from '../../app/features/payments/plans.ts'
import { createUser } from '../../app/platform/users.server.ts'
import type { Advert } from './corpus.ts'
import { EMPLOYERS } from './employers.ts'

const DAY_MS = 24 * 60 * 60 * 1000
const MINUTE_MS = 60 * 1000

/** Posts every advert, in order, as of `now`; returns each job's role key by job id. */
export async function loadCorpus(em: EntityManager, adverts: readonly Advert[], now = new Date()) {
	const owners = new Map<string, Awaited<ReturnType<typeof createUser>>>()
	for (const employer of EMPLOYERS) {
		const tx = em.fork()
		owners.set(
			employer.name,
			await createUser(tx, {
				email: employer.email,
				password: 'relevance-bench-employer',
				firstName: 'Hiring',
				lastName: 'Manager',
				userType: 'employer',
				emailVerifiedAt: now,
			}),
		)
	}
	const premium = paidPlan('30days')!
	const roleOf = new Map<number, string>()
	for (const advert of adverts) {
		const tx = em.fork()
		const postedAt = new Date(now.getTime() - advert.ageMinutes * MINUTE_MS)
		const job = await postJob(
			tx,
			owners.get(advert.company)!,
			{
				title: advert.title,
				company: advert.company,
				location: advert.location,
				salary: advert.salary,
				description: advert.description,
				jobType: advert.jobType,
				industry: advert.industry,
				contactEmail: advert.contactEmail,
			},
			postedAt,
		)
		if (advert.sponsored) await sponsor(tx, job.id, premium.durationDays, now)
		roleOf.set(job.id, advert.role)
	}
	return roleOf
}

/** What a verified payment for a Premium plan of `days` sets on a job that had no sponsorship. */
async function sponsor(em: EntityManager, jobId: number, days: number, now: Date) {
	const job = await em.findOneOrFail(Job, { id: jobId })
	job.isSponsored = true
	job.sponsorshipType = '30days'
	job.sponsorshipExpiresAt = new Date(now.getTime() + days * DAY_MS)
	if (job.expiresAt < job.sponsorshipExpiresAt) job.expiresAt = job.sponsorshipExpiresAt
	await em.flush()
}
