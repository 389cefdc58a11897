// Course recommendations against PostgreSQL: worked out from the skills a seeker misses for their
// next steps and career paths, their assessment and preferences; stored, listed best first,
// dismissed by their owner only and never recommended again.
import { describe, expect, test } from 'vitest'
import { careerJob } from '../../../tests/fixtures/career-jobs.ts'
import { storedCourse } from '../../../tests/fixtures/courses.ts'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { CourseRecommendation } from '../../models/course-recommendation.ts'
import { savePreferences } from '../recommendations/preferences.server.ts'
import { addSkill } from '../profile/skills.server.ts'
import { saveAssessment } from './career-advisor.server.ts'
import { createCareerPath } from './career-paths.server.ts'
import {
	courseRecommendationsOf,
	dismissCourseRecommendation,
	generateCourseRecommendations,
	NothingToScoreError,
	profileCourseRecommendations,
	seekerProfile,
} from './course-recommendations.server.ts'

const skill = (
	skillName: string,
	proficiencyLevel: 'Beginner' | 'Advanced',
	skillCategory: 'Other' | 'Healthcare',
) => ({
	skillName,
	skillCategory,
	proficiencyLevel,
	yearsOfExperience: null,
	lastUsed: null,
	certificationName: null,
	certificationDate: null,
	certificationExpiry: null,
})

describe('course recommendations', () => {
	test('scored on the skills the seeker misses for their next steps and paths; stored best first; dismissed ones never return', async () => {
		const { user: employer } = await apiUser('employer')
		await careerJob(employer, { title: 'Forklift Driver', salary: '£27,000', industry: 'Warehouse & Logistics' })
		const { course: forklift } = await storedCourse({
			title: 'Forklift Refresher',
			category: 'Warehousing and Logistics',
			level: 'Advanced',
			pricePence: 9_500,
			skills: ['operate forklift', 'conduct forklift inspections'],
		})
		const { course: firstAid } = await storedCourse({
			title: 'Emergency First Aid at Work',
			category: 'Health and Safety',
			level: 'Beginner',
			pricePence: 2_000,
			skills: ['First aid', 'CPR'],
		})
		const { course: care } = await storedCourse({
			title: 'The Care Certificate',
			category: 'Care and Health',
			level: 'Beginner',
			pricePence: 0,
			skills: ['Person-centred care', 'Safeguarding'],
		})
		await storedCourse({
			title: 'Food Hygiene Level 2',
			category: 'Hospitality and Food',
			level: 'Beginner',
			pricePence: 2_000,
			skills: ['Food hygiene', 'Allergen awareness'],
		})
		await storedCourse({
			title: 'Bookkeeping with Sage',
			category: 'Business and Finance',
			level: 'Intermediate',
			pricePence: 69_500,
			skills: ['Bookkeeping'],
		})
		const { user } = await apiUser('employee')
		const { user: other } = await apiUser('employee')
		await expect(generateCourseRecommendations(await freshEm(), user)).rejects.toBeInstanceOf(NothingToScoreError)
		expect(await profileCourseRecommendations(await freshEm(), user)).toEqual({ items: [], canGenerate: false })

		await addSkill(await freshEm(), user, skill('Dementia care', 'Beginner', 'Healthcare'))
		await savePreferences(await freshEm(), user, {
			preferredJobTypes: [],
			preferredIndustries: ['Hospitality'],
			preferredLocations: [],
			salaryMin: null,
			salaryMax: null,
		})
		await saveAssessment(await freshEm(), user, {
			currentRole: 'Warehouse Operative',
			experienceLevel: 'entry',
			skills: ['Customer service'],
			interests: ['Warehouse & Logistics'],
			workPreferences: null,
			salaryExpectation: null,
			careerGoals: null,
		})
		await createCareerPath(await freshEm(), user, {
			currentRole: 'Warehouse Operative',
			currentSalary: null,
			targetRole: 'Care Assistant',
			targetSalary: null,
			timeframe: '1year',
			requiredSkills: ['First aid'],
		})
		const profile = await seekerProfile(await freshEm(), user)
		expect(profile.gaps).toEqual(
			expect.arrayContaining([
				{ skillId: expect.any(Number), name: 'First aid', forRole: 'Care Assistant' },
				{ skillId: expect.any(Number), name: 'Operate forklift', forRole: 'Forklift operator' },
			]),
		)
		expect(profile.interests).toEqual(['Warehouse & Logistics', 'Hospitality', 'Healthcare'])
		expect(profile.experienceLevel).toBe('entry')

		// Forklift refresher: two missing skills 40, Warehouse & Logistics 15 = 55.
		// First aid: a missing skill 20, Beginner fits entry 10, £20 5 = 35.
		// Care Certificate: no missing skill, Healthcare 15, level 10, free 5 = 30; food hygiene the same but dearer.
		const { items } = await generateCourseRecommendations(await freshEm(), user)
		expect(items.map((item) => [item.course.title, item.recommendationScore, item.careerRelevance])).toEqual([
			['Forklift Refresher', 55, 3],
			['Emergency First Aid at Work', 35, 2],
			['The Care Certificate', 30, 2],
		])
		expect(items[0]).toMatchObject({
			userId: user.id,
			courseId: forklift.id,
			course: { id: forklift.id, price: 9_500, level: 'Advanced', provider: 'Cheshire Adult Learning Service' },
			skillGaps: expect.arrayContaining(['Operate forklift', 'Conduct forklift inspections']),
			dismissed: false,
			clicked: false,
		})
		expect(items[0]!.recommendationReason).toMatch(
			/^Teaches skills you are missing for Forklift operator \(.*Operate forklift.*\); fits your interest in Warehouse & Logistics\.$/,
		)
		expect(items[1]!.recommendationReason).toBe(
			'Teaches a skill you are missing for Care Assistant (First aid); its beginner level suits you; it costs £20.',
		)

		// Someone else cannot dismiss it; its owner can, and it stays away after a refresh.
		expect(await dismissCourseRecommendation(await freshEm(), other, items[1]!.id)).toBe(false)
		expect(await dismissCourseRecommendation(await freshEm(), user, items[1]!.id)).toBe(true)
		expect((await courseRecommendationsOf(await freshEm(), user)).items.map((item) => item.courseId)).toEqual([
			forklift.id,
			care.id,
		])
		const refreshed = await generateCourseRecommendations(await freshEm(), user)
		expect(refreshed.items.map((item) => item.course.title)).toEqual([
			'Forklift Refresher',
			'The Care Certificate',
			'Food Hygiene Level 2',
		])
		const em = await freshEm()
		expect(await em.count(CourseRecommendation, { user: user.id })).toBe(4)
		expect(await em.count(CourseRecommendation, { user: user.id, course: firstAid.id, dismissed: true })).toBe(1)
		expect(
			(await courseRecommendationsOf(em, user, { limit: 1, offset: 1 })).items.map((item) => item.courseId),
		).toEqual([care.id])
	})
})
