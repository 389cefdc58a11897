// The demo seed (app/seed), seeded once into this file's own database: one seed of the whole demo
// (every job analysed for its skills) takes 13-18 s, so every check of what it holds lives here
// rather than in a file of its own that seeds again.
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
import { BLOG_CATEGORIES } from '../features/blog/blog-schema.ts'
import { candidateQuality } from '../features/insights/candidate-quality.server.ts'
import { computeTalentPool } from '../features/insights/talent-pool.server.ts'
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../features/training/course-options.ts'
import { BlogPost } from '../models/blog-post.ts'
import { CourseModule } from '../models/course-module.ts'
import { TrainingCourse } from '../models/training-course.ts'
import { detectFileType, FILE_TYPES } from '../platform/file-types.ts'
import { SEED_APPLICANTS } from './applicants.ts'
import { NO_PASSWORD, TALENT_EMAIL_DOMAIN } from './talent.ts'
import { salaryBenchmark } from '../features/insights/salary-benchmarks.server.ts'
import { EXPERIENCE_LEVEL_VALUES, INSIGHT_INDUSTRIES } from '../features/insights/insight-options.ts'
import { localPayMedians, withPayComparisons } from '../features/jobs/pay-comparison.server.ts'
import { BusinessSubmission } from '../models/business-submission.ts'
import { listApprovedBusinesses, listPendingSubmissions } from '../features/directory/business-submissions.server.ts'
import { certificatesOf, verifyCertificate } from '../features/training/certificates.server.ts'
import { enrolmentsOf } from '../features/training/course-enrolments.server.ts'
import { SEED_COMPLETED, SEED_IN_PROGRESS } from './enrolments.ts'
import { JobAlert } from '../models/job-alert.ts'

let em: EntityManager
let jobs: Job[]
const now = new Date()
const any = { jobTitle: null, industry: null, experienceLevel: null }

// Longer than a hook is given: on two busy cores the seed has taken over a minute.
beforeAll(async () => {
	em = await freshEm()
	expect(await seedIfEmpty(em, now)).toBe(true)
	jobs = await em.fork().find(Job, {}, { populate: ['user'] })
}, 180_000)

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

describe('the demo talent pool', () => {
	test('80 demo job seekers with preferences and Quick Apply profiles, none of whom can sign in', async () => {
		const fork = em.fork()
		const seekers = await fork.find(User, { email: { $like: `%@${TALENT_EMAIL_DOMAIN}` } })
		expect(seekers).toHaveLength(80)
		for (const seeker of seekers) expect(seeker.userType).toBe('employee')
		expect(await fork.count(UserPreferences, { user: { $in: seekers } })).toBe(80)
		expect(await fork.count(QuickApplyProfile, { user: { $in: seekers } })).toBe(80)
		expect(await verifyLogin(fork, seekers[0]!.email, NO_PASSWORD)).toBeNull()
		expect(await verifyLogin(fork, seekers[0]!.email, 'warrington-demo')).toBeNull()
	})

	test('/talent-pool has real figures to show: every tile, several groups in each chart, recommendations', async () => {
		const pool = await computeTalentPool(em.fork(), { industry: null, skillCategory: null }, now)
		expect(pool.enoughData).toBe(true)
		// The demo seekers, the demo job seeker and the three demo reviewers.
		expect(pool.availableCandidates).toBe(84)
		expect(pool.activeCandidates).toBeGreaterThan(30)
		expect(pool.averageExperience).not.toBeNull()
		expect(pool.sectors).toHaveLength(4)
		for (const breakdown of Object.values(pool.breakdowns)) expect(breakdown.groups.length).toBeGreaterThanOrEqual(3)
		expect(pool.salaryExpectations.groups.length).toBeGreaterThanOrEqual(3)
		expect(pool.topSkills.length).toBeGreaterThanOrEqual(5)
		expect(pool.recommendedActions.length).toBeGreaterThan(0)
		const healthcare = await computeTalentPool(em.fork(), { industry: 'Healthcare', skillCategory: null }, now)
		expect(healthcare.enoughData).toBe(true)
	})
})

describe('the demo blog', () => {
	test('six to eight published local articles, newest first, each in a form category with Markdown made into HTML', async () => {
		const posts = await em.fork().find(BlogPost, {}, { orderBy: { publishedAt: 'desc' } })
		expect(posts.length).toBeGreaterThanOrEqual(6)
		expect(posts.length).toBeLessThanOrEqual(8)
		expect(new Set(posts.map((post) => post.slug)).size).toBe(posts.length)
		for (const post of posts) {
			expect(post.isPublished).toBe(true)
			expect(post.publishedAt!.getTime()).toBeLessThan(now.getTime())
			expect(BLOG_CATEGORIES).toContain(post.category)
			expect(post.content).toMatch(/<(h2|p|ol)>/)
			expect(post.content).not.toContain('## ')
		}
		expect(posts[0]!.title).toBe('Where the Jobs Are in Warrington This Spring')
		expect(posts[0]!.slug).toBe('where-the-jobs-are-in-warrington-this-spring')
	})
})

describe('the demo training catalogue', () => {
	test('15 to 20 courses, free and paid, in every category and level, each with ordered modules', async () => {
		const courses = await em.fork().find(TrainingCourse, {}, { orderBy: { id: 'asc' } })
		expect(courses.length).toBeGreaterThanOrEqual(15)
		expect(courses.length).toBeLessThanOrEqual(20)
		expect(courses.some((course) => course.pricePence === 0)).toBe(true)
		expect(courses.some((course) => course.pricePence > 0)).toBe(true)
		expect(new Set(courses.map((course) => course.category))).toEqual(new Set(COURSE_CATEGORIES))
		expect(new Set(courses.map((course) => course.level))).toEqual(new Set(COURSE_LEVELS))
		const today = now.toISOString().slice(0, 10)
		for (const course of courses) {
			expect(course.skills.length, course.title).toBeGreaterThanOrEqual(3)
			if (course.startDate) expect(course.startDate > today, course.title).toBe(true)
			const modules = await em.fork().find(CourseModule, { course: course.id }, { orderBy: { orderIndex: 'asc' } })
			expect(modules.length, course.title).toBeGreaterThanOrEqual(3)
			expect(modules.map((module) => module.orderIndex)).toEqual(modules.map((_, index) => index + 1))
			expect(modules.some((module) => module.isRequired)).toBe(true)
		}
	})
})

describe('the demo employer’s candidates', () => {
	test('/candidate-quality has a spread of scores to show: applicants in at least three bands, most with a PDF CV', async () => {
		const fork = em.fork()
		const employer = await fork.findOneOrFail(User, { email: DEMO_ACCOUNTS.employer.email })
		const result = await candidateQuality(fork, employer, { sort: 'overallScore' }, { limit: 100, offset: 0 })
		expect(result.total).toBe(SEED_APPLICANTS.length + 8)
		expect(result.summary.bands.filter((band) => band.count > 0).length).toBeGreaterThanOrEqual(3)
		expect(result.summary.bands.find((band) => band.band === 'excellent')!.count).toBeGreaterThan(0)
		const withCv = await fork.find(Application, { cvFile: { $ne: null } }, { populate: ['cvFile', 'cvFile.data'] })
		expect(withCv.length).toBe(SEED_APPLICANTS.filter((applicant) => applicant.cv).length)
		for (const { cvFile } of withCv) expect(detectFileType(new Uint8Array(cvFile!.data!))).toEqual(FILE_TYPES.pdf)
	})
})

describe('the demo salary history', () => {
	test('closed jobs only: the listing keeps the seed’s own jobs', async () => {
		const em = await freshEm()
		const listed = await em.count(Job, { isActive: true, expiresAt: { $gt: now } })
		expect(listed).toBe(SEED_JOBS.filter((job) => !job.inactive).length)
		// The market insights' older history (app/seed/job-history.ts) is closed too.
		const closed = (await em.find(Job, { expiresAt: { $lte: now } })).filter(inSalaryHistory)
		expect(closed).toHaveLength(SALARY_HISTORY.length)
		for (const job of closed) expect(job.expiresAt.getTime()).toBeGreaterThan(now.getTime() - 90 * 86_400_000)
	})

	test('every industry and every experience level has a benchmark of its own', async () => {
		const em = await freshEm()
		for (const industry of INSIGHT_INDUSTRIES) {
			const benchmark = await salaryBenchmark(em, { ...any, industry })
			expect(benchmark.median, industry).not.toBeNull()
		}
		for (const experienceLevel of EXPERIENCE_LEVEL_VALUES) {
			const benchmark = await salaryBenchmark(em, { ...any, experienceLevel })
			expect([benchmark.median !== null, benchmark.widenedTo], experienceLevel).toEqual([true, null])
		}
	})

	test('a forklift driver at entry level is too few, so the page widens to Warehouse & Logistics', async () => {
		const benchmark = await salaryBenchmark(await freshEm(), {
			jobTitle: 'forklift driver',
			industry: null,
			experienceLevel: 'entry',
		})
		expect(benchmark.widenedTo).toBe('industry')
		expect(benchmark.industry).toBe('Warehouse & Logistics')
		expect(benchmark.message).toBe(
			'Only 1 job with a salary matched ‘forklift driver’ at entry level; showing all Warehouse & Logistics jobs.',
		)
	})
})

describe('the demo’s pay comparisons (decision 206)', () => {
	test('several occupations have a local median, and listed jobs show one', async () => {
		const em = await freshEm()
		const medians = [...(await localPayMedians(em)).values()]
		expect(medians.length).toBeGreaterThanOrEqual(3)
		expect(medians.some((median) => median.period === 'hour')).toBe(true)
		expect(medians.some((median) => median.period === 'year')).toBe(true)
		expect(medians.every((median) => median.jobs >= 5)).toBe(true)
		const { jobs } = await searchJobs(em, JobSearchSchema.parse({ limit: 100 }))
		const compared = (await withPayComparisons(em, jobs)).filter((job) => job.pay?.local)
		expect(compared.length).toBeGreaterThanOrEqual(5)
	})
})

describe('the demo’s other corners', () => {
	test('the demo seed lists three approved local businesses and leaves one waiting for review', async () => {
		const approved = await listApprovedBusinesses(await freshEm())
		expect(approved.map((business) => business.businessName)).toEqual([
			'Birchwood Precision Engineering',
			'Great Sankey Accountancy',
			'Stockton Heath Bakery',
		])
		const pending = await listPendingSubmissions(await freshEm())
		expect(pending.map((business) => business.businessName)).toEqual(['Latchford Lock Café'])
		const em = await freshEm()
		const reviewed = await em.findOneOrFail(
			BusinessSubmission,
			{ businessName: 'Stockton Heath Bakery' },
			{ populate: ['reviewedBy', 'submittedBy'] },
		)
		expect(reviewed.reviewedBy?.email).toBe(DEMO_ACCOUNTS.admin.email)
		expect(reviewed.submittedBy?.email).toBe(DEMO_ACCOUNTS.seeker.email)
	})

	test('the demo seeker is halfway through one free course and has finished another, with its certificate', async () => {
		const em = await freshEm()
		const seeker = await em.findOneOrFail(User, { email: DEMO_ACCOUNTS.seeker.email })
		const { items } = await enrolmentsOf(em, seeker)
		expect(items.map((enrolment) => [enrolment.course.title, enrolment.progress, !!enrolment.completedAt])).toEqual([
			[SEED_IN_PROGRESS, 50, false],
			[SEED_COMPLETED, 100, true],
		])
		const [certificate] = (await certificatesOf(em, seeker)).items
		expect(certificate).toMatchObject({ courseName: SEED_COMPLETED, certificateNumber: items[1]!.certificateNumber })
		expect(await verifyCertificate(em, certificate!.certificateNumber)).toMatchObject({ holder: 'James H.' })
	})

	test('the demo job seeker has two job alerts, marked at the newest job so nothing seeded is mailed (decision 157)', async () => {
		const em = await freshEm()
		const seeker = await em.findOneOrFail(User, { email: DEMO_ACCOUNTS.seeker.email })
		const alerts = await em.find(JobAlert, { user: seeker.id }, { orderBy: { id: 'asc' } })
		expect(alerts.map((alert) => [alert.name, alert.frequency, alert.paused])).toEqual([
			['“warehouse” jobs in Birchwood', 'daily', false],
			['All jobs in Warrington (Part-time, Social Care)', 'weekly', true],
		])
		const [{ max }] = await em.getConnection().execute<[{ max: number }]>('select max(id) as max from job')
		expect(alerts.every((alert) => alert.lastJobId === max)).toBe(true)
	})
})
