// Training courses, course recommendations, certificates and career paths (§15, §19).
import { z } from 'zod'
import { CareerPathApiSchema, CareerPathSchema, MilestoneSchema, MilestoneTickSchema } from './career-path-schemas.ts'
import { CourseSearchSchema, EnrolSchema } from '../training/course-search.ts'
import { calendarDate, dateTime, id, MessageWithIdSchema, sitePath } from '../../platform/openapi/common.ts'
import type { ApiArea } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'

const CourseSchema = named(
	'TrainingCourse',
	z.object({
		id: id(),
		title: z.string(),
		description: z.string(),
		provider: z.string(),
		providerUrl: z.string().nullable(),
		category: z.string(),
		duration: z.string(),
		format: z.string(),
		level: z.string(),
		price: z.number().int().meta({ description: 'Pence; 0 is free' }),
		originalPrice: z.number().int().nullable(),
		currency: z.literal('GBP'),
		location: z.string().nullable(),
		skills: z.array(z.string()),
		startDate: calendarDate().nullable(),
		endDate: calendarDate().nullable(),
		maxStudents: z.number().int().nullable(),
		currentStudents: z.number().int(),
		placesLeft: z.number().int().nullable().meta({ description: 'null: no limit' }),
		rating: z.number().nullable().meta({ description: 'null until rated' }),
		reviewCount: z.number().int(),
		isActive: z.boolean(),
	}),
)

const EnrolmentSchema = named(
	'CourseEnrolment',
	z.object({
		id: id(),
		courseId: id(),
		enrolledAt: dateTime(),
		completedAt: dateTime().nullable(),
		progress: z.number().min(0).max(100),
		requiredModules: z.number().int(),
		requiredModulesDone: z.number().int(),
		certificateIssued: z.boolean(),
		certificateNumber: z.string().nullable(),
		certificateUrl: sitePath().nullable(),
		stripePaymentId: z.string().nullable(),
		rating: z.number().int().nullable(),
		review: z.string().nullable(),
		course: z.object({
			id: id(),
			title: z.string(),
			provider: z.string(),
			level: z.string(),
			format: z.string(),
			duration: z.string(),
		}),
	}),
)

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

const CertificateSchema = named(
	'Certificate',
	z.object({
		id: id(),
		courseName: z.string(),
		provider: z.string(),
		issuedDate: calendarDate(),
		expiryDate: calendarDate().nullable(),
		isVerified: z.boolean(),
		skillsCertified: z.array(z.string()),
		certificateNumber: z.string(),
		certificateUrl: sitePath().meta({ description: 'Its public verification page' }),
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

const ENROL_MESSAGE = z.string()
const pathId = { id: 'The career path’s id' }
const PATH_NOT_FOUND = 'Career path not found: also someone else’s'

export const careers: ApiArea = {
	tag: 'Training and careers',
	description: 'The training catalogue and enrolments, course recommendations, certificates and career paths.',
	operations: [
		{
			method: 'get',
			path: '/api/training-courses',
			summary: 'Search the listed training courses',
			description: 'Without `limit` a call answers 12 courses; `page` counts pages when no `offset` is given.',
			access: 'anyone',
			query: CourseSearchSchema,
			paged: true,
			answers: {
				200: { description: 'A page of courses', schema: z.array(CourseSchema) },
				400: 'A category or level not in the lists (or a bad page), named in `errors`',
			},
		},
		{
			method: 'post',
			path: '/api/training-courses/{id}/enroll',
			summary: 'Enrol on a course, or report the payment for a paid place',
			description:
				'An empty body enrols on a free course at once, or starts a payment for a paid one; `{ paymentIntentId }` reports that payment made: the place is taken once Stripe confirms it.',
			access: 'seeker',
			params: { id: 'The course’s id' },
			body: { json: EnrolSchema, required: false },
			answers: {
				200: {
					description: 'Already enrolled, or the paid place taken',
					schema: z.object({ message: ENROL_MESSAGE, enrollment: EnrolmentSchema.nullable() }),
				},
				201: {
					description: 'Enrollment successful',
					schema: z.object({ message: ENROL_MESSAGE, enrollment: EnrolmentSchema }),
				},
				202: {
					description: 'A paid course: pay first',
					schema: z.object({
						message: z.string(),
						paymentRequired: z.literal(true),
						clientSecret: z.string(),
						paymentUrl: sitePath(),
						price: z.number().int().meta({ description: 'Pence' }),
						priceText: z.string(),
					}),
				},
				401: 'Please log in to enroll in courses',
				404: 'Course not found',
				409: 'Enrollment failed: the course is full, or the payment does not match',
				502: 'Stripe could not be reached',
				503: 'Card payments are not configured, or the database is unavailable',
			},
		},
		{
			method: 'get',
			path: '/api/user/course-enrollments',
			summary: 'Your enrolments, the latest first',
			access: 'seeker',
			paged: true,
			answers: { 200: { description: 'A page of enrolments', schema: z.array(EnrolmentSchema) } },
		},
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
		{
			method: 'get',
			path: '/api/user/certificates',
			summary: 'Your certificates, newest first',
			access: 'signedIn',
			paged: true,
			answers: { 200: { description: 'A page of certificates', schema: z.array(CertificateSchema) } },
		},
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
	],
}
