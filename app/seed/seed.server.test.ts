import type { EntityManager } from '@mikro-orm/postgresql'
import { beforeAll, describe, expect, test } from 'vitest'
import { freshEm } from '../../tests/fixtures/route.ts'
import { Application } from '../models/application.ts'
import { ApplicationStageChange } from '../models/application-stage-change.ts'
import { Job } from '../models/job.ts'
import { JobInteraction } from '../models/job-interaction.ts'
import { QuickApplyProfile } from '../models/quick-apply-profile.ts'
import { SavedJob } from '../models/saved-job.ts'
import { User } from '../models/user.ts'
import { UserPreferences } from '../models/user-preferences.ts'
import { applicationBadge } from '../features/seeker-dashboard/application-badge.ts'
import { LISTING_INDUSTRIES, POST_AREAS, POST_JOB_TYPES } from '../features/jobs/job-options.ts'
import {
	PREFERENCE_INDUSTRIES,
	PREFERENCE_JOB_TYPES,
	PREFERENCE_LOCATIONS,
} from '../features/recommendations/seeker-options.ts'
import { JobSearchSchema } from '../features/jobs/job-search.ts'
import { searchJobs } from '../features/jobs/job-search.server.ts'
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed.server.ts'
import { SEED_EMPLOYERS, SEED_JOBS } from './data.ts'
import { PAST_JOBS_PER_WINDOW } from './job-history.ts'
import { inSalaryHistory, SALARY_HISTORY } from './salary-history.ts'
import { marketInsights } from '../features/insights/market.server.ts'
import { marketTrends } from '../features/insights/market-trends.server.ts'
import { verifyLogin } from '../platform/users.server.ts'
import { CompanyReview } from '../models/company-review.ts'
import { companyProfile } from '../features/reviews/reviews.server.ts'
import { reviewDate } from '../features/reviews/review-schema.ts'
import { taxonomy } from '../features/skills/taxonomy.server.ts'
import { SEED_REVIEWS } from './reviews.ts'
import { skillsOf } from '../features/profile/skills.server.ts'
import { careerPathsOf } from '../features/careers/career-paths.server.ts'
import { trainingOf } from '../features/profile/training-history.server.ts'
import { todayInUk } from '../features/profile/skill-schemas.ts'

let em: EntityManager
let jobs: Job[]
const now = new Date()

beforeAll(async () => {
	em = await freshEm()
	expect(await seedIfEmpty(em, now)).toBe(true)
	jobs = await em.fork().find(Job, {}, { populate: ['user'] })
})

describe('seedIfEmpty', () => {
	test('seeds once', async () => {
		expect(await seedIfEmpty(em.fork())).toBe(false)
		expect(await em.fork().count(Job, {})).toBe(jobs.length)
	})

	test('lists at least 150 jobs across every area, job type and industry', async () => {
		const listed = jobs.filter((job) => job.isActive && job.expiresAt > now)
		expect(listed.length).toBeGreaterThanOrEqual(150)
		expect(new Set(listed.map((job) => job.location))).toEqual(new Set(POST_AREAS))
		expect(new Set(listed.map((job) => job.jobType))).toEqual(new Set(POST_JOB_TYPES))
		const industries = new Set(listed.map((job) => job.industry))
		for (const industry of [...LISTING_INDUSTRIES, 'Other']) expect(industries, industry).toContain(industry)
		const search = await searchJobs(em.fork(), JobSearchSchema.parse({}))
		expect(search.total).toBe(listed.length)
	})

	test('salaries come yearly, hourly and unstated, parsed for filters', () => {
		expect(jobs.filter((job) => job.salaryPeriod === 'year').length).toBeGreaterThan(40)
		expect(jobs.filter((job) => job.salaryPeriod === 'hour').length).toBeGreaterThan(40)
		expect(
			jobs.filter((job) => job.salary === 'Competitive' && job.salaryAnnualMin === null).length,
		).toBeGreaterThanOrEqual(2)
		expect(jobs.some((job) => /^£\d{2},\d{3} - £\d{2},\d{3}$/.test(job.salary ?? ''))).toBe(true)
		expect(jobs.some((job) => /^£\d+\.\d{2} - £\d+\.\d{2} per hour$/.test(job.salary ?? ''))).toBe(true)
	})

	test('posting dates spread over the last month, each listed for 30 days', () => {
		const ageHours = (job: Job) => (now.getTime() - job.postedAt.getTime()) / 3_600_000
		const current = jobs.filter((job) => job.expiresAt > now)
		expect(current.length).toBe(SEED_JOBS.length)
		expect(current.filter((job) => ageHours(job) <= 24).length).toBeGreaterThanOrEqual(8)
		expect(current.filter((job) => ageHours(job) > 7 * 24).length).toBeGreaterThan(50)
		expect(Math.max(...current.map(ageHours))).toBeLessThan(30 * 24)
		for (const job of jobs) expect(job.expiresAt.getTime() - job.postedAt.getTime()).toBe(30 * 24 * 3_600_000)
	})

	test('a history of past jobs, 30 to 180 days old, none listed, none the demo employer’s (decision 130)', async () => {
		const ageDays = (job: Job) => (now.getTime() - job.postedAt.getTime()) / 86_400_000
		const past = jobs.filter((job) => job.expiresAt <= now && !inSalaryHistory(job))
		expect(past.length).toBe(PAST_JOBS_PER_WINDOW.reduce((sum, count) => sum + count, 0))
		for (const job of past) {
			expect(ageDays(job)).toBeGreaterThan(30)
			expect(ageDays(job)).toBeLessThan(181)
			expect(job.user.email).not.toBe(DEMO_ACCOUNTS.employer.email)
		}
		expect(past.filter((job) => !job.isActive).length).toBeGreaterThan(20)
		expect(new Set(past.map((job) => job.industry)).size).toBeGreaterThanOrEqual(15)
		// Enough behind every headline figure of the market insights: none says "Not enough data yet".
		const figures = await marketInsights(em.fork())
		// The salary history's closed jobs posted 30-60 days ago count too.
		const salaryHistoryThen = SALARY_HISTORY.filter((record) => record.closedDaysAgo < 30).length
		expect(figures.postedPrevious30Days).toBe(PAST_JOBS_PER_WINDOW[0] + salaryHistoryThen)
		expect(figures.growthRate).not.toBeNull()
		expect(figures.averageSalary).not.toBeNull()
		expect(figures.topSkills.filter((skill) => skill.growth !== null).length).toBeGreaterThanOrEqual(5)
		expect(new Set(figures.topIndustries.map((industry) => industry.trend)).size).toBeGreaterThan(1)
		const trends = await marketTrends(em.fork())
		expect(trends.overall.filter((month) => month.jobsPosted > 0).length).toBe(6)
	})

	test('a few jobs have a running sponsorship', () => {
		const sponsored = jobs.filter((job) => job.isSponsored)
		expect(sponsored.length).toBeGreaterThanOrEqual(4)
		expect(new Set(sponsored.map((job) => job.sponsorshipType))).toEqual(new Set(['7days', '30days']))
		for (const job of sponsored) expect(job.sponsorshipExpiresAt!.getTime()).toBeGreaterThan(now.getTime())
	})

	test('several employers post; the demo employer has active and inactive jobs with applications', async () => {
		const owners = new Set(jobs.map((job) => job.user.email))
		expect(owners).toEqual(new Set(Object.values(SEED_EMPLOYERS).map((employer) => employer.email)))
		const employer = await em.fork().findOneOrFail(User, { email: DEMO_ACCOUNTS.employer.email })
		const own = jobs.filter((job) => job.user.id === employer.id)
		expect(own.some((job) => !job.isActive)).toBe(true)
		const applications = await em.fork().find(Application, { job: { user: employer } }, { populate: ['job'] })
		expect(applications.length).toBeGreaterThanOrEqual(5)
		const all = await em.fork().find(Application, {}, { populate: ['job'] })
		for (const application of all) {
			expect(application.appliedAt.getTime()).toBeGreaterThanOrEqual(application.job!.postedAt.getTime())
			expect(application.appliedAt.getTime()).toBeLessThanOrEqual(now.getTime())
		}
	})

	test('the demo job seeker lists 4 skills (one certified, still in date) and 2 training records, none verified', async () => {
		const seeker = await em.fork().findOneOrFail(User, { email: DEMO_ACCOUNTS.seeker.email })
		const skills = (await skillsOf(em.fork(), seeker)).items
		expect(skills).toHaveLength(4)
		expect(skills.every((skill) => !skill.isVerified)).toBe(true)
		const forklift = skills.find((skill) => skill.skillName === 'Counterbalance forklift')!
		expect(forklift.certificationExpiry! > todayInUk(now)).toBe(true)
		const training = (await trainingOf(em.fork(), seeker)).items
		expect(training.map((record) => record.trainingTitle)).toEqual([
			'Level 2 Food Hygiene and Safety',
			'Counterbalance Forklift Novice Course (RTITB)',
		])
		expect(training[0]!.skillsLearned).toContain('Allergen awareness')
	})

	test('the demo job seeker has a career path, warehouse operative to care assistant, in progress with courses (decision 151)', async () => {
		const seeker = await em.fork().findOneOrFail(User, { email: DEMO_ACCOUNTS.seeker.email })
		const [path, ...others] = (await careerPathsOf(em.fork(), seeker)).items
		expect(others).toEqual([])
		expect(path).toMatchObject({
			currentRole: 'Warehouse Operative',
			targetRole: 'Care Assistant',
			progressStatus: 'in_progress',
		})
		expect(path!.milestones.map((m) => [m.title, m.isCompleted])).toEqual([
			['Gain: Person-centred care', true],
			['Gain: Infection control', false],
			['Gain: Safeguarding adults', false],
			['Gain: Moving and handling', false],
			['Apply for Care Assistant roles', false],
		])
		expect(path!.recommendedCourses.map((course) => course.title)).toContain('The Care Certificate')
	})

	test('the demo job seeker has a Quick Apply profile, preferences, saved and viewed jobs, and applications of every badge', async () => {
		const fork = em.fork()
		const seeker = await fork.findOneOrFail(User, { email: DEMO_ACCOUNTS.seeker.email })
		const profile = await fork.findOneOrFail(QuickApplyProfile, { user: seeker })
		expect(profile.fullName).toBe('James Holden')
		expect(profile.currentJobTitle).toBe('Warehouse Operative')
		expect(profile.skills.length).toBeGreaterThanOrEqual(5)
		expect(profile.qualifications.length).toBeGreaterThanOrEqual(3)
		expect(profile.defaultCoverLetter!.length).toBeGreaterThanOrEqual(10)
		expect(profile.videoPitchFile).toBeNull()

		const preferences = await fork.findOneOrFail(UserPreferences, { user: seeker })
		for (const type of preferences.preferredJobTypes) expect(PREFERENCE_JOB_TYPES).toContain(type)
		for (const industry of preferences.preferredIndustries) expect(PREFERENCE_INDUSTRIES).toContain(industry)
		for (const area of preferences.preferredLocations) expect(PREFERENCE_LOCATIONS).toContain(area)
		expect(preferences.salaryMin!).toBeLessThan(preferences.salaryMax!)

		const applications = await fork.find(Application, { user: seeker }, { populate: ['job'] })
		expect(applications.length).toBeGreaterThanOrEqual(3)
		for (const application of applications) expect(application.applicantEmail).toBe(seeker.email)
		const quick = applications.filter((application) => application.kind === 'quick')
		expect(quick).toHaveLength(1)
		expect(quick[0]!.profileSnapshot).toMatchObject({
			fullName: 'James Holden',
			currentJobTitle: 'Warehouse Operative',
			videoPitchDuration: null,
		})
		expect(new Set(applications.map((application) => applicationBadge(application.appliedAt, now)))).toEqual(
			new Set(['Just Applied', 'Pending', 'Under Review']),
		)

		const saved = await fork.find(SavedJob, { user: seeker }, { populate: ['job'] })
		expect(saved.length).toBeGreaterThanOrEqual(3)
		for (const { job, savedAt } of saved) {
			expect(job.isActive && job.expiresAt > now).toBe(true)
			expect(savedAt.getTime()).toBeGreaterThanOrEqual(job.postedAt.getTime())
		}
		const interactions = await fork.find(JobInteraction, { user: seeker }, { populate: ['job'] })
		const savesRecorded = interactions
			.filter((interaction) => interaction.interactionType === 'save')
			.map((interaction) => interaction.job.id)
		expect(new Set(savesRecorded)).toEqual(new Set(saved.map(({ job }) => job.id)))
		expect(interactions.filter((interaction) => interaction.interactionType === 'view').length).toBeGreaterThan(
			saved.length,
		)
		for (const interaction of interactions)
			expect(interaction.firstAt.getTime()).toBeLessThanOrEqual(interaction.lastAt.getTime())
	})

	test('a few applications have been moved by their job’s employer, the demo job seeker’s one shortlisted (decision 161)', async () => {
		const fork = em.fork()
		const moved = await fork.find(Application, { stage: { $ne: null } }, { populate: ['job'] })
		expect(moved.length).toBeGreaterThanOrEqual(3)
		const changes = await fork.find(ApplicationStageChange, { application: { $in: moved.map((a) => a.id) } })
		for (const application of moved) {
			const own = changes.filter((change) => change.application.id === application.id)
			expect(own.at(-1)!.stage).toBe(application.stage)
			for (const change of own) {
				expect(change.changedBy?.id).toBe(application.job!.user.id)
				expect(change.changedAt.getTime()).toBeGreaterThanOrEqual(application.appliedAt.getTime())
				expect(change.changedAt.getTime()).toBeLessThanOrEqual(now.getTime())
			}
		}
		const seeker = await fork.findOneOrFail(User, { email: DEMO_ACCOUNTS.seeker.email })
		expect(moved.filter((application) => application.user?.id === seeker.id).map((a) => a.stage)).toEqual([
			'shortlisted',
		])
	})

	test('the new employer accounts can sign in with the demo password', async () => {
		expect(await verifyLogin(em.fork(), SEED_EMPLOYERS.northway.email, 'warrington-demo')).not.toBeNull()
	})

	test('reviews of the local employers, each with a company page, none by the demo job seeker', async () => {
		const reviews = await em.fork().find(CompanyReview, {}, { populate: ['user'] })
		expect(reviews).toHaveLength(SEED_REVIEWS.length)
		const companies = new Set(Object.values(SEED_EMPLOYERS).map((employer) => employer.company))
		for (const review of reviews) {
			expect(companies).toContain(review.companyName)
			expect(review.user.email).not.toBe(DEMO_ACCOUNTS.seeker.email)
			expect(await companyProfile(em.fork(), review.companyKey)).not.toBeNull()
		}
		expect(new Set(reviews.map((review) => reviewDate(review.createdAt, now)))).toEqual(
			new Set(['Today', 'Yesterday', '12 days ago', '2 months ago', '6 months ago', '1 year ago']),
		)
	})

	test('adverts have several paragraphs and some mention benefits', () => {
		for (const job of jobs) expect(job.description.split('\n\n').length).toBeGreaterThanOrEqual(3)
		expect(jobs.filter((job) => /benefit/i.test(job.description)).length).toBeGreaterThan(20)
	})

	test('every job has its skills found; the developer job asks for TypeScript, not the cleaning of its blurb (decision 199)', async () => {
		const rows = await em.fork().getConnection().execute<
			{
				title: string
				skill_ids: number[]
				company_text: string | null
				occupation_id: number | null
				found: boolean
			}[]
		>('select title, skill_ids, company_text, occupation_id, skills_found_at is not null as found from job')
		expect(rows.every((row) => row.found)).toBe(true)
		expect(rows.filter((row) => row.occupation_id !== null).length).toBeGreaterThan(rows.length / 2)
		const developer = rows.find((row) => row.title === 'Senior Full Stack Developer (TypeScript)')!
		const labels = developer.skill_ids.map((id) => taxonomy().skill(id)!.label)
		expect(labels).toContain('TypeScript')
		expect(labels).not.toContain('perform cleaning duties')
		expect(developer.company_text).toContain(SEED_EMPLOYERS.brightwire.about)
	})
})
