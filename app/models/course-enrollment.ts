import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { TrainingCourse } from './training-course.ts'
import { User } from './user.ts'

/**
 * A job seeker's place on a course (001 §3 "Course enrollment"; decision 144). One per course and
 * learner. A paid place exists only once Stripe has confirmed the payment (`stripePaymentId`).
 * `progress` is the percent of the course's required modules done; `completedAt` is set, and the
 * certificate issued, in the same transaction as the last required module is marked done.
 * `rating` (1-5) and `review` are the learner's, once the course is complete.
 */
export const CourseEnrollment = defineEntity({
	name: 'CourseEnrollment',
	tableName: 'course_enrollment',
	checks: [
		{ name: 'course_enrollment_progress_check', expression: 'progress between 0 and 100' },
		{ name: 'course_enrollment_rating_check', expression: 'rating is null or rating between 1 and 5' },
	],
	uniques: [{ name: 'course_enrollment_course_user_unique', properties: ['course', 'user'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		course: () => p.manyToOne(TrainingCourse).deleteRule('cascade'),
		user: () => p.manyToOne(User).deleteRule('cascade').index(),
		stripePaymentId: p.string().length(255).nullable(),
		enrolledAt: p.datetime().onCreate(() => new Date()),
		completedAt: p.datetime().nullable(),
		progress: p.smallint().default(0),
		certificateIssued: p.boolean().default(false),
		rating: p.smallint().nullable(),
		review: p.text().nullable(),
	},
})
export type CourseEnrollment = InferEntity<typeof CourseEnrollment>
