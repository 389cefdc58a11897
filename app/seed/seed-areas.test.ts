// The demo data the secondary areas show: the talent pool, the blog, the training catalogue and
// the demo employer's candidates, seeded once into this file's own database.
import type { EntityManager } from '@mikro-orm/postgresql'
import { beforeAll, describe, expect, test } from 'vitest'
import { freshEm } from '../../tests/fixtures/route.ts'
import { BLOG_CATEGORIES } from '../features/blog/blog-schema.ts'
import { candidateQuality } from '../features/insights/candidate-quality.server.ts'
import { computeTalentPool } from '../features/insights/talent-pool.server.ts'
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../features/training/course-options.ts'
import { Application } from '../models/application.ts'
import { BlogPost } from '../models/blog-post.ts'
import { CourseModule } from '../models/course-module.ts'
import { QuickApplyProfile } from '../models/quick-apply-profile.ts'
import { TrainingCourse } from '../models/training-course.ts'
import { User } from '../models/user.ts'
import { UserPreferences } from '../models/user-preferences.ts'
import { detectFileType, FILE_TYPES } from '../platform/file-types.ts'
import { verifyLogin } from '../platform/users.server.ts'
import { SEED_APPLICANTS } from './applicants.ts'
import { DEMO_ACCOUNTS, seedIfEmpty } from './seed.server.ts'
import { NO_PASSWORD, TALENT_EMAIL_DOMAIN } from './talent.ts'

let em: EntityManager
const now = new Date()

beforeAll(async () => {
	em = await freshEm()
	expect(await seedIfEmpty(em, now)).toBe(true)
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
