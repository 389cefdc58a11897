// A job seeker's skills and training history on /profile (docs/product.md §15 and §18): one schema
// for each, shared by the forms (/profile/skills/new, /profile/training/new and their edit pages,
// or the dialogs on /profile) and by /api/user/skills and /api/user/training-history (decision 139).
import { z } from 'zod'
import { normaliseList } from '../applying/quick-apply-schema.ts'
import { textListOf } from '../../platform/text-list.ts'

export const SKILL_CATEGORIES = [
	'Technology',
	'Business',
	'Healthcare',
	'Finance',
	'Marketing',
	'Design',
	'Other',
] as const
export const PROFICIENCY_LEVELS = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const
export const TRAINING_TYPES = ['Course', 'Certification', 'Workshop', 'Seminar', 'Conference'] as const
/** A record is `completed` unless the seeker says it is still going. */
export const TRAINING_STATUSES = ['completed', 'in_progress'] as const
export const TRAINING_STATUS_LABELS: Record<TrainingStatus, string> = {
	completed: 'Completed',
	in_progress: 'In progress',
}

export const MAX_SKILLS_PER_USER = 50
export const MAX_TRAINING_PER_USER = 100
const SKILL_NAME_MAX = 100
const TITLE_MAX = 200
const CERTIFICATION_MAX = 200
const DURATION_MAX = 50
const URL_MAX = 500
const MAX_YEARS = 60
const MAX_SKILLS_LEARNED = 20
const SKILL_LEARNED_MAX = 60

export const SKILL_FAILED = 'Error adding skill'
export const SKILL_UPDATE_FAILED = 'Error saving skill'
export const TRAINING_FAILED = 'Error adding training'
export const TRAINING_UPDATE_FAILED = 'Error saving training'
export const SKILL_LIMIT_MESSAGE = `You can list at most ${MAX_SKILLS_PER_USER} skills. Delete one to add another.`
export const TRAINING_LIMIT_MESSAGE = `You can list at most ${MAX_TRAINING_PER_USER} training records. Delete one to add another.`
export const duplicateSkillMessage = (name: string) =>
	`You already have a skill called "${name}". Edit that one instead.`

const missing = (input: unknown) => input === undefined || input === null || input === ''

const requiredText = (required: string, label: string, max: number) =>
	z
		.string({ error: (issue) => (missing(issue.input) ? required : `${label} must be text`) })
		.trim()
		.min(1, required)
		.max(max, `${label} must be at most ${max} characters`)

const optionalText = (label: string, max: number) =>
	z
		.string({ error: `${label} must be text` })
		.trim()
		.max(max, `${label} must be at most ${max} characters`)
		.nullish()
		.transform((value) => value || null)

const choice = <const Values extends readonly [string, ...string[]]>(values: Values, required: string, what: string) =>
	z.enum(values, { error: (issue) => (missing(issue.input) ? required : `Choose ${what} from the list`) })

/** Today's date in Warrington, as YYYY-MM-DD: the latest day a past event may be dated. */
export function todayInUk(now = new Date()) {
	return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(now)
}

const optionalDate = (label: string) =>
	z.iso
		.date({ error: `${label} must be a date, like 2025-06-30` })
		.nullish()
		.transform((value) => value ?? null)

const notFuture = (label: string) =>
	optionalDate(label).refine((value) => value === null || value <= todayInUk(), `${label} cannot be in the future`)

export const SkillSchema = z
	.object({
		skillName: requiredText('Skill name is required', 'Skill name', SKILL_NAME_MAX),
		skillCategory: choice(SKILL_CATEGORIES, 'Category is required', 'a category'),
		proficiencyLevel: choice(PROFICIENCY_LEVELS, 'Proficiency level is required', 'a proficiency level'),
		yearsOfExperience: z
			.number({ error: 'Years of experience must be a whole number, like 3' })
			.int('Years of experience must be a whole number, like 3')
			.min(0, 'Years of experience must be 0 or more')
			.max(MAX_YEARS, `Years of experience must be at most ${MAX_YEARS}`)
			.nullish()
			.transform((value) => value ?? null),
		lastUsed: notFuture('Last used'),
		certificationName: optionalText('Certification name', CERTIFICATION_MAX),
		certificationDate: notFuture('Certification date'),
		certificationExpiry: optionalDate('Certification expiry'),
	})
	.refine(
		(skill) =>
			skill.certificationDate === null ||
			skill.certificationExpiry === null ||
			skill.certificationExpiry >= skill.certificationDate,
		{ message: 'Certification expiry must be on or after the certification date', path: ['certificationExpiry'] },
	)

export type SkillInput = z.output<typeof SkillSchema>

/** A skill as the screen and the API show it. `isVerified` is always false for now. */
export type SkillView = SkillInput & { id: number; isVerified: boolean; createdAt: string; updatedAt: string }

/** A form sends "Food safety, HACCP" as one string; JSON may send a list. Blank entries are dropped. */
const toSkillsLearned = (value: unknown) => (missing(value) ? [] : textListOf(value))

export const TrainingSchema = z
	.object({
		trainingTitle: requiredText('Training title is required', 'Training title', TITLE_MAX),
		trainingProvider: requiredText('Provider is required', 'Provider', TITLE_MAX),
		trainingType: choice(TRAINING_TYPES, 'Training type is required', 'a training type'),
		category: choice(SKILL_CATEGORIES, 'Category is required', 'a category'),
		skillsLearned: z.preprocess(
			toSkillsLearned,
			z
				.array(
					z
						.string({ error: 'Each skill learned must be text' })
						.max(SKILL_LEARNED_MAX, `Each skill learned must be at most ${SKILL_LEARNED_MAX} characters`),
					{ error: 'Skills learned must be a list, or text separated by commas' },
				)
				.transform(normaliseList)
				.pipe(z.array(z.string()).max(MAX_SKILLS_LEARNED, `List at most ${MAX_SKILLS_LEARNED} skills learned`)),
		),
		completedDate: optionalDate('Completed date'),
		certificateUrl: z
			.url({ protocol: /^https$/, error: 'Certificate link must be a web address starting https://' })
			.max(URL_MAX, `Certificate link must be at most ${URL_MAX} characters`)
			.nullish()
			.transform((value) => value ?? null),
		duration: optionalText('Duration', DURATION_MAX),
		status: z
			.enum(TRAINING_STATUSES, { error: 'Choose completed or in progress' })
			.nullish()
			.transform((value) => value ?? 'completed'),
	})
	.refine(
		(training) =>
			training.status !== 'completed' || training.completedDate === null || training.completedDate <= todayInUk(),
		{ message: 'Completed date cannot be in the future', path: ['completedDate'] },
	)

export type TrainingInput = z.output<typeof TrainingSchema>
type TrainingStatus = (typeof TRAINING_STATUSES)[number]

export type TrainingView = TrainingInput & { id: number; createdAt: string; updatedAt: string }

/** The form's way of writing a list of skills learned. */
export const skillsLearnedText = (skills: readonly string[]) => skills.join(', ')

/** What an employer or admin opening My Profile or its pages reads on the 403. */
export const PROFILE_FOR_SEEKERS = 'My Profile is for job seekers: it keeps their CV, skills and training history.'
/** The API's 403 for an employer or admin. */
export const SKILLS_FOR_SEEKERS = 'Skills are for job seeker accounts'
export const TRAINING_FOR_SEEKERS = 'Training history is for job seeker accounts'
/** A form-level line under the failure title when fields need fixing. */
export const CHECK_FIELDS = 'Please check the highlighted fields.'

/** Where a saved or deleted record sends the seeker back to: its area on My Profile. */
export const SKILLS_ON_PROFILE = '/profile#skills'
export const TRAINING_ON_PROFILE = '/profile#training'
export const SKILL_NOT_FOUND = 'Skill not found'
export const TRAINING_NOT_FOUND = 'Training record not found'
