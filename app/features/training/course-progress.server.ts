// A learner's way through a course (decision 144): modules marked done, the progress percent, and
// completion, which issues the certificate once (decision 146), all in one transaction.
import { LockMode } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { CourseEnrollment } from '../../models/course-enrollment.ts'
import { CourseModule } from '../../models/course-module.ts'
import { TrainingCourse } from '../../models/training-course.ts'
import type { User } from '../../models/user.ts'
import type { CourseRating } from './course-search.ts'
import { issueCertificate } from './certificates.server.ts'

/** The learner has no place on this course. */
export class NotEnrolledError extends Error {
	constructor() {
		super('You are not enrolled on this course')
	}
}

/** Only a learner who has finished the course may rate it. */
export class CourseNotCompletedError extends Error {
	constructor() {
		super('Finish the course to rate it')
	}
}

/** No such module on this course. */
export class ModuleNotFoundError extends Error {
	constructor() {
		super('Module not found')
	}
}

/** Required modules done over required modules, as a whole percent rounded down (100 only when all are done); a course with no required module is complete. */
export function progressPercent(requiredDone: number, required: number) {
	if (required <= 0) return 100
	return Math.min(100, Math.floor((requiredDone * 100) / required))
}

/** The ids of the modules this enrolment has done. */
export async function modulesDone(em: EntityManager, enrollmentId: number) {
	const rows = await em.execute<{ module_id: number }[]>(
		'select module_id from user_module_progress where enrollment_id = ? and completed',
		[enrollmentId],
	)
	return new Set(rows.map((row) => row.module_id))
}

/**
 * Marks one module of the course done for the learner (again is harmless) and works out the
 * progress. When the last required module is done, the enrolment is completed and its
 * certificate issued, in the same transaction, once. Throws NotEnrolledError, ModuleNotFoundError.
 */
export async function completeModule(
	em: EntityManager,
	user: Pick<User, 'id'>,
	courseId: number,
	moduleId: number,
	now = new Date(),
) {
	return em.transactional(async (tx) => {
		const enrollment = await tx.findOne(
			CourseEnrollment,
			{ course: courseId, user: user.id },
			{ lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true },
		)
		if (!enrollment) throw new NotEnrolledError()
		const module = await tx.findOne(CourseModule, { id: moduleId, course: courseId })
		if (!module) throw new ModuleNotFoundError()
		await tx.execute(
			`insert into user_module_progress (enrollment_id, module_id, completed, completed_at, time_spent_minutes)
				values (?, ?, true, ?, ?)
				on conflict (enrollment_id, module_id) do update set completed = true,
					completed_at = coalesce(user_module_progress.completed_at, excluded.completed_at)`,
			[enrollment.id, module.id, now, module.durationMinutes],
		)
		const [{ required, done }] = await tx.execute<[{ required: string; done: string }]>(
			`select count(*) as required,
				count(*) filter (where exists (select 1 from user_module_progress p
					where p.enrollment_id = ? and p.module_id = m.id and p.completed)) as done
				from course_module m where m.course_id = ? and m.is_required`,
			[enrollment.id, courseId],
		)
		enrollment.progress = progressPercent(Number(done), Number(required))
		let certificateNumber: string | null = null
		const completes = enrollment.progress === 100 && !enrollment.completedAt
		if (completes) {
			const course = await tx.findOneOrFail(TrainingCourse, { id: courseId })
			enrollment.completedAt = now
			enrollment.certificateIssued = true
			certificateNumber = await issueCertificate(tx, enrollment, course, now)
		}
		await tx.flush()
		return { progress: enrollment.progress, completed: !!enrollment.completedAt, certificateNumber, module }
	})
}

/**
 * The learner's rating (1-5) and review of a course they have finished; rating again replaces
 * them. The catalogue's average and count are worked out from these. Throws NotEnrolledError,
 * CourseNotCompletedError.
 */
export async function rateCourse(em: EntityManager, user: Pick<User, 'id'>, courseId: number, input: CourseRating) {
	const enrollment = await em.findOne(CourseEnrollment, { course: courseId, user: user.id })
	if (!enrollment) throw new NotEnrolledError()
	if (!enrollment.completedAt) throw new CourseNotCompletedError()
	enrollment.rating = input.rating
	enrollment.review = input.review || null
	await em.flush()
}
