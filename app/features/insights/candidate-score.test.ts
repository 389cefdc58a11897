import { describe, expect, test } from 'vitest'
import {
	bandOf,
	FACTOR_WEIGHTS,
	jobRequirements,
	scoreCandidate,
	scoringInputOf,
	yearsAsked,
	yearsStated,
	type ScoredApplication,
	type ScoredJob,
} from './candidate-score.ts'

// The worked examples of docs/decisions/134-candidate-quality-score.md as decision 207 changes
// them (skills are the advert's stored taxonomy skills; years only as the advert states them),
// number for number. Skill ids here are the test's own: the score is pure and reads only ids and labels.
const ACCOUNTING_SYSTEMS = 1
const PAYROLL = 2
const INVOICES = 3
const JOB: ScoredJob = {
	title: 'Accounts Assistant',
	description:
		'Process purchase invoices in Sage and help with payroll. You have at least 2 years in an accounts office. AAT qualified or studying.',
	skills: [
		{ skillId: ACCOUNTING_SYSTEMS, label: 'use accounting systems', source: 'requirements' },
		{ skillId: PAYROLL, label: 'manage payroll', source: 'duties' },
		{ skillId: INVOICES, label: 'process incoming invoices', source: 'duties' },
	],
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
	skillIds: new Set([ACCOUNTING_SYSTEMS, PAYROLL, INVOICES, 99]),
}
const EXAMPLE_2: ScoredApplication = {
	profile: null,
	letter: 'I have eight years in purchase ledger using Sage 200 and can work school hours.',
	cv: null,
	skillIds: new Set([ACCOUNTING_SYSTEMS]),
}
const EXAMPLE_3: ScoredApplication = {
	profile: { yearsExperience: 0, skills: ['Customer service'], qualifications: [], currentJobTitle: 'Barista' },
	letter: '',
	cv: { mimeType: 'application/pdf', size: 800 },
	skillIds: new Set([98]),
}
const NOTHING: ScoredApplication = { profile: null, letter: '', cv: null, skillIds: new Set() }

const breakdown = (application: ScoredApplication, job = JOB) =>
	scoreCandidate(application, job).factors.map(({ factor, score, contribution }) => [factor, score, contribution])

describe('the advert, as the score reads it', () => {
	test('years asked, its stored skills by where they were found, and qualifications', () => {
		const requirements = jobRequirements(JOB)
		expect(requirements.years).toBe(2)
		expect(requirements.skills).toEqual({ essential: [ACCOUNTING_SYSTEMS], optional: [PAYROLL, INVOICES] })
		expect(requirements.qualifications).toEqual(['aat'])
	})

	test('title words are never skills: only the stored skills are asked for', () => {
		const advert: ScoredJob = {
			title: 'Assistant Maintenance Engineer',
			description: 'Assist the engineering team with planned maintenance.',
			skills: [{ skillId: 7, label: 'perform machine maintenance', source: 'title' }],
		}
		const asked = jobRequirements(advert)
		expect(asked.skills).toEqual({ essential: [7], optional: [] })
		expect([...asked.skillLabels.values()]).toEqual(['perform machine maintenance'])
		// An applicant who only says the title's words has none of its skills.
		const score = scoreCandidate({ ...NOTHING, letter: 'I am an assistant engineer.' }, advert)
		expect(score.factors[1]).toMatchObject({ score: 0 })
		expect(score.skills).toEqual({
			matched: { essential: [], optional: [] },
			missing: { essential: ['perform machine maintenance'], optional: [] },
		})
	})

	test('employer-added skills are essential; duties and the rest of the advert optional', () => {
		const asked = jobRequirements({
			title: 'Forklift Driver',
			description: '',
			skills: [
				{ skillId: 1, label: 'a', source: 'employer' },
				{ skillId: 2, label: 'b', source: 'description' },
				{ skillId: 3, label: 'c', source: 'title' },
				{ skillId: 4, label: 'd', source: 'duties' },
			],
		})
		expect(asked.skills).toEqual({ essential: [1, 3], optional: [2, 4] })
	})

	test('years an advert asks for, in the ways adverts say it', () => {
		const asked = (description: string, title = 'Warehouse Operative') => yearsAsked({ title, description })
		expect(asked('You will have 2 years’ experience of warehouse work.')).toBe(2)
		expect(asked("2 years' experience in a busy kitchen")).toBe(2)
		expect(asked('Minimum 3 years in a similar role.')).toBe(3)
		expect(asked('A minimum of two years experience is essential.')).toBe(2)
		expect(asked('At least 2 years in an accounts office.')).toBe(2)
		expect(asked('2-3 years experience of HGV driving')).toBe(2)
		expect(asked('5+ years of relevant experience')).toBe(5)
		expect(asked('Experience of 4 years in care')).toBe(4)
		expect(asked('At least a year’s experience')).toBe(1)
		expect(asked('Established 25 years ago, we are a family firm.')).toBeNull()
		expect(asked('This is a 2 year contract.')).toBeNull()
		expect(asked('Packing boxes on days.')).toBeNull()
		expect(asked('No experience is needed, full training given.')).toBe(0)
		expect(asked('Learn a trade.', 'Engineering Apprentice')).toBe(0)
	})

	test('years an applicant states: in words or figures, the most a text states', () => {
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

	test('example 1, a Quick Apply that matches: 99, excellent, every skill named', () => {
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
			'Has all 3 skills the advert asks for, 1 of 1 essential. Matched: use accounting systems, manage payroll, process incoming invoices. Missing: none',
		)
	})

	test('example 2, a short form message without a CV: 50, fair; the essential skill counts twice', () => {
		expect(breakdown(EXAMPLE_2)).toEqual([
			['experience', 100, 30],
			['skills', 50, 15],
			['education', 0, 0],
			['communication', 30, 4.5],
			['cv', 0, 0],
		])
		const score = scoreCandidate(EXAMPLE_2, JOB)
		expect(score.overall).toBe(50)
		expect(score.band).toBe('fair')
		expect(score.factors[0]!.reason).toBe('8 years of experience; the advert asks for 2 years')
		expect(score.factors[1]!.reason).toBe(
			'Has 1 of the 3 skills the advert asks for, 1 of 1 essential. Matched: use accounting systems. Missing: manage payroll, process incoming invoices',
		)
		expect(score.skills).toEqual({
			matched: { essential: ['use accounting systems'], optional: [] },
			missing: { essential: [], optional: ['manage payroll', 'process incoming invoices'] },
		})
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

	test('no years stated: experience is left out, says so, and the others share its weight', () => {
		const noYears = { ...JOB, description: 'Process purchase invoices in Sage and help with payroll. AAT qualified.' }
		const score = scoreCandidate(EXAMPLE_1, noYears)
		expect(score.factors[0]).toEqual({
			factor: 'experience',
			score: null,
			weight: 0,
			contribution: 0,
			reason: 'No years stated in the advert, so experience is not scored; its weight goes to the other factors',
		})
		expect(score.factors.map((factor) => factor.weight)).toEqual([0, 42.9, 21.4, 21.4, 14.3])
		// 100 × 30/70 + 100 × 15/70 + 90 × 15/70 + 100 × 10/70 = 97.86
		expect(score.overall).toBe(98)
		expect(JSON.stringify(score)).not.toContain('asks for 1 year')
	})

	test('an advert with no skills stored: skills are left out and it says so', () => {
		const score = scoreCandidate(EXAMPLE_1, { ...JOB, skills: [] })
		expect(score.factors[1]).toMatchObject({ score: null, weight: 0 })
		expect(score.factors[1]!.reason).toMatch(/^The advert has no skills the board recognises/)
		expect(score.skills).toBeNull()
		expect(score.factors.map((factor) => factor.weight)).toEqual([42.9, 0, 21.4, 21.4, 14.3])
	})
})

describe('scoreCandidate: the edges', () => {
	test('no snapshot, no letter, no CV: only what the advert allows without them', () => {
		const score = scoreCandidate(NOTHING, JOB)
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
		const skillIds = new Set([PAYROLL])
		expect(scoreCandidate({ ...scoringInputOf(other), skillIds }, JOB)).toEqual(
			scoreCandidate({ ...scoringInputOf(sent), skillIds }, JOB),
		)
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
