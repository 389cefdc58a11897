// The rules of a career path that need no database (decision 151), apart so they can be checked by
// hand: the milestones a path is given, where its status stands after a tick, and which courses
// teach its skills.
//
// Milestones: one per required skill, in the order listed ("Gain: Care"), then "Apply for {target
// role} roles" last. Their target dates are spread evenly over the timeframe, counted in days from
// the day the path was made: with n milestones the k-th is due k/n of the way, the last on the
// timeframe's final day. Status: `planning` while no milestone is ticked, `in_progress` once one
// is, `completed` when every one is (and back again as they are unticked).
import type { CareerPathStatus, CareerTimeframe } from './career-options.ts'
import type { MilestoneKind } from './career-path-schemas.ts'
import { TIMEFRAME_MONTHS } from './career-path-schemas.ts'
import { courseSkillIds, coursesTeaching, type SkillVocabulary } from './seeker-skills.ts'

const DAY = 24 * 60 * 60 * 1000

type PlannedMilestone = {
	kind: Exclude<MilestoneKind, 'own'>
	title: string
	description: string
	/** YYYY-MM-DD */
	targetDate: string
	skillsGained: string[]
	orderIndex: number
}

const isoDay = (date: Date) => date.toISOString().slice(0, 10)

/** The timeframe's last day: `months` calendar months after `start` (UTC days). */
function timeframeEnd(start: Date, timeframe: CareerTimeframe) {
	const end = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()))
	end.setUTCMonth(end.getUTCMonth() + TIMEFRAME_MONTHS[timeframe])
	return end
}

/** The milestone that gains one skill. */
const skillMilestoneTitle = (skill: string) => `Gain: ${skill}`
export const applyMilestoneTitle = (targetRole: string) => `Apply for ${targetRole} roles`

/** The milestones of a path, in order, with their target dates spread over the timeframe. */
export function planMilestones(
	path: { targetRole: string; timeframe: CareerTimeframe; requiredSkills: readonly string[] },
	start: Date,
): PlannedMilestone[] {
	const steps = [
		...path.requiredSkills.map((skill) => ({
			kind: 'skill' as const,
			title: skillMilestoneTitle(skill),
			description: `Learn ${skill} and practise it: a recommended course, training at work or volunteering all count.`,
			skillsGained: [skill],
		})),
		{
			kind: 'apply' as const,
			title: applyMilestoneTitle(path.targetRole),
			description: `Search the board for ${path.targetRole} jobs and apply, naming the skills you have gained.`,
			skillsGained: [],
		},
	]
	const first = Date.UTC(start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate())
	const days = Math.round((timeframeEnd(start, path.timeframe).getTime() - first) / DAY)
	return steps.map((step, index) => ({
		...step,
		targetDate: isoDay(new Date(first + Math.round((days * (index + 1)) / steps.length) * DAY)),
		orderIndex: index + 1,
	}))
}

/** Where a path stands from its milestones' ticks. */
export function statusOf(milestones: readonly { isCompleted: boolean }[]): CareerPathStatus {
	const done = milestones.filter((milestone) => milestone.isCompleted).length
	if (done === 0) return 'planning'
	return done === milestones.length ? 'completed' : 'in_progress'
}

/** How many courses a path recommends. */
const MAX_RECOMMENDED_COURSES = 3

/**
 * The courses to recommend for these skills, at most MAX_RECOMMENDED_COURSES: those teaching the
 * most of them, in taxonomy terms (a required skill and a course's skill are the same when they
 * map to the same taxonomy skill), then the cheapest.
 */
export function coursesFor<Course extends { title: string; skills: readonly string[]; pricePence: number }>(
	vocabulary: Pick<SkillVocabulary, 'skillOfName'>,
	courses: readonly Course[],
	skills: readonly string[],
): Course[] {
	const wanted = [...courseSkillIds(vocabulary, skills)]
	const teaching = courses.map((course) => ({ ...course, course, skillIds: courseSkillIds(vocabulary, course.skills) }))
	return coursesTeaching(teaching, wanted, MAX_RECOMMENDED_COURSES).map((entry) => entry.course)
}

/** The different skills, whatever their case, of the ticked milestones. */
export function skillsGainedBy(milestones: readonly { isCompleted: boolean; skillsGained: readonly string[] }[]) {
	return new Set(
		milestones.filter((m) => m.isCompleted).flatMap((m) => m.skillsGained.map((skill) => skill.toLowerCase())),
	).size
}
