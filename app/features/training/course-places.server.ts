// A place on a course (decision 144): the one function that creates an enrolment, free or paid.
// It runs inside the caller's transaction with the course row locked, so two people taking the
// last place at the same moment cannot both have it, and enrolling twice finds the first place.
import { LockMode } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { CourseEnrollment } from '../../models/course-enrollment.ts'
import { TrainingCourse } from '../../models/training-course.ts'

/** No listed course by this id (none, or no longer offered). */
export class CourseNotFoundError extends Error {
	constructor() {
		super('Course not found')
	}
}

/** Every place on the course is taken. */
export class CourseFullError extends Error {
	constructor() {
		super('This course is full: every place has been taken.')
	}
}

/** A listed (active) course by id, or null. */
export async function findListedCourse(em: EntityManager, id: number) {
	return em.findOne(TrainingCourse, { id, isActive: true })
}

/**
 * The learner's place on the course: the one they have, or a new one when a place is free.
 * Must run inside a transaction (the course row stays locked until it ends). Throws
 * CourseNotFoundError, CourseFullError.
 */
export async function takePlace(tx: EntityManager, courseId: number, userId: number, stripePaymentId: string | null) {
	const course = await tx.findOne(
		TrainingCourse,
		{ id: courseId, isActive: true },
		{ lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
	)
	if (!course) throw new CourseNotFoundError()
	const existing = await tx.findOne(CourseEnrollment, { course: courseId, user: userId })
	if (existing) return { enrollment: existing, course, created: false }
	if (course.maxStudents != null && (await tx.count(CourseEnrollment, { course: courseId })) >= course.maxStudents)
		throw new CourseFullError()
	const enrollment = tx.create(CourseEnrollment, {
		course: courseId,
		user: userId,
		stripePaymentId,
		enrolledAt: new Date(),
		progress: 0,
		certificateIssued: false,
	})
	await tx.flush()
	return { enrollment, course, created: true }
}
