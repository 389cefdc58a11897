// A job seeker's course recommendations (docs/product.md §15, decisions 150 and 201): worked out from
// their profile skills, latest career assessment, career paths and job preferences by
// course-scoring.ts when they ask (the skills they miss: those of their next steps from their current
// role, career-path-generator.server.ts, and those their own career paths require),
// kept in course_recommendation, listed best first, and dismissed one by one by their owner only.
// A dismissed course stays dismissed: it is left out of every later recommendation.
import { LockMode } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { CourseRecommendation } from '../../models/course-recommendation.ts'
import { TrainingCourse } from '../../models/training-course.ts'
import { User } from '../../models/user.ts'
import { UserPreferences } from '../../models/user-preferences.ts'
import { UserSkill } from '../../models/user-skill.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import { NOTHING_TO_SCORE, type CourseRecommendationView } from './course-recommendations.ts'
import { normaliseList } from '../applying/quick-apply-schema.ts'
import { CareerPath } from '../../models/career-path.ts'
import { taxonomy } from '../skills/taxonomy.server.ts'
import { latestAssessment } from './career-advisor.server.ts'
import { nextStepsFrom, standingOf } from './career-path-generator.server.ts'
import { courseSkillIds, skillName } from './seeker-skills.ts'
import { hasProfile, recommendCourses, type ScorableCourse, type SeekerProfile } from './course-scoring.ts'

/** The seeker lists no skills, has taken no assessment and has no preferred industries. */
export class NothingToScoreError extends Error {
	constructor() {
		super(NOTHING_TO_SCORE)
	}
}

/** How many next steps from the seeker's current role bring the skills they miss. */
const GAP_STEPS = 3

/** What the seeker's recommendations are scored from (course-scoring.ts's SeekerProfile). */
export async function seekerProfile(em: EntityManager, user: Pick<User, 'id'>): Promise<SeekerProfile> {
	const [skills, assessment, preferences, paths] = await Promise.all([
		em.find(UserSkill, { user: user.id }, { orderBy: { skillName: 'asc' } }),
		latestAssessment(em, user),
		em.findOne(UserPreferences, { user: user.id }),
		em.find(CareerPath, { user: user.id }, { fields: ['targetRole', 'requiredSkills'], orderBy: { id: 'asc' } }),
	])
	const vocabulary = taxonomy()
	const listed = [
		...skills.map((skill) => ({ name: skill.skillName, proficiency: skill.proficiencyLevel })),
		...(assessment?.skills ?? []).map((name) => ({ name, proficiency: null })),
	].map(({ name, proficiency }) => ({ name, proficiency, skillId: vocabulary.skillOfName(name) }))
	const held = listed.flatMap(({ skillId, proficiency }) => (skillId === null ? [] : [{ skillId, proficiency }]))
	const standing = standingOf({
		currentRole: assessment?.currentRole ?? null,
		skills: [...skills.map((skill) => skill.skillName), ...(assessment?.skills ?? [])],
	})
	const steps = standing.from.essential.length
		? await nextStepsFrom(em, standing.from, standing.occupationId, GAP_STEPS)
		: []
	const has = new Set(held.map((skill) => skill.skillId))
	const gaps = [
		...paths.flatMap((path) =>
			[...courseSkillIds(vocabulary, path.requiredSkills)].map((skillId) => ({ skillId, forRole: path.targetRole })),
		),
		...steps.flatMap((step) => step.match.missing.essential.map((skillId) => ({ skillId, forRole: step.role }))),
	]
		.filter((gap) => !has.has(gap.skillId))
		.map((gap) => ({ ...gap, name: skillName(vocabulary, gap.skillId) }))
	return {
		skills: held,
		unmatchedSkills: listed.filter((skill) => skill.skillId === null).map((skill) => skill.name),
		gaps,
		interests: normaliseList([
			...(assessment?.interests ?? []),
			...(preferences?.preferredIndustries ?? []),
			...skills.map((skill) => skill.skillCategory).filter((category) => category !== 'Other'),
		]),
		experienceLevel: assessment?.experienceLevel ?? null,
	}
}

function toView(row: CourseRecommendation): CourseRecommendationView {
	const course = row.course
	return {
		id: row.id,
		userId: row.user.id,
		courseId: course.id,
		course: {
			id: course.id,
			title: course.title,
			description: course.description,
			provider: course.provider,
			price: course.pricePence,
			duration: course.duration,
			level: course.level,
			category: course.category,
		},
		careerRelevance: row.careerRelevance,
		recommendationScore: row.recommendationScore,
		recommendationReason: row.recommendationReason,
		skillGaps: row.skillGaps,
		dismissed: row.dismissed,
		clicked: row.clicked,
		createdAt: row.createdAt.toISOString(),
	}
}

/** The seeker's recommendations not dismissed, best first; all of them, or one page for the API. */
export async function courseRecommendationsOf(
	em: EntityManager,
	user: Pick<User, 'id'>,
	page?: Page,
): Promise<Paged<CourseRecommendationView>> {
	const [rows, total] = await em.findAndCount(
		CourseRecommendation,
		{ user: user.id, dismissed: false },
		{
			populate: ['course'],
			orderBy: { recommendationScore: 'desc', id: 'asc' },
			limit: page?.limit,
			offset: page?.offset,
		},
	)
	return { items: rows.map(toView), total }
}

/**
 * Works the seeker's recommendations out again from what they have now: the ones not dismissed
 * are replaced by the new best (at most 3); dismissed courses are not scored. NothingToScoreError
 * when there is nothing to score from.
 */
export async function generateCourseRecommendations(em: EntityManager, user: Pick<User, 'id'>) {
	const profile = await seekerProfile(em, user)
	if (!hasProfile(profile)) throw new NothingToScoreError()
	await em.transactional(async (tx) => {
		// One generation at a time per seeker: two at once would both insert their best.
		await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE })
		const dismissed = await tx.find(CourseRecommendation, { user: user.id, dismissed: true }, { fields: ['course'] })
		const excluded = dismissed.map((row) => row.course.id)
		const courses = await tx.find(TrainingCourse, {
			isActive: true,
			...(excluded.length ? { id: { $nin: excluded } } : {}),
		})
		const scorable: ScorableCourse[] = courses.map((course) => ({
			id: course.id,
			title: course.title,
			category: course.category,
			level: course.level,
			pricePence: course.pricePence,
			skillIds: courseSkillIds(taxonomy(), course.skills),
		}))
		const best = recommendCourses(profile, scorable)
		await tx.nativeDelete(CourseRecommendation, { user: user.id, dismissed: false })
		for (const scored of best) {
			tx.create(CourseRecommendation, {
				user: tx.getReference(User, user.id),
				course: tx.getReference(TrainingCourse, scored.courseId),
				careerRelevance: scored.careerRelevance,
				recommendationScore: scored.recommendationScore,
				recommendationReason: scored.recommendationReason,
				skillGaps: scored.skillGaps,
			})
		}
		await tx.flush()
	})
	return courseRecommendationsOf(em, user)
}

/** Dismisses one of the seeker's recommendations; false when there is none with this id (or not theirs). */
export async function dismissCourseRecommendation(em: EntityManager, user: Pick<User, 'id'>, id: number) {
	return (await em.nativeUpdate(CourseRecommendation, { id, user: user.id }, { dismissed: true })) > 0
}

/** What My Profile's "Recommended courses" shows: the list, and whether there is anything to score from. */
export async function profileCourseRecommendations(em: EntityManager, user: Pick<User, 'id'>) {
	const [list, profile] = await Promise.all([courseRecommendationsOf(em, user), seekerProfile(em, user)])
	return { items: list.items, canGenerate: hasProfile(profile) }
}
