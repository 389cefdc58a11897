// The candidate quality score (docs/product.md §11, §22.20; decision 134): one pure function from
// what an applicant sent to a score 0-100 with its breakdown. Its input holds only the scored parts
// of an application, picked field by field by scoringInputOf: never a name, email, phone, address,
// age, video or anything else about who the applicant is. The worked examples of decision 134 are
// its unit tests (candidate-score.test.ts).
import {
	jobRequirements,
	names,
	QUALIFICATION_WORDS,
	yearsStated,
	type JobRequirements,
	type ScoredJob,
} from './advert-requirements.ts'

export { jobRequirements, yearsStated, type JobRequirements, type ScoredJob }

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
}

export const SCORE_FACTORS = ['experience', 'skills', 'education', 'communication', 'cv'] as const
type ScoreFactor = (typeof SCORE_FACTORS)[number]

/** Each factor's share of the overall score, in percent (they add up to 100). */
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
	/** 0-100 for this factor alone. */
	score: number
	weight: number
	/** What it adds to the overall score: score × weight / 100, to one decimal place. */
	contribution: number
	reason: string
}

export type CandidateScore = { overall: number; band: ScoreBand; factors: FactorScore[] }

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
	const scores: Record<ScoreFactor, { score: number; reason: string }> = {
		experience: experienceOf(application, requirements),
		skills: skillsOf(application, requirements),
		education: educationOf(application, requirements),
		communication: communicationOf(application, requirements),
		cv: cvOf(application),
	}
	const factors = SCORE_FACTORS.map((factor) => {
		const { score, reason } = scores[factor]
		const weight = FACTOR_WEIGHTS[factor]
		return { factor, score, weight, contribution: Math.round(score * weight) / 100, reason }
	})
	const overall = Math.round(factors.reduce((sum, factor) => sum + (factor.score * factor.weight) / 100, 0))
	return { overall, band: bandOf(overall), factors }
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
	const relevantTitle =
		profile?.currentJobTitle != null && job.titleWords.some((word) => names(profile.currentJobTitle!, [word]))
	const asked = job.years === 0 ? 'no experience' : `${plural(job.years, 'year')}`
	if (years === null) {
		return {
			score: job.years === 0 ? 60 : 20,
			reason: `Does not say how many years of experience; the advert asks for ${asked}`,
		}
	}
	const base = job.years === 0 || years >= job.years ? 100 : Math.round((100 * years) / job.years)
	const score = Math.min(100, base + (relevantTitle ? 15 : 0))
	const titleNote = relevantTitle ? ', in a job like this one' : ''
	return {
		score,
		reason: `${plural(years, 'year')} of experience${titleNote}; the advert asks for ${asked}${job.yearsStated ? '' : ' (no years stated)'}`,
	}
}

const sentText = ({ profile, letter }: ScoredApplication, parts: ('skills' | 'qualifications' | 'title')[]) =>
	[
		...(profile && parts.includes('skills') ? profile.skills : []),
		...(profile && parts.includes('qualifications') ? profile.qualifications : []),
		...(profile?.currentJobTitle && parts.includes('title') ? [profile.currentJobTitle] : []),
		letter,
	].join('\n')

function skillsOf(application: ScoredApplication, job: JobRequirements) {
	const text = sentText(application, ['skills', 'qualifications', 'title'])
	if (job.skills.length === 0) {
		const named = (application.profile?.skills.length ?? 0) > 0
		return {
			score: named ? 60 : 40,
			reason: named ? 'Lists skills; the advert names none we recognise' : 'The advert names no skills we recognise',
		}
	}
	const matched = job.skills.filter((skill) => names(text, skill.words))
	const score = Math.round((100 * matched.length) / job.skills.length)
	const which = matched.length ? ` (${matched.map((skill) => skill.label).join(', ')})` : ''
	return {
		score,
		reason: `Names ${ofThe(matched.length, job.skills.length, 'skill')} the advert asks for${which}`,
	}
}

function educationOf(application: ScoredApplication, job: JobRequirements) {
	const text = sentText(application, ['qualifications', 'skills'])
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
 */
export function scoringInputOf(sent: {
	profileSnapshot: Record<string, unknown> | null
	message: string | null
	coveringLetter: string | null
	cv: { mimeType: string; size: number } | null
}): ScoredApplication {
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
