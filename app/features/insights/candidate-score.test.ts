import { describe, expect, test } from 'vitest'
import {
	bandOf,
	FACTOR_WEIGHTS,
	jobRequirements,
	scoreCandidate,
	scoringInputOf,
	yearsStated,
	type ScoredApplication,
} from './candidate-score.ts'

// The worked examples of docs/decisions/134-candidate-quality-score.md, number for number.
const JOB = {
	title: 'Accounts Assistant',
	description:
		'Process purchase invoices in Sage and help with payroll. You have at least 2 years in an accounts office. AAT qualified or studying.',
}
const LETTER_1 =
	'I have spent five years in the accounts team of a Warrington builders’ merchant, where I process around two hundred purchase invoices a week, match them to orders and run the supplier payment run every Friday. I also prepare the monthly payroll for forty staff. I finished my AAT Level 3 last spring and would like an accounts assistant role closer to home, with part-time hours that fit around my children.'

const EXAMPLE_1: ScoredApplication = {
	profile: {
		yearsExperience: 5,
		skills: ['Sage 50', 'Payroll', 'Excel'],
		qualifications: ['AAT Level 3'],
		currentJobTitle: 'Accounts Assistant',
	},
	letter: LETTER_1,
	cv: { mimeType: 'application/pdf', size: 48_000 },
}
const EXAMPLE_2: ScoredApplication = {
	profile: null,
	letter: 'I have eight years in purchase ledger using Sage 200 and can work school hours.',
	cv: null,
}
const EXAMPLE_3: ScoredApplication = {
	profile: { yearsExperience: 0, skills: ['Customer service'], qualifications: [], currentJobTitle: 'Barista' },
	letter: '',
	cv: { mimeType: 'application/pdf', size: 800 },
}

const breakdown = (application: ScoredApplication) =>
	scoreCandidate(application, JOB).factors.map(({ factor, score, contribution }) => [factor, score, contribution])

describe('the advert, as the score reads it', () => {
	test('years asked, skills (the board’s words, then its own terms and title words) and qualifications', () => {
		const requirements = jobRequirements(JOB)
		expect(requirements.years).toBe(2)
		expect(requirements.skills.map((skill) => skill.label)).toEqual([
			'Bookkeeping',
			'Accounting',
			'accounts',
			'assistant',
		])
		expect(requirements.qualifications).toEqual(['aat'])
	})

	test('no years stated: 2 for “experienced”, 0 for an apprenticeship or “no experience needed”, else 1', () => {
		expect(jobRequirements({ title: 'CNC Machinist', description: 'An experienced machinist.' }).years).toBe(2)
		expect(jobRequirements({ title: 'Engineering Apprentice', description: 'Learn a trade.' }).years).toBe(0)
		expect(jobRequirements({ title: 'Packer', description: 'No experience is needed.' }).years).toBe(0)
		expect(jobRequirements({ title: 'Packer', description: 'Packing boxes.' }).years).toBe(1)
	})

	test('years in words or figures; the most a text states', () => {
		expect(yearsStated('After six years in warehousing and 2 years in care')).toBe(6)
		expect(yearsStated('10+ years of welding')).toBe(10)
		expect(yearsStated('a four-year apprenticeship')).toBeNull()
		expect(yearsStated('')).toBeNull()
	})
})

describe('scoreCandidate: the worked examples', () => {
	test('weights add up to 100', () => {
		expect(Object.values(FACTOR_WEIGHTS).reduce((sum, weight) => sum + weight, 0)).toBe(100)
	})

	test('example 1, a Quick Apply that matches: 99, excellent', () => {
		expect(breakdown(EXAMPLE_1)).toEqual([
			['experience', 100, 30],
			['skills', 100, 30],
			['education', 100, 15],
			['communication', 90, 13.5],
			['cv', 100, 10],
		])
		const score = scoreCandidate(EXAMPLE_1, JOB)
		expect(score.overall).toBe(99)
		expect(score.band).toBe('excellent')
		expect(score.factors[1]!.reason).toBe(
			'Names all 4 skills the advert asks for (Bookkeeping, Accounting, accounts, assistant)',
		)
	})

	test('example 2, a short form message without a CV: 42, fair', () => {
		expect(breakdown(EXAMPLE_2)).toEqual([
			['experience', 100, 30],
			['skills', 25, 7.5],
			['education', 0, 0],
			['communication', 30, 4.5],
			['cv', 0, 0],
		])
		const score = scoreCandidate(EXAMPLE_2, JOB)
		expect(score.overall).toBe(42)
		expect(score.band).toBe('fair')
		expect(score.factors[0]!.reason).toBe('8 years of experience; the advert asks for 2 years')
		expect(score.factors[1]!.reason).toBe('Names 1 of the 4 skills the advert asks for (Bookkeeping)')
	})

	test('example 3, no experience, no letter, a very short CV: 5, poor', () => {
		expect(breakdown(EXAMPLE_3)).toEqual([
			['experience', 0, 0],
			['skills', 0, 0],
			['education', 0, 0],
			['communication', 0, 0],
			['cv', 50, 5],
		])
		expect(scoreCandidate(EXAMPLE_3, JOB)).toMatchObject({ overall: 5, band: 'poor' })
	})
})

describe('scoreCandidate: the edges', () => {
	test('no snapshot, no letter, no CV: only what the advert allows without them', () => {
		const score = scoreCandidate({ profile: null, letter: '', cv: null }, JOB)
		expect(score.factors.map((factor) => factor.score)).toEqual([20, 0, 0, 0, 0])
		expect(score.factors[0]!.reason).toBe('Does not say how many years of experience; the advert asks for 2 years')
		expect(score.overall).toBe(6)
	})

	test('an empty or blank letter counts as none; a CV that is not PDF or Word scores 25', () => {
		const blank = scoreCandidate({ ...EXAMPLE_1, letter: '   ' }, JOB)
		expect(blank.factors[3]).toMatchObject({ score: 0, reason: 'No message or covering letter' })
		const image = scoreCandidate({ ...EXAMPLE_1, cv: { mimeType: 'image/png', size: 90_000 } }, JOB)
		expect(image.factors[4]!.score).toBe(25)
	})

	test('bands: 80-100 excellent, 60-79 good, 40-59 fair, 0-39 poor', () => {
		expect([100, 80, 79, 60, 59, 40, 39, 0].map(bandOf)).toEqual([
			'excellent',
			'excellent',
			'good',
			'good',
			'fair',
			'fair',
			'poor',
			'poor',
		])
	})
})

describe('scoringInputOf: never sees who the applicant is', () => {
	const snapshot = {
		fullName: 'Helen Marsh',
		phone: '07700 900123',
		city: 'Warrington',
		postcode: 'WA4 6PQ',
		currentJobTitle: 'Accounts Assistant',
		yearsExperience: 5,
		skills: ['Sage 50', 'Payroll'],
		qualifications: ['AAT Level 3'],
		defaultCoverLetter: 'Not read: the covering letter sent is.',
		availabilityNotice: '2weeks',
		videoPitchDuration: 45,
	}
	const sent = {
		profileSnapshot: snapshot,
		message: 'Five years in accounts.',
		coveringLetter: LETTER_1,
		cv: { mimeType: 'application/pdf', size: 40_000 },
	}

	test('only the years, skills, qualifications, current title, the letter and the CV’s type and size pass', () => {
		const input = scoringInputOf({ ...sent, applicantName: 'Helen Marsh', applicantEmail: 'h@example.com' } as never)
		expect(Object.keys(input).sort()).toEqual(['cv', 'letter', 'profile'])
		expect(Object.keys(input.profile!).sort()).toEqual([
			'currentJobTitle',
			'qualifications',
			'skills',
			'yearsExperience',
		])
		expect(JSON.stringify(input)).not.toMatch(/Helen|Marsh|07700|WA4|2weeks|45|Not read/)
	})

	test('another name, phone, postcode or video gives the same score', () => {
		const other = {
			...sent,
			profileSnapshot: {
				...snapshot,
				fullName: 'Mohammed Rahman',
				phone: '07700 900999',
				postcode: 'WA1 1AA',
				videoPitchDuration: null,
			},
		}
		expect(scoreCandidate(scoringInputOf(other), JOB)).toEqual(scoreCandidate(scoringInputOf(sent), JOB))
	})

	test('a stored snapshot is read defensively: odd values count as nothing', () => {
		const input = scoringInputOf({
			profileSnapshot: { yearsExperience: 'ten', skills: [3, 'Sage'], qualifications: null, currentJobTitle: '' },
			message: null,
			coveringLetter: null,
			cv: null,
		})
		expect(input).toEqual({
			profile: { yearsExperience: 0, skills: ['Sage'], qualifications: [], currentJobTitle: null },
			letter: '',
			cv: null,
		})
	})
})
