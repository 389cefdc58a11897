// The demo job seeker's courses (decision 144): one free course under way, halfway through its
// modules, and one finished a few weeks ago with its certificate, so /profile's My courses and
// Certificates areas, the course pages and /certificates/{number} have something real to show.
import type { EntityManager } from '@mikro-orm/postgresql'
import { Certificate } from '../models/certificate.ts'
import { CourseEnrollment } from '../models/course-enrollment.ts'
import { CourseModule } from '../models/course-module.ts'
import type { TrainingCourse } from '../models/training-course.ts'
import type { User } from '../models/user.ts'
import { UserModuleProgress } from '../models/user-module-progress.ts'
import { randomCertificateCode } from '../features/training/certificates.server.ts'
import { progressPercent } from '../features/training/course-progress.server.ts'

const DAY = 24 * 60 * 60 * 1000

/** The course the demo seeker is halfway through, and the one they finished. */
export const SEED_IN_PROGRESS = 'Excel for Beginners'
export const SEED_COMPLETED = 'Customer Service Skills'

export async function seedEnrolments(tx: EntityManager, seeker: User, courses: Map<string, TrainingCourse>, now: Date) {
	// The modules are written with the courses; they need their ids here.
	await tx.flush()
	const enrolIn = async (title: string, enrolledDaysAgo: number, modulesDone: number | 'all') => {
		const course = courses.get(title)!
		const modules = await tx.find(CourseModule, { course: course.id }, { orderBy: { orderIndex: 'asc' } })
		const done = modulesDone === 'all' ? modules : modules.slice(0, modulesDone)
		const required = modules.filter((module) => module.isRequired)
		const progress = progressPercent(done.filter((module) => module.isRequired).length, required.length)
		const enrolledAt = new Date(now.getTime() - enrolledDaysAgo * DAY)
		const completedAt = progress === 100 ? new Date(enrolledAt.getTime() + 6 * DAY) : null
		const enrollment = tx.create(CourseEnrollment, {
			course,
			user: seeker,
			stripePaymentId: null,
			enrolledAt,
			completedAt,
			progress,
			certificateIssued: completedAt !== null,
		})
		done.forEach((module, index) =>
			tx.create(UserModuleProgress, {
				enrollment,
				module,
				completed: true,
				completedAt: new Date(enrolledAt.getTime() + (index + 1) * DAY),
				timeSpentMinutes: module.durationMinutes,
			}),
		)
		if (completedAt)
			tx.create(Certificate, {
				user: seeker,
				enrollment,
				courseName: course.title,
				provider: course.provider,
				issuedDate: completedAt.toISOString().slice(0, 10),
				expiryDate: null,
				isVerified: false,
				skillsCertified: course.skills,
				certificateNumber: `WJB-${completedAt.getUTCFullYear()}-${randomCertificateCode()}`,
			})
	}
	await enrolIn(SEED_COMPLETED, 40, 'all')
	await enrolIn(SEED_IN_PROGRESS, 9, 2)
}
