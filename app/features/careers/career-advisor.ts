// The career advisor's wizard (/career-advisor; docs/product.md §15, decision 148): its answers,
// the rule each step must pass before the next, and the texts it shows. The screen and its tests
// read the same lists and messages. Each step is a plain form post carrying every earlier answer
// in hidden fields, so nothing is lost on the way and no draft is kept on the server.
import { z } from 'zod'
import {
	CAREER_EXPERIENCE_LEVELS,
	SALARY_EXPECTATIONS,
	WORK_PREFERENCES,
	type CareerExperienceLevel,
	type SalaryExpectation,
	type WorkPreference,
} from './career-options.ts'
import { normaliseList } from '../applying/quick-apply-schema.ts'
import { textListOf } from '../../platform/text-list.ts'

export const ADVISOR_STEPS = 3
export type AdvisorStep = 1 | 2 | 3

export const INCOMPLETE_ASSESSMENT = 'Incomplete Assessment'
export const ASSESSMENT_FAILED = 'Assessment Failed'
export const TRY_AGAIN = 'Please try again'
const NEED_LEVEL = 'Choose your experience level to continue'
const NEED_SKILL = 'Choose or add at least one skill to continue'
const NEED_INTEREST = 'Choose or add at least one interest to see your results'
/** What an employer or admin opening the advisor reads on its 403. */
export const ADVISOR_FOR_SEEKERS =
	'The career advisor is for job seekers: it matches their skills and interests to the jobs on the board.'

const MAX_ANSWERS = 30
const ANSWER_MAX_LENGTH = 60
const ROLE_MAX = 200
const GOALS_MAX = 1000

export const EXPERIENCE_LEVEL_LABELS: Record<CareerExperienceLevel, string> = {
	entry: 'Entry level: starting out, or up to 2 years',
	mid: 'Mid level: 3 to 5 years',
	senior: 'Senior: 6 years or more, or leading others',
}
export const WORK_PREFERENCE_LABELS: Record<WorkPreference, string> = {
	office: 'In an office or on site',
	remote: 'Remote',
	hybrid: 'Hybrid',
	flexible: 'Flexible',
}
export const SALARY_EXPECTATION_LABELS: Record<SalaryExpectation, string> = {
	'16000-20000': '£16,000 to £20,000',
	'20000-25000': '£20,000 to £25,000',
	'25000-35000': '£25,000 to £35,000',
	'35000-50000': '£35,000 to £50,000',
	'50000+': '£50,000 or more',
}

/** Everything the wizard has been told so far; any of it may still be missing. */
export type AdvisorDraft = {
	currentRole: string
	experienceLevel: CareerExperienceLevel | null
	skills: string[]
	interests: string[]
	workPreferences: WorkPreference | null
	salaryExpectation: SalaryExpectation | null
	careerGoals: string
}

export const EMPTY_DRAFT: AdvisorDraft = {
	currentRole: '',
	experienceLevel: null,
	skills: [],
	interests: [],
	workPreferences: null,
	salaryExpectation: null,
	careerGoals: '',
}

/** A complete set of answers, as stored (CareerAssessment). */
export type AdvisorAnswers = Omit<AdvisorDraft, 'experienceLevel' | 'currentRole' | 'careerGoals'> & {
	experienceLevel: CareerExperienceLevel
	currentRole: string | null
	careerGoals: string | null
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
	typeof value === 'string' && (values as readonly string[]).includes(value) ? (value as T) : null

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '')

/** Ticked boxes and a comma-separated "add your own": trimmed, repeats in any case dropped, within the limits. */
function mergeAnswers(ticked: readonly unknown[], typed: unknown): string[] {
	const added = typeof typed === 'string' ? (textListOf(typed) as string[]) : []
	return normaliseList(
		[...ticked, ...added].filter((item): item is string => typeof item === 'string').map((item) => item.trim()),
	)
		.filter((item) => item.length <= ANSWER_MAX_LENGTH)
		.slice(0, MAX_ANSWERS)
}

/**
 * The answers a step's form carries: its own fields and the earlier ones in hidden fields. Read
 * leniently, so that a step sent back with an error keeps all it can; `stepErrors` says what is
 * missing. An answer too long for its field is cut; a value not on a fixed list counts as none.
 */
export function readDraft(form: FormData): AdvisorDraft {
	return {
		currentRole: text(form.get('currentRole'), ROLE_MAX),
		experienceLevel: oneOf(CAREER_EXPERIENCE_LEVELS, form.get('experienceLevel')),
		skills: mergeAnswers(form.getAll('skills'), form.get('customSkills')),
		interests: mergeAnswers(form.getAll('interests'), form.get('customInterests')),
		workPreferences: oneOf(WORK_PREFERENCES, form.get('workPreferences')),
		salaryExpectation: oneOf(SALARY_EXPECTATIONS, form.get('salaryExpectation')),
		careerGoals: text(form.get('careerGoals'), GOALS_MAX),
	}
}

export type StepErrors = Partial<Record<'experienceLevel' | 'skills' | 'interests', string[]>>

/** What stops the wizard going on from `step` (and every step before it): none when it may. */
export function stepErrors(step: AdvisorStep, draft: AdvisorDraft): StepErrors {
	const errors: StepErrors = {}
	if (!draft.experienceLevel) errors.experienceLevel = [NEED_LEVEL]
	if (step >= 2 && draft.skills.length === 0) errors.skills = [NEED_SKILL]
	if (step >= 3 && draft.interests.length === 0) errors.interests = [NEED_INTEREST]
	return errors
}

/** The first step with something missing: where a wizard sent back goes. */
export function firstIncompleteStep(errors: StepErrors): AdvisorStep {
	if (errors.experienceLevel) return 1
	if (errors.skills) return 2
	return 3
}

/** The answers to store, once every step has passed. */
export function completeAnswers(draft: AdvisorDraft): AdvisorAnswers | null {
	if (!draft.experienceLevel || !draft.skills.length || !draft.interests.length) return null
	return {
		...draft,
		experienceLevel: draft.experienceLevel,
		currentRole: draft.currentRole || null,
		careerGoals: draft.careerGoals || null,
	}
}

/** Which way a step's buttons go. */
export const AdvisorIntentSchema = z.object({
	step: z.coerce.number().int().min(1).max(ADVISOR_STEPS),
	intent: z.enum(['next', 'back']).default('next'),
})
