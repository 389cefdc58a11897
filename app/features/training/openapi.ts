// Training (§15, §19): the course catalogue, enrolling and the enrolments, and the certificates
// a finished course gives.
import { z } from 'zod'
import { CourseSearchSchema, EnrolSchema } from './course-search.ts'
import { calendarDate, dateTime, id, sitePath } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
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

const CertificateSchema = named(
	'Certificate',
	z.object({
		id: id(),
		courseName: z.string(),
		provider: z.string(),
		issuedDate: calendarDate(),
		expiryDate: calendarDate().nullable(),
		isVerified: z.boolean().meta({
			description:
				'True only once the course’s provider has verified the certificate. A certificate the board issues says the learner completed the course’s online modules on Warrington Jobs, and is false until then.',
		}),
		skillsCertified: z.array(z.string()),
		certificateNumber: z.string(),
		certificateUrl: sitePath().meta({
			description: 'Its public page, where anyone can check that Warrington Jobs issued it',
		}),
	}),
)

const ENROL_MESSAGE = z.string()

export const courseOperations: ApiOperation[] = [
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
]

export const certificateOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/user/certificates',
		summary: 'Your certificates, newest first',
		access: 'signedIn',
		paged: true,
		answers: { 200: { description: 'A page of certificates', schema: z.array(CertificateSchema) } },
	},
]
