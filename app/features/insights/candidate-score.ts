// The candidate quality score (docs/product.md §11, §22.20; decisions 134 and 207): one pure function
// from what an applicant sent to a score 0-100 with its breakdown. Its input holds only the scored
// parts of an application, picked field by field by scoringInputOf: never a name, email, phone,
// address, age, video or anything else about who the applicant is. Skills are taxonomy skills on
// both sides: the advert's stored skills against those mapped from the applicant's profile and
// letter (applicant-skills.server.ts); every skills reason names what matched and what is missing.
// The worked examples of decisions 134 and 207 are its unit tests (candidate-score.test.ts).
import {
	jobRequirements,
	names,
	QUALIFICATION_WORDS,
	yearsAsked,
	yearsStated,
	type AdvertSkill,
	type JobRequirements,
	type ScoredJob,
} from './advert-requirements.ts'
import { matchSkills } from '../skills/matching.ts'

export { jobRequirements, yearsAsked, yearsStated, type AdvertSkill, type JobRequirements, type ScoredJob }

/** What the score reads of an application: the allowed fields only. */
export type ScoredApplication = {
	/** A Quick Apply's kept profile fields; null for an application sent with the form. */
	profile: {
		yearsExperience: number
		skills: readonly string[]
		qualifications: readonly string[]
		currentJobTitle: string | null
	} | null
	/** The message and covering letter as sent, joined; empty when neither was. */
	letter: string
	/** The attached CV as stored (type and size in bytes); null when none is held. */
	cv: { mimeType: string; size: number } | null
	/** The taxonomy skills of what was sent and of the applicant's profile (applicant-skills.server.ts). */
	skillIds: ReadonlySet<number>
}

export const SCORE_FACTORS = ['experience', 'skills', 'education', 'communication', 'cv'] as const
type ScoreFactor = (typeof SCORE_FACTORS)[number]

/**
 * Each factor's share of the overall score, in percent (they add up to 100). A factor the advert
 * gives nothing to score against (no years stated, no skills stored) is left out and the others
 * share its weight in these proportions.
 */
export const FACTOR_WEIGHTS: Record<ScoreFactor, number> = {
	experience: 30,
	skills: 30,
	education: 15,
	communication: 15,
	cv: 10,
}

export const FACTOR_LABELS: Record<ScoreFactor, string> = {
	experience: 'Experience',
	skills: 'Skills',
	education: 'Education',
	communication: 'Communication',
	cv: 'CV quality',
}

export const SCORE_BANDS = [
	{ band: 'excellent', label: 'Excellent', min: 80 },
	{ band: 'good', label: 'Good', min: 60 },
	{ band: 'fair', label: 'Fair', min: 40 },
	{ band: 'poor', label: 'Poor', min: 0 },
] as const
export type ScoreBand = (typeof SCORE_BANDS)[number]['band']

export type FactorScore = {
	factor: ScoreFactor
	/** 0-100 for this factor alone; null when it is not scored (the advert gives nothing to score against). */
	score: number | null
	/** Its share of the overall score in percent, to one decimal place: 0 when not scored. */
	weight: number
	/** What it adds to the overall score: score × weight / 100, to two decimal places. */
	contribution: number
	reason: string
}

/** The advert's skills the applicant has and lacks, by label; null when the advert has none stored. */
export type SkillMatchView = {
	matched: { essential: string[]; optional: string[] }
	missing: { essential: string[]; optional: string[] }
} | null

export type CandidateScore = { overall: number; band: ScoreBand; factors: FactorScore[]; skills: SkillMatchView }

const wordCount = (text: string) => text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length

/** A CV smaller than this holds little more than a name: a PDF of a name and one line is under 1 KB. */
const MIN_CV_BYTES = 1024
const CV_TYPES = new Set([
	'application/pdf',
	'application/msword',
	'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
])

/** The score of one application to one job. `requirements` may be passed when scoring many applications to one job. */
export function scoreCandidate(
	application: ScoredApplication,
	job: ScoredJob,
	requirements = jobRequirements(job),
): CandidateScore {
	const skills = skillsOf(application, requirements)
	const scores: Record<ScoreFactor, { score: number | null; reason: string }> = {
		experience: experienceOf(application, requirements),
		skills,
		education: educationOf(application, requirements),
		communication: communicationOf(application, requirements),
		cv: cvOf(application),
	}
	const scored = SCORE_FACTORS.filter((factor) => scores[factor].score !== null)
	const scoredWeight = scored.reduce((sum, factor) => sum + FACTOR_WEIGHTS[factor], 0)
	let overall = 0
	const factors = SCORE_FACTORS.map((factor) => {
		const { score, reason } = scores[factor]
		const weight = score === null ? 0 : (FACTOR_WEIGHTS[factor] * 100) / scoredWeight
		const adds = score === null ? 0 : (score * weight) / 100
		overall += adds
		return {
			factor,
			score,
			weight: Math.round(weight * 10) / 10,
			contribution: Math.round(adds * 100) / 100,
			reason,
		}
	})
	overall = Math.round(overall)
	return { overall, band: bandOf(overall), factors, skills: skills.view }
}

export function bandOf(score: number): ScoreBand {
	return SCORE_BANDS.find((band) => score >= band.min)!.band
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`
/** "3 of the 4 skills", "the 1 skill", "all 4 skills". */
const ofThe = (matched: number, of: number, one: string) =>
	matched === of ? (of === 1 ? `the 1 ${one}` : `all ${of} ${one}s`) : `${matched} of the ${plural(of, one)}`
const UPPER_CASE_QUALIFICATIONS = new Set([
	'hnc',
	'hnd',
	'nvq',
	'gcse',
	'btec',
	'aat',
	'acca',
	'cima',
	'nebosh',
	'iosh',
	'cscs',
])
const qualificationLabel = (word: string) => (UPPER_CASE_QUALIFICATIONS.has(word) ? word.toUpperCase() : word)

function experienceOf({ profile, letter }: ScoredApplication, job: JobRequirements) {
	const years = profile ? profile.yearsExperience : yearsStated(letter)
	if (job.years === null || job.years === 0) {
		const advert = job.years === null ? 'No years stated in the advert' : 'The advert asks for no experience'
		return { score: null, reason: `${advert}, so experience is not scored; its weight goes to the other factors` }
	}
	const relevantTitle =
		profile?.currentJobTitle != null && job.titleWords.some((word) => names(profile.currentJobTitle!, [word]))
	const asked = plural(job.years, 'year')
	if (years === null) {
		return { score: 20, reason: `Does not say how many years of experience; the advert asks for ${asked}` }
	}
	const base = years >= job.years ? 100 : Math.round((100 * years) / job.years)
	const score = Math.min(100, base + (relevantTitle ? 15 : 0))
	const titleNote = relevantTitle ? ', in a job like this one' : ''
	return { score, reason: `${plural(years, 'year')} of experience${titleNote}; the advert asks for ${asked}` }
}

const sentText = ({ profile, letter }: ScoredApplication) =>
	[...(profile ? profile.qualifications : []), ...(profile ? profile.skills : []), letter].join('\n')

const listed = (labels: readonly string[]) => (labels.length ? labels.join(', ') : 'none')

function skillsOf(application: ScoredApplication, job: JobRequirements) {
	const asked = job.skills.essential.length + job.skills.optional.length
	if (asked === 0) {
		return {
			score: null,
			reason: 'The advert has no skills the board recognises, so skills are not scored; add them to the advert',
			view: null,
		}
	}
	const match = matchSkills(application.skillIds, job.skills)
	const label = (id: number) => job.skillLabels.get(id) ?? String(id)
	const view = {
		matched: { essential: match.matched.essential.map(label), optional: match.matched.optional.map(label) },
		missing: { essential: match.missing.essential.map(label), optional: match.missing.optional.map(label) },
	}
	const has = match.matched.essential.length + match.matched.optional.length
	const essential = job.skills.essential.length
	const essentialNote = essential ? `, ${match.matched.essential.length} of ${essential} essential` : ''
	return {
		score: Math.round(100 * match.score),
		reason: `Has ${ofThe(has, asked, 'skill')} the advert asks for${essentialNote}. Matched: ${listed([...view.matched.essential, ...view.matched.optional])}. Missing: ${listed([...view.missing.essential, ...view.missing.optional])}`,
		view,
	}
}

function educationOf(application: ScoredApplication, job: JobRequirements) {
	const text = sentText(application)
	const listed = application.profile?.qualifications.length ?? 0
	const anyNamed = listed > 0 || names(application.letter, QUALIFICATION_WORDS)
	if (job.qualifications.length === 0) {
		return {
			score: anyNamed ? 100 : 50,
			reason: anyNamed
				? 'Names qualifications; the advert asks for none in particular'
				: 'No qualifications named; the advert asks for none in particular',
		}
	}
	const matched = job.qualifications.filter((word) => names(text, [word]))
	if (matched.length === 0) {
		return {
			score: anyNamed ? 30 : 0,
			reason: `${anyNamed ? 'Names other qualifications, none' : 'Names none'} of the ${plural(job.qualifications.length, 'qualification')} the advert asks for`,
		}
	}
	return {
		score: Math.round((100 * matched.length) / job.qualifications.length),
		reason: `Names ${ofThe(matched.length, job.qualifications.length, 'qualification')} the advert asks for (${matched.map(qualificationLabel).join(', ')})`,
	}
}

function communicationOf({ letter }: ScoredApplication, job: JobRequirements) {
	const words = wordCount(letter)
	if (words === 0) return { score: 0, reason: 'No message or covering letter' }
	const base = words < 20 ? 30 : words < 60 ? 60 : words < 200 ? 80 : 90
	const aboutThisJob = job.titleWords.some((word) => names(letter, [word]))
	return {
		score: Math.min(100, base + (aboutThisJob ? 10 : 0)),
		reason: `A ${words}-word message and letter${aboutThisJob ? ' that speaks about this job' : ''}`,
	}
}

function cvOf({ cv }: ScoredApplication) {
	if (!cv) return { score: 0, reason: 'No CV attached' }
	if (!CV_TYPES.has(cv.mimeType)) return { score: 25, reason: 'A CV is attached, but not as PDF or Word' }
	if (cv.size < MIN_CV_BYTES) return { score: 50, reason: 'A PDF or Word CV is attached, but it is very short' }
	return { score: 100, reason: 'A readable PDF or Word CV is attached' }
}

/**
 * The scoring input of a stored application, picked field by field: the Quick Apply snapshot's
 * years, skills, qualifications and current job title (read defensively, it is stored JSON), the
 * message and letter, and the CV's type and size. Nothing else of the application is passed on.
 * Its skills, as taxonomy skills, are added by the caller (applicant-skills.server.ts).
 */
export function scoringInputOf(sent: {
	profileSnapshot: Record<string, unknown> | null
	message: string | null
	coveringLetter: string | null
	cv: { mimeType: string; size: number } | null
}): Omit<ScoredApplication, 'skillIds'> {
	const snapshot = sent.profileSnapshot
	const strings = (value: unknown) =>
		Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : []
	const profile = snapshot
		? {
				yearsExperience:
					typeof snapshot.yearsExperience === 'number' && snapshot.yearsExperience >= 0
						? Math.trunc(snapshot.yearsExperience)
						: 0,
				skills: strings(snapshot.skills),
				qualifications: strings(snapshot.qualifications),
				currentJobTitle:
					typeof snapshot.currentJobTitle === 'string' && snapshot.currentJobTitle ? snapshot.currentJobTitle : null,
			}
		: null
	const letter = [sent.message, sent.coveringLetter].filter((text) => text && text.trim()).join('\n\n')
	return { profile, letter, cv: sent.cv }
}
