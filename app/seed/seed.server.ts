import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../models/application.ts'
import { Job } from '../models/job.ts'
import { JobInteraction } from '../models/job-interaction.ts'
import { QuickApplyProfile } from '../models/quick-apply-profile.ts'
import { SavedJob } from '../models/saved-job.ts'
import { User } from '../models/user.ts'
import { UserPreferences } from '../models/user-preferences.ts'
import {
	SEED_APPLICATIONS,
	SEED_EMPLOYERS,
	SEED_JOBS,
	SEED_PASSWORD,
	SEED_SEEKER,
	type EmployerKey,
	type SeedJob,
} from './data.ts'
import { seedBlog } from './blog.ts'
import { seedCareerPaths } from './career-paths.ts'
import { seedCourses } from './courses.ts'
import { seedDirectory } from './directory.ts'
import { seedEnrolments } from './enrolments.ts'
import { seedJobAlerts } from './job-alerts.ts'
import { seedJobHistory } from './job-history.ts'
import { profileSnapshotOf } from '../features/applying/quick-apply-application.server.ts'
import { createJob } from '../features/jobs/jobs.server.ts'
import { storeSkillsOfJobs } from '../features/skills/job-skills.server.ts'
import { matchOlderSeekerSkills } from '../features/skills/skills-backfill.server.ts'
import { createUser } from '../platform/users.server.ts'
import { profileFieldsOf } from '../features/applying/quick-apply-schema.ts'
import { seedReviews } from './reviews.ts'
import { seedSalaryHistory } from './salary-history.ts'
import { seedSkills } from './skills.ts'
import { seedStages } from './stages.ts'
import { seedApplicants } from './applicants.ts'
import { seedTalentPool } from './talent.ts'

/** The demo accounts of a new install; their passwords are in the README. */
export const DEMO_ACCOUNTS = {
	employer: {
		email: 'employer@demo.warringtonjobs.co.uk',
		password: 'warrington-demo',
		firstName: 'Sarah',
		lastName: 'Whitfield',
		userType: 'employer',
	},
	seeker: {
		email: 'seeker@demo.warringtonjobs.co.uk',
		password: 'warrington-demo',
		firstName: 'James',
		lastName: 'Holden',
		userType: 'employee',
	},
	admin: {
		email: 'admin@demo.warringtonjobs.co.uk',
		password: 'warrington-admin',
		firstName: 'Priya',
		lastName: 'Shah',
		userType: 'admin',
	},
} as const

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR
const SPONSORSHIP_DAYS = { '7days': 7, '30days': 30 } as const
/** Jobs without a fixed age are spread over this many hours before the seed runs. */
const SPREAD_HOURS = 29 * 24

/**
 * Fills an empty database with demo data: the demo accounts, the local employers and their
 * jobs, a few applications to the demo employer's jobs, and the demo job seeker's Quick Apply
 * profile, preferences, saved jobs, viewed jobs and applications. Does nothing once any user exists.
 * Everything is written in one transaction, so a failed seed leaves the database empty and
 * the next start tries again.
 */
export async function seedIfEmpty(em: EntityManager, now = new Date()) {
	if ((await em.count(User, {})) > 0) return false
	await em.transactional(async (tx) => {
		const users = new Map<string, User>()
		// The demo accounts' addresses count as proven (decision 183): their alerts and notices are mailed.
		for (const account of Object.values(DEMO_ACCOUNTS))
			users.set(account.email, await createUser(tx, { ...account, emailVerifiedAt: now }))
		const employers = new Map<EmployerKey, User>()
		for (const [key, employer] of Object.entries(SEED_EMPLOYERS) as [
			EmployerKey,
			(typeof SEED_EMPLOYERS)[EmployerKey],
		][]) {
			const user =
				users.get(employer.email) ??
				(await createUser(tx, {
					email: employer.email,
					password: SEED_PASSWORD,
					firstName: employer.firstName,
					lastName: employer.lastName,
					userType: 'employer',
					emailVerifiedAt: now,
				}))
			employers.set(key, user)
		}

		const ages = seededAges(SEED_JOBS.length)
		const jobsByTitle = new Map<string, Job>()
		for (const [index, seed] of SEED_JOBS.entries()) {
			const employer = SEED_EMPLOYERS[seed.employer]
			const postedAt = new Date(now.getTime() - (seed.ageHours !== undefined ? seed.ageHours * HOUR : ages[index]!))
			const job = await createJob(
				tx,
				employers.get(seed.employer)!,
				{
					title: seed.title,
					company: seed.company ?? employer.company,
					location: seed.location,
					salary: seed.salary,
					description: describe(seed),
					jobType: seed.jobType,
					industry: seed.industry,
					contactEmail: employer.email,
				},
				postedAt,
			)
			if (seed.sponsorship) {
				job.isSponsored = true
				job.sponsorshipType = seed.sponsorship
				job.sponsorshipExpiresAt = new Date(postedAt.getTime() + SPONSORSHIP_DAYS[seed.sponsorship] * DAY)
			}
			if (seed.inactive) job.isActive = false
			jobsByTitle.set(seed.title, job)
		}

		await seedSalaryHistory(tx, employers, now)

		const seeker = users.get(DEMO_ACCOUNTS.seeker.email)!
		const job = (title: string) => {
			const found = jobsByTitle.get(title)
			if (!found) throw new Error(`Seed: no job titled "${title}"`)
			return found
		}
		for (const application of SEED_APPLICATIONS) {
			const applied = job(application.jobTitle)
			tx.create(Application, {
				job: applied,
				user: application.fromDemoSeeker ? seeker : null,
				applicantName: application.applicantName,
				applicantEmail: application.applicantEmail,
				message: application.message,
				appliedAt: new Date(Math.min(applied.postedAt.getTime() + application.hoursAfterPosting * HOUR, now.getTime())),
			})
		}
		seedApplicants(tx, job, now)
		seedSeeker(tx, seeker, job, now)
		seedSkills(tx, seeker, now)
		seedJobHistory(tx, employers, now)
		await seedBlog(tx, now)
		await seedReviews(tx, now)
		seedDirectory(tx, seeker, users.get(DEMO_ACCOUNTS.admin.email)!, now)
		seedTalentPool(tx, now)
		const courses = seedCourses(tx, now)
		seedCareerPaths(tx, seeker, [...courses.values()], now)
		await seedEnrolments(tx, seeker, courses, now)
		await seedJobAlerts(tx, seeker, now)
		await tx.flush()
		// Each advert's boilerplate is what its employer repeats in the others (decision 199): now that
		// every seeded advert is stored, their skills are found again against all of them.
		await storeSkillsOfJobs(
			tx,
			await tx.find(Job, {}, { fields: ['title', 'description', 'user'], orderBy: { id: 'asc' } }),
		)
		for (let matched = -1; matched !== 0;) matched = await matchOlderSeekerSkills(tx)
		await seedStages(tx, seeker, now)
	})
	return true
}

/**
 * The demo job seeker's own data. A time before the job was posted (a job's age in the data
 * changed) moves to just after the posting, so nothing happens to a job before it exists.
 */
function seedSeeker(tx: EntityManager, seeker: User, job: (title: string) => Job, now: Date) {
	const at = (listed: Job, hoursAgo: number) =>
		new Date(Math.min(now.getTime(), Math.max(listed.postedAt.getTime() + HOUR / 2, now.getTime() - hoursAgo * HOUR)))
	tx.create(QuickApplyProfile, {
		user: seeker,
		...profileFieldsOf(SEED_SEEKER.quickApply),
	})
	const { preferences } = SEED_SEEKER
	tx.create(UserPreferences, {
		user: seeker,
		preferredJobTypes: [...preferences.preferredJobTypes],
		preferredIndustries: [...preferences.preferredIndustries],
		preferredLocations: [...preferences.preferredLocations],
		salaryMin: preferences.salaryMin,
		salaryMax: preferences.salaryMax,
	})
	const profile = SEED_SEEKER.quickApply
	// What a Quick Apply keeps of the profile (the applications service's own snapshot; no video).
	const snapshot = profileSnapshotOf(profile)
	const viewed = (listed: Job, firstAt: Date) =>
		tx.create(JobInteraction, {
			user: seeker,
			job: listed,
			interactionType: 'view',
			times: 1,
			firstAt,
			lastAt: firstAt,
		})
	for (const application of SEED_SEEKER.applications) {
		const applied = job(application.jobTitle)
		const appliedAt = at(applied, application.hoursAgo)
		viewed(applied, appliedAt)
		const quick = 'quick' in application && application.quick
		tx.create(Application, {
			job: applied,
			user: seeker,
			applicantName: profile.fullName,
			applicantEmail: seeker.email,
			message: application.message,
			coveringLetter: application.coveringLetter ?? profile.defaultCoverLetter,
			kind: quick ? 'quick' : 'custom',
			profileSnapshot: quick ? snapshot : null,
			appliedAt,
		})
	}
	for (const saved of SEED_SEEKER.saved) {
		const savedJob = job(saved.jobTitle)
		const savedAt = at(savedJob, saved.hoursAgo)
		tx.create(SavedJob, { user: seeker, job: savedJob, savedAt })
		viewed(savedJob, savedAt)
		tx.create(JobInteraction, {
			user: seeker,
			job: savedJob,
			interactionType: 'save',
			times: 1,
			firstAt: savedAt,
			lastAt: savedAt,
		})
	}
	for (const view of SEED_SEEKER.viewed) {
		const seen = job(view.jobTitle)
		const lastAt = at(seen, view.hoursAgo)
		tx.create(JobInteraction, {
			user: seeker,
			job: seen,
			interactionType: 'view',
			times: view.times,
			firstAt: at(seen, view.hoursAgo + 24 * (view.times - 1)),
			lastAt,
		})
	}
}

/** An advert's text: what the job is, what it involves, then about the employer and its benefits. */
function describe(seed: SeedJob) {
	const employer = SEED_EMPLOYERS[seed.employer]
	return [seed.summary, seed.role, employer.about, employer.benefits].filter(Boolean).join('\n\n')
}

/**
 * Posting ages in milliseconds, the same on every install: a seeded generator (mulberry32),
 * skewed towards recent days the way a living board looks.
 */
function seededAges(count: number) {
	let state = 20_261_122
	const next = () => {
		state = (state + 0x6d2b79f5) | 0
		let t = Math.imul(state ^ (state >>> 15), 1 | state)
		t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t
		return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296
	}
	return Array.from({ length: count }, () => Math.floor(next() ** 1.5 * SPREAD_HOURS * HOUR) + HOUR)
}
