// Enrolling on a course (docs/product.md §15; decisions 144, 145) and the learner's enrolments. A
// free course gives a place at once (course-places.server.ts); a paid one starts a payment, and
// the place is taken only once the payment is verified (payments.server.ts).
import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../../models/user.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import { formatPence } from '../../ui/format.ts'
import { certificateUrlOf } from './certificates.server.ts'
import { coursePaymentPageUrl, startCoursePayment } from '../payments/course-payments.server.ts'
import { CourseNotFoundError, findListedCourse, takePlace } from './course-places.server.ts'

export type EnrolmentView = {
	id: number
	courseId: number
	enrolledAt: string
	completedAt: string | null
	/** Percent of the required modules done. */
	progress: number
	requiredModules: number
	requiredModulesDone: number
	certificateIssued: boolean
	certificateNumber: string | null
	certificateUrl: string | null
	/** Set for a place paid for. */
	stripePaymentId: string | null
	rating: number | null
	review: string | null
	course: { id: number; title: string; provider: string; level: string; format: string; duration: string }
}

type EnrolOutcome =
	| { kind: 'enrolled'; created: boolean; enrollment: EnrolmentView }
	| { kind: 'payment-required'; clientSecret: string; paymentUrl: string; price: number; priceText: string }

type EnrolmentRow = {
	id: number
	course_id: number
	enrolled_at: Date
	completed_at: Date | null
	progress: number
	certificate_issued: boolean
	stripe_payment_id: string | null
	rating: number | null
	review: string | null
	title: string
	provider: string
	level: string
	format: string
	duration: string
	required: string
	done: string
	certificate_number: string | null
}

const ENROLMENT_SELECT = `select e.id, e.course_id, e.enrolled_at, e.completed_at, e.progress, e.certificate_issued,
		e.stripe_payment_id, e.rating, e.review, c.title, c.provider, c.level, c.format, c.duration,
		(select count(*) from course_module m where m.course_id = c.id and m.is_required) as required,
		(select count(*) from user_module_progress p join course_module m on m.id = p.module_id
			where p.enrollment_id = e.id and p.completed and m.is_required) as done,
		cert.certificate_number
	from course_enrollment e
	join training_course c on c.id = e.course_id
	left join certificate cert on cert.enrollment_id = e.id`

function toView(row: EnrolmentRow): EnrolmentView {
	return {
		id: row.id,
		courseId: row.course_id,
		enrolledAt: new Date(row.enrolled_at).toISOString(),
		completedAt: row.completed_at ? new Date(row.completed_at).toISOString() : null,
		progress: row.progress,
		requiredModules: Number(row.required),
		requiredModulesDone: Number(row.done),
		certificateIssued: row.certificate_issued,
		certificateNumber: row.certificate_number,
		certificateUrl: row.certificate_number ? certificateUrlOf(row.certificate_number) : null,
		stripePaymentId: row.stripe_payment_id,
		rating: row.rating,
		review: row.review,
		course: {
			id: row.course_id,
			title: row.title,
			provider: row.provider,
			level: row.level,
			format: row.format,
			duration: row.duration,
		},
	}
}

/** The learner's enrolments, the latest first. */
export async function enrolmentsOf(
	em: EntityManager,
	user: Pick<User, 'id'>,
	page: Page = { limit: 100, offset: 0 },
): Promise<Paged<EnrolmentView>> {
	const connection = em.getConnection()
	const rows = await connection.execute<EnrolmentRow[]>(
		`${ENROLMENT_SELECT} where e.user_id = ? order by e.enrolled_at desc, e.id desc limit ? offset ?`,
		[user.id, page.limit, page.offset],
	)
	const [{ count }] = await connection.execute<[{ count: string }]>(
		'select count(*) as count from course_enrollment where user_id = ?',
		[user.id],
	)
	return { items: rows.map(toView), total: Number(count) }
}

/** The learner's enrolment on one course, or null. */
export async function enrolmentView(em: EntityManager, user: Pick<User, 'id'>, courseId: number) {
	const rows = await em
		.getConnection()
		.execute<EnrolmentRow[]>(`${ENROLMENT_SELECT} where e.user_id = ? and e.course_id = ?`, [user.id, courseId])
	return rows[0] ? toView(rows[0]) : null
}

/**
 * Enrols the job seeker on a listed course. Free: a place now (or the one they have: enrolling
 * twice is harmless). Paid: the place they have, or a payment started for the course's price,
 * to be made on /payment. Throws CourseNotFoundError, CourseFullError, and for a paid course the
 * payment errors of startCoursePayment (not configured, provider away).
 */
export async function enrol(em: EntityManager, user: Pick<User, 'id'>, courseId: number): Promise<EnrolOutcome> {
	const course = await findListedCourse(em, courseId)
	if (!course) throw new CourseNotFoundError()
	const existing = await enrolmentView(em, user, course.id)
	if (existing) return { kind: 'enrolled', created: false, enrollment: existing }
	if (course.pricePence > 0) {
		const { clientSecret } = await startCoursePayment(em, user, course.id)
		return {
			kind: 'payment-required',
			clientSecret,
			paymentUrl: coursePaymentPageUrl({ courseId: course.id, clientSecret }),
			price: course.pricePence,
			priceText: formatPence(course.pricePence),
		}
	}
	const { created } = await em.transactional((tx) => takePlace(tx, course.id, user.id, null))
	return { kind: 'enrolled', created, enrollment: (await enrolmentView(em, user, course.id))! }
}
