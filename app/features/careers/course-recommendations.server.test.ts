// Course recommendations against PostgreSQL: worked out from a seeker's skills, assessment and
// preferences, stored, listed best first, dismissed by their owner only and never recommended again.
import { describe, expect, test } from 'vitest'
import { storedCourse } from '../../../tests/fixtures/courses.ts'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { CourseRecommendation } from '../../models/course-recommendation.ts'
import { savePreferences } from '../recommendations/preferences.server.ts'
import { addSkill } from '../profile/skills.server.ts'
import { saveAssessment } from './career-advisor.server.ts'
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
	test('scored from skills, the latest assessment and preferences; stored best first; dismissed ones never return', async () => {
		const { course: forklift } = await storedCourse({
			title: 'Forklift Refresher',
			category: 'Warehousing and Logistics',
			level: 'Advanced',
			pricePence: 9_500,
			skills: ['Forklift operation', 'Pre-use checks'],
		})
		const { course: care } = await storedCourse({
			title: 'The Care Certificate',
			category: 'Care and Health',
			level: 'Beginner',
			pricePence: 0,
			skills: ['Person-centred care', 'Safeguarding'],
		})
		const { course: hygiene } = await storedCourse({
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

		await addSkill(await freshEm(), user, skill('Forklift', 'Advanced', 'Other'))
		await addSkill(await freshEm(), user, skill('Dementia care', 'Beginner', 'Healthcare'))
		await savePreferences(await freshEm(), user, {
			preferredJobTypes: [],
			preferredIndustries: ['Hospitality'],
			preferredLocations: [],
			salaryMin: null,
			salaryMax: null,
		})
		await saveAssessment(await freshEm(), user, {
			currentRole: null,
			experienceLevel: 'entry',
			skills: ['Food hygiene'],
			interests: ['Warehouse & Logistics'],
			workPreferences: null,
			salaryExpectation: null,
			careerGoals: null,
		})
		expect(await seekerProfile(await freshEm(), user)).toEqual({
			skills: [
				{ name: 'Dementia care', proficiency: 'Beginner' },
				{ name: 'Forklift', proficiency: 'Advanced' },
				{ name: 'Food hygiene', proficiency: null },
			],
			interests: ['Warehouse & Logistics', 'Hospitality', 'Healthcare'],
			experienceLevel: 'entry',
		})

		// Forklift refresher: skill 20, interest 15, Advanced fits the Advanced forklift skill 10 = 45.
		// Food hygiene: skill 20, Hospitality 15, Beginner fits entry 10, £20 5 = 50.
		// Care Certificate: no skill named whole ("care" alone is not "Dementia care"), Healthcare 15, level 10, free 5 = 30.
		const { items } = await generateCourseRecommendations(await freshEm(), user)
		expect(items.map((item) => [item.course.title, item.recommendationScore, item.careerRelevance])).toEqual([
			['Food Hygiene Level 2', 50, 3],
			['Forklift Refresher', 45, 3],
			['The Care Certificate', 30, 2],
		])
		expect(items[0]).toMatchObject({
			userId: user.id,
			courseId: hygiene.id,
			course: {
				id: hygiene.id,
				price: 2_000,
				level: 'Beginner',
				duration: '4 mornings',
				provider: 'Cheshire Adult Learning Service',
			},
			skillGaps: ['Allergen awareness'],
			dismissed: false,
			clicked: false,
		})
		expect(items[0]!.recommendationReason).toBe(
			'Builds on a skill you have (Food hygiene); fits your interest in Hospitality; its beginner level suits you; it costs £20.',
		)

		// Someone else cannot dismiss it; its owner can, and it stays away after a refresh.
		expect(await dismissCourseRecommendation(await freshEm(), other, items[1]!.id)).toBe(false)
		expect(await dismissCourseRecommendation(await freshEm(), user, items[1]!.id)).toBe(true)
		expect((await courseRecommendationsOf(await freshEm(), user)).items.map((item) => item.courseId)).toEqual([
			hygiene.id,
			care.id,
		])
		const refreshed = await generateCourseRecommendations(await freshEm(), user)
		expect(refreshed.items.map((item) => item.courseId)).toEqual([hygiene.id, care.id])
		const em = await freshEm()
		expect(await em.count(CourseRecommendation, { user: user.id })).toBe(3)
		expect(await em.count(CourseRecommendation, { user: user.id, course: forklift.id, dismissed: true })).toBe(1)
		expect(
			(await courseRecommendationsOf(em, user, { limit: 1, offset: 1 })).items.map((item) => item.courseId),
		).toEqual([care.id])
	})
})
