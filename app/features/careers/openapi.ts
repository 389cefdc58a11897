// Careers (§15, §19): course recommendations, and career paths with their milestones.
import { z } from 'zod'
import { CareerPathApiSchema, CareerPathSchema, MilestoneSchema, MilestoneTickSchema } from './career-path-schemas.ts'
import { calendarDate, dateTime, id, MessageWithIdSchema } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'
import { jobSummary } from '../jobs/openapi.ts'

const CourseRecommendationSchema = named(
	'CourseRecommendation',
	z.object({
		id: id(),
		userId: id(),
		courseId: id(),
		course: z.object({
			id: id(),
			title: z.string(),
			description: z.string(),
			provider: z.string(),
			price: z.number().int().meta({ description: 'Pence' }),
			duration: z.string(),
			level: z.string(),
			category: z.string(),
		}),
		careerRelevance: z.number().int().min(1).max(5),
		recommendationScore: z.number().meta({ description: 'Percent' }),
		recommendationReason: z.string(),
		skillGaps: z.array(z.string()),
		dismissed: z.boolean(),
		clicked: z.boolean(),
		createdAt: dateTime(),
	}),
)

const MilestoneAnswerSchema = z.object({
	id: id(),
	kind: z.enum(['skill', 'apply', 'own']),
	title: z.string(),
	description: z.string().nullable(),
	targetDate: calendarDate().nullable(),
	isCompleted: z.boolean(),
	completedDate: dateTime().nullable(),
	skillsGained: z.array(z.string()),
	orderIndex: z.number().int(),
})

const CareerPathAnswerSchema = named(
	'CareerPath',
	z.object({
		id: id(),
		currentRole: z.string(),
		currentSalary: z.number().int().nullable(),
		targetRole: z.string(),
		targetSalary: z.number().int().nullable(),
		timeframe: z.string(),
		requiredSkills: z.array(z.string()),
		progressStatus: z.enum(['planning', 'in_progress', 'completed']),
		recommendedCourses: z.array(
			z.object({ id: id(), title: z.string(), provider: z.string(), pricePence: z.number().int() }),
		),
		milestones: z.array(MilestoneAnswerSchema),
		createdAt: dateTime(),
		updatedAt: dateTime(),
	}),
)

const NamedSkillsSchema = z.object({ essential: z.array(z.string()), optional: z.array(z.string()) })

const CareerAdviceSchema = named(
	'CareerAdvice',
	z.object({
		takenAt: dateTime(),
		assessment: z.object({
			currentRole: z.string().nullable(),
			experienceLevel: z.enum(['entry', 'mid', 'senior']),
			skills: z.array(z.string()),
			interests: z.array(z.string()),
		}),
		roles: z.array(
			z.object({
				occupationId: id()
					.nullable()
					.meta({ description: 'The taxonomy occupation; null for a fallback role without one' }),
				role: z.string(),
				matchPercentage: z.number().int().min(0).max(100),
				reasoning: z.string(),
				matchedSkills: NamedSkillsSchema,
				missingSkills: NamedSkillsSchema,
				skillsToImprove: z.array(z.string()).meta({ description: 'The essential skills missing' }),
				salaryRange: z.object({ min: z.number().int(), max: z.number().int() }).nullable(),
				suggestedCourses: z.array(z.object({ id: id(), title: z.string() })),
				localOpportunities: z.number().int(),
				fallback: z.boolean().meta({ description: 'A common way into work given when no role matched: not a match' }),
				relevantJobs: z.array(z.object(jobSummary)),
			}),
		),
	}),
)

const pathId = { id: 'The career path’s id' }
const PATH_NOT_FOUND = 'Career path not found: also someone else’s'

export const courseRecommendationOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/user/course-recommendations',
		summary: 'Your course recommendations not dismissed, best first',
		access: 'seeker',
		paged: true,
		answers: { 200: { description: 'A page of recommendations', schema: z.array(CourseRecommendationSchema) } },
	},
	{
		method: 'post',
		path: '/api/user/generate-recommendations',
		summary: 'Work your course recommendations out again',
		access: 'seeker',
		answers: {
			200: {
				description: 'The new list, best first (at most 3); X-Total-Count has the count',
				schema: z.array(CourseRecommendationSchema),
				headers: { 'X-Total-Count': 'How many recommendations there are' },
			},
			422: 'Nothing to score from: no skills, assessment or preferred industries',
			500: 'Error generating recommendations',
		},
	},
	{
		method: 'post',
		path: '/api/user/course-recommendations/{id}/dismiss',
		summary: 'Dismiss a recommendation: its course is not recommended again',
		access: 'seeker',
		params: { id: 'The recommendation’s id' },
		answers: {
			200: { description: 'Dismissed', schema: MessageWithIdSchema },
			404: 'Recommendation not found: also someone else’s',
		},
	},
]

export const careerPathOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/career-paths',
		summary: 'Your career paths, newest first',
		access: 'seeker',
		paged: true,
		answers: { 200: { description: 'A page of paths', schema: z.array(CareerPathAnswerSchema) } },
	},
	{
		method: 'post',
		path: '/api/career-paths',
		summary: 'Plan a career path',
		access: 'seeker',
		body: { json: CareerPathApiSchema },
		answers: {
			201: { description: 'The path, in planning, with its milestones', schema: CareerPathAnswerSchema },
			409: 'A 21st path',
		},
	},
	{
		method: 'get',
		path: '/api/career-paths/{id}',
		summary: 'One of your career paths',
		access: 'seeker',
		params: pathId,
		answers: { 200: { description: 'The path', schema: CareerPathAnswerSchema }, 404: PATH_NOT_FOUND },
	},
	{
		method: 'patch',
		path: '/api/career-paths/{id}',
		summary: 'Change a career path: the fields sent replace its own; its milestones follow its skills',
		access: 'seeker',
		params: pathId,
		body: { json: CareerPathSchema, partial: true },
		answers: { 200: { description: 'The path', schema: CareerPathAnswerSchema }, 404: PATH_NOT_FOUND },
	},
	{
		method: 'delete',
		path: '/api/career-paths/{id}',
		summary: 'Delete a career path and its milestones',
		access: 'seeker',
		params: pathId,
		answers: { 200: { description: 'Deleted', schema: MessageWithIdSchema }, 404: PATH_NOT_FOUND },
	},
	{
		method: 'post',
		path: '/api/career-paths/{id}/milestones',
		summary: 'Add your own milestone, before the last',
		access: 'seeker',
		params: pathId,
		body: { json: MilestoneSchema },
		answers: {
			201: { description: 'The path', schema: CareerPathAnswerSchema },
			404: PATH_NOT_FOUND,
			409: 'A 31st milestone',
		},
	},
	{
		method: 'patch',
		path: '/api/career-paths/{id}/milestones/{milestoneId}',
		summary: 'Tick or untick a milestone; the path’s status moves with it',
		access: 'seeker',
		params: { ...pathId, milestoneId: 'The milestone’s id' },
		body: { json: MilestoneTickSchema },
		answers: {
			200: { description: 'The path', schema: CareerPathAnswerSchema },
			404: 'Milestone not found: also someone else’s path',
		},
	},
	{
		method: 'delete',
		path: '/api/career-paths/{id}/milestones/{milestoneId}',
		summary: 'Delete a milestone you added',
		access: 'seeker',
		params: { ...pathId, milestoneId: 'The milestone’s id' },
		answers: {
			200: { description: 'The path', schema: CareerPathAnswerSchema },
			404: 'Milestone not found: also someone else’s path',
			409: 'A milestone made from the path’s skills or target role: edit the path instead',
		},
	},
	{
		method: 'get',
		path: '/api/career-advice',
		summary: 'The career advisor’s roles for your latest assessment, each naming the skills matched and missing',
		access: 'seeker',
		answers: {
			200: { description: 'The assessment and its roles, best first', schema: CareerAdviceSchema },
			404: 'Take the career assessment first',
		},
	},
	{
		method: 'post',
		path: '/api/generate-career-path',
		summary: 'Build a career path from your latest career assessment and the live jobs',
		access: 'seeker',
		answers: {
			201: { description: 'The path', schema: CareerPathAnswerSchema },
			409: 'Take the career assessment first; no live job fits it; or paths enough already',
		},
	},
	{
		method: 'get',
		path: '/api/career-progress',
		summary: 'Your progress over all your career paths',
		access: 'seeker',
		answers: {
			200: {
				description: 'The counts, and each path’s milestones done of all',
				schema: z.object({
					totalPaths: z.number().int(),
					activePaths: z.number().int(),
					completedPaths: z.number().int(),
					skillsGained: z.number().int(),
					paths: z.array(
						z.object({
							id: id(),
							targetRole: z.string(),
							progressStatus: z.enum(['planning', 'in_progress', 'completed']),
							done: z.number().int(),
							total: z.number().int(),
						}),
					),
				}),
			},
		},
	},
]
