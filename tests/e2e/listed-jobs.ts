// Jobs written straight into the e2e database, as the post form would list them: quicker than
// posting each through the browser, and free to set what the form cannot (age, expiry, sponsorship).
import { parseSalary } from '../../app/features/jobs/salary.ts'
import { DEMO, queryE2eDatabase } from './helpers.ts'

export const HOUR = 60 * 60 * 1000
export const DAY = 24 * HOUR

export type ListedJob = {
	title: string
	company?: string
	location?: string
	/** The employer's salary text (null: none given); the pence and period are parsed from it as on save. */
	salary?: string | null
	description?: string
	jobType?: string
	industry?: string
	contactEmail?: string
	isActive?: boolean
	/** How long ago it was posted, in milliseconds. */
	age?: number
	/** How long until its listing ends, in milliseconds (negative: it already has). */
	expiresIn?: number
	sponsorship?: { type: '7days' | '30days'; endsAt: Date } | null
}

/** Lists one job for the account with email `owner` (the seeded demo employer unless given); its id. */
export async function listJob(job: ListedJob, owner: string = DEMO.employer.email) {
	const salary = job.salary === undefined ? '£24,000' : job.salary
	const parsed = parseSalary(salary)
	const sponsorship = job.sponsorship ?? null
	const [row] = await queryE2eDatabase<{ id: number }>(
		`insert into job (title, company, location, salary, description, job_type, industry, contact_email, is_active, posted_at,
			expires_at, user_id, is_sponsored, sponsorship_type, sponsorship_expires_at, salary_min_pence, salary_max_pence,
			salary_period, created_at, updated_at)
		 select $1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, id, $12, $13, $14, $15, $16, $17, now(), now()
		 from "user" where email = $18 returning id`,
		[
			job.title,
			job.company ?? 'Cheshire Test Employers Ltd',
			job.location ?? 'Birchwood',
			salary,
			job.description ?? 'A role with a friendly local team in Warrington. Full training given.',
			job.jobType ?? 'Full-time',
			job.industry ?? 'Retail',
			job.contactEmail ?? 'jobs@cheshire-test-employers.co.uk',
			job.isActive ?? true,
			new Date(Date.now() - (job.age ?? HOUR)),
			new Date(Date.now() + (job.expiresIn ?? 30 * DAY)),
			sponsorship !== null,
			sponsorship?.type ?? null,
			sponsorship?.endsAt ?? null,
			parsed?.minPence ?? null,
			parsed?.maxPence ?? null,
			parsed?.period ?? null,
			owner,
		],
	)
	if (!row) throw new Error(`No account ${owner} to list "${job.title}" for`)
	return row.id
}

/** Lists these jobs one after another (so their ids run in the same order) for `owner`; their ids. */
export async function listJobs(jobs: ListedJob[], owner?: string) {
	const ids: number[] = []
	for (const job of jobs) ids.push(await listJob(job, owner))
	return ids
}

/** A care job of the seeded demo employer; its id. */
export function listCareJobTitled(title: string) {
	return listJob({
		title,
		company: 'Stockton Heath Care Ltd',
		location: 'Stockton Heath',
		description: 'Caring for older people in their own homes around Stockton Heath.',
		industry: 'Healthcare',
		contactEmail: 'jobs@stocktonheathcare.co.uk',
	})
}
