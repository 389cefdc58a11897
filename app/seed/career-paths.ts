// The demo job seeker's career path on /career-paths (docs/product.md §15, decision 151): from
// warehouse operative to care assistant, the move his profile tells (data.ts, skills.ts). Made
// with the rules a seeker's own path follows (its milestones, dates and courses), then moved on:
// started six weeks ago, the person-centred care milestone done, so the path is in progress.
import type { EntityManager } from '@mikro-orm/postgresql'
import { CareerMilestone } from '../models/career-milestone.ts'
import { CareerPath } from '../models/career-path.ts'
import type { TrainingCourse } from '../models/training-course.ts'
import type { User } from '../models/user.ts'
import { coursesFor, planMilestones, statusOf } from '../features/careers/career-path-plan.ts'
import { CareerPathSchema } from '../features/careers/career-path-schemas.ts'
import { taxonomy } from '../features/skills/taxonomy.server.ts'

const DAY = 24 * 60 * 60 * 1000

const SEED_CAREER_PATH = {
	currentRole: 'Warehouse Operative',
	currentSalary: 24_200,
	targetRole: 'Care Assistant',
	targetSalary: 25_500,
	timeframe: '1year',
	// The first two are taxonomy skills the seeded Care Certificate course teaches (courses are matched in taxonomy terms).
	requiredSkills: 'Person-centred care, Infection control, Safeguarding adults, Moving and handling',
	startedDaysAgo: 42,
	/** Milestones done, by title, and how many days ago. */
	done: [{ title: 'Gain: Person-centred care', daysAgo: 9 }],
} as const

/** Adds the demo path, its milestones and recommended courses (from the seeded catalogue). */
export function seedCareerPaths(tx: EntityManager, seeker: User, courses: readonly TrainingCourse[], now: Date) {
	const { startedDaysAgo, done, ...fields } = SEED_CAREER_PATH
	const input = CareerPathSchema.parse(fields)
	const started = new Date(now.getTime() - startedDaysAgo * DAY)
	const path = tx.create(CareerPath, {
		...input,
		user: seeker,
		progressStatus: 'planning',
		createdAt: started,
		updatedAt: started,
	})
	path.recommendedCourses.set(coursesFor(taxonomy(), courses, input.requiredSkills))
	const milestones = planMilestones(input, started).map((planned) => {
		const tick = done.find((entry) => entry.title === planned.title)
		return tx.create(CareerMilestone, {
			...planned,
			careerPath: path,
			isCompleted: Boolean(tick),
			completedDate: tick ? new Date(now.getTime() - tick.daysAgo * DAY) : null,
		})
	})
	path.progressStatus = statusOf(milestones)
}
