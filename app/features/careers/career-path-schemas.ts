// A career path (docs/product.md §15 and §18): one schema shared by the create and edit forms
// (/career-paths/new, /career-paths/{id}/edit, or the dialog on /career-paths) and by
// POST/PATCH /api/career-paths (decision 151), with the labels and messages the screens show.
import { z } from 'zod'
import { CAREER_TIMEFRAMES, type CareerPathStatus, type CareerTimeframe } from './career-options.ts'
import { normaliseList } from '../applying/quick-apply-schema.ts'
import { textListOf } from '../../platform/text-list.ts'

export const ROLE_MAX = 200
const MAX_REQUIRED_SKILLS = 10
const REQUIRED_SKILL_MAX = 60
/** A salary above this is a typing slip, not a Warrington job's pay. */
const SALARY_MAX = 1_000_000
export const MAX_PATHS_PER_USER = 20
export const MAX_MILESTONES_PER_PATH = 30
const MILESTONE_DESCRIPTION_MAX = 1000

/** Where a milestone came from: a required skill, the last "Apply for …", or the seeker. */
export const MILESTONE_KINDS = ['skill', 'apply', 'own'] as const
export type MilestoneKind = (typeof MILESTONE_KINDS)[number]

export const TIMEFRAME_LABELS: Record<CareerTimeframe, string> = {
	'6months': '6 months',
	'1year': '1 year',
	'2years': '2 years',
	'5years': '5 years',
}
/** Calendar months each timeframe spans: milestones' target dates are spread over them. */
export const TIMEFRAME_MONTHS: Record<CareerTimeframe, number> = {
	'6months': 6,
	'1year': 12,
	'2years': 24,
	'5years': 60,
}

export const STATUS_LABELS: Record<CareerPathStatus, string> = {
	planning: 'Planning',
	in_progress: 'In progress',
	completed: 'Completed',
}

export const PATH_FAILED = 'Error creating career path'
export const PATH_UPDATE_FAILED = 'Error saving career path'
export const CHECK_FIELDS = 'Please check the highlighted fields.'
export const PATH_NOT_FOUND = 'Career path not found'
export const MILESTONE_NOT_FOUND = 'Milestone not found'
export const PATH_LIMIT_MESSAGE = `You can keep at most ${MAX_PATHS_PER_USER} career paths. Delete one to add another.`
/** The page's 403 for an employer or admin, and the API's. */
export const PATHS_FOR_SEEKERS = 'Career paths are for job seekers: they plan a move to their next role.'
export const PATHS_API_FOR_SEEKERS = 'Career paths are for job seeker accounts'
/** POST /api/generate-career-path and the page's generate form, before any assessment. */
export const NO_ASSESSMENT = 'Take the career assessment first'
export const NO_FITTING_ROLE =
	'No live job on the board fits your assessment yet. Create a path yourself, or try again when new jobs are posted.'
export const MILESTONE_FAILED = 'Error adding milestone'
export const MILESTONE_LIMIT_MESSAGE = `A path can have at most ${MAX_MILESTONES_PER_PATH} milestones.`
export const MILESTONE_NOT_OWN =
	'This milestone comes from the path’s required skills or target role: edit the path to change it'
const STATUS_NOT_SETTABLE = 'A new path starts in planning; its status then follows its milestones as you tick them'

const missing = (input: unknown) => input === undefined || input === null || input === ''

const requiredText = (required: string, label: string) =>
	z
		.string({ error: (issue) => (missing(issue.input) ? required : `${label} must be text`) })
		.trim()
		.min(1, required)
		.max(ROLE_MAX, `${label} must be at most ${ROLE_MAX} characters`)

/** Whole pounds a year; a form sends "24,500" or "£24500", JSON a number. Blank is "not given". */
const salary = (label: string) =>
	z.preprocess(
		(value) => {
			if (typeof value !== 'string') return value
			const digits = value.replace(/[£,\s]/g, '')
			return digits === '' ? null : Number(digits)
		},
		z
			.number({ error: `${label} must be a whole number of pounds, like 24500` })
			.int(`${label} must be a whole number of pounds, like 24500`)
			.min(0, `${label} must be 0 or more`)
			.max(SALARY_MAX, `${label} must be at most £${SALARY_MAX.toLocaleString('en-GB')}`)
			.nullish()
			.transform((value) => value ?? null),
	)

/** A form sends "Care certificate, First aid" as one string; JSON may send a list. Blank entries are dropped. */
const toSkills = (value: unknown) => (missing(value) ? [] : textListOf(value))

export const CareerPathSchema = z.object({
	currentRole: requiredText('Current role is required', 'Current role'),
	targetRole: requiredText('Target role is required', 'Target role'),
	timeframe: z.enum(CAREER_TIMEFRAMES, {
		error: (issue) => (missing(issue.input) ? 'Timeframe is required' : 'Choose a timeframe from the list'),
	}),
	currentSalary: salary('Current salary'),
	targetSalary: salary('Target salary'),
	requiredSkills: z.preprocess(
		toSkills,
		z
			.array(
				z
					.string({ error: 'Each required skill must be text' })
					.max(REQUIRED_SKILL_MAX, `Each required skill must be at most ${REQUIRED_SKILL_MAX} characters`),
				{ error: 'Required skills must be a list, or text separated by commas' },
			)
			.transform(normaliseList)
			.pipe(z.array(z.string()).max(MAX_REQUIRED_SKILLS, `List at most ${MAX_REQUIRED_SKILLS} required skills`)),
	),
})

/**
 * The API's create body: the form's fields, and `progressStatus` only as `planning` (001 §7 lists
 * it; a client may not start a path further on, since the status follows the milestones).
 */
export const CareerPathApiSchema = CareerPathSchema.extend({
	progressStatus: z
		.literal('planning', { error: STATUS_NOT_SETTABLE })
		.optional()
		.transform(() => undefined),
})

export type CareerPathInput = z.output<typeof CareerPathSchema>

/** A milestone the seeker adds (the details page's form, POST /api/career-paths/{id}/milestones). */
export const MilestoneSchema = z.object({
	title: requiredText('Milestone title is required', 'Milestone title'),
	description: z
		.string({ error: 'Description must be text' })
		.trim()
		.max(MILESTONE_DESCRIPTION_MAX, `Description must be at most ${MILESTONE_DESCRIPTION_MAX} characters`)
		.nullish()
		.transform((value) => value || null),
	targetDate: z.iso
		.date({ error: 'Target date must be a date, like 2027-03-31' })
		.nullish()
		.transform((value) => value ?? null),
	skillsGained: z.preprocess(
		toSkills,
		z
			.array(
				z
					.string({ error: 'Each skill must be text' })
					.max(REQUIRED_SKILL_MAX, `Each skill must be at most ${REQUIRED_SKILL_MAX} characters`),
				{ error: 'Skills gained must be a list, or text separated by commas' },
			)
			.transform(normaliseList)
			.pipe(z.array(z.string()).max(MAX_REQUIRED_SKILLS, `List at most ${MAX_REQUIRED_SKILLS} skills`)),
	),
})
export type MilestoneInput = z.output<typeof MilestoneSchema>

export type MilestoneView = {
	id: number
	kind: MilestoneKind
	title: string
	description: string | null
	/** A calendar day, YYYY-MM-DD. */
	targetDate: string | null
	isCompleted: boolean
	completedDate: string | null
	skillsGained: string[]
	orderIndex: number
}

type CourseSummary = { id: number; title: string; provider: string; pricePence: number }

export type CareerPathView = CareerPathInput & {
	id: number
	progressStatus: CareerPathStatus
	recommendedCourses: CourseSummary[]
	milestones: MilestoneView[]
	createdAt: string
	updatedAt: string
}

export type CareerProgressSummary = {
	totalPaths: number
	/** Paths under way: at least one milestone ticked, not all. */
	activePaths: number
	completedPaths: number
	/** Different skills (whatever their case) of the ticked milestones, across all paths. */
	skillsGained: number
	/** Each path's milestones done of all, for the Progress Overview. */
	paths: { id: number; targetRole: string; progressStatus: CareerPathStatus; done: number; total: number }[]
}

/** The form's way of writing a list of required skills. */
export const skillsText = (skills: readonly string[]) => skills.join(', ')

/** The tabs of /career-paths, as `?tab=` values. */
export const CAREER_TABS = [
	{ value: 'paths', label: 'My Career Paths' },
	{ value: 'progress', label: 'Progress Overview' },
	{ value: 'market', label: 'Market Insights' },
] as const
export type CareerTab = (typeof CAREER_TABS)[number]['value']
export const careerTabOf = (value: string | null): CareerTab =>
	CAREER_TABS.find((tab) => tab.value === value)?.value ?? 'paths'

/** A milestone's remove form (the seeker's own milestones), posted to the path's page. */
export const RemoveFormSchema = z.object({
	intent: z.literal('remove'),
	milestoneId: z.number().int().positive(),
	returnTo: z.enum(['list', 'details']).default('details'),
})

/** A milestone's tick form (/career-paths and /career-paths/{id} post it to the path's page). */
export const TickFormSchema = z.object({
	intent: z.literal('tick'),
	milestoneId: z.number().int().positive(),
	isCompleted: z.enum(['true', 'false']).transform((value) => value === 'true'),
	returnTo: z.enum(['list', 'details']).default('details'),
})

/** PATCH /api/career-paths/{id}/milestones/{milestoneId}'s body: tick or untick. */
export const MilestoneTickSchema = z.object({
	isCompleted: z.boolean({ error: 'isCompleted must be true or false' }),
})
