import { parseWithZod } from '@conform-to/zod/v4'
import { describe, expect, test } from 'vitest'
import {
	addListItem,
	COVER_LETTER_TOO_SHORT,
	FULL_NAME_TOO_SHORT,
	MAX_SKILLS,
	normaliseList,
	QuickApplyFormSchema,
	QuickApplyProfileSchema,
	removeListItem,
} from './quick-apply-schema.ts'

const errorsOf = (input: unknown) => {
	const result = QuickApplyProfileSchema.safeParse(input)
	return result.success
		? {}
		: Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]))
}

describe('list editing', () => {
	test('adds a trimmed item at the end, without changing the list given', () => {
		const skills = ['Forklift licence']
		expect(addListItem(skills, '  Customer service ')).toEqual(['Forklift licence', 'Customer service'])
		expect(skills).toEqual(['Forklift licence'])
	})

	test('ignores blanks and repeats whatever their case, keeping the first spelling', () => {
		const skills = ['First Aid']
		expect(addListItem(skills, '   ')).toEqual(['First Aid'])
		expect(addListItem(skills, '')).toEqual(['First Aid'])
		expect(addListItem(skills, 'first aid ')).toEqual(['First Aid'])
		expect(addListItem(skills, 'FIRST AID')).toEqual(['First Aid'])
	})

	test('stops at the maximum', () => {
		expect(addListItem(['a', 'b'], 'c', 2)).toEqual(['a', 'b'])
		expect(addListItem(['a'], 'c', 2)).toEqual(['a', 'c'])
	})

	test('removes an item whatever its case, and nothing when it is not there', () => {
		const skills = ['Driving', 'Manual handling']
		expect(removeListItem(skills, 'manual handling')).toEqual(['Driving'])
		expect(removeListItem(skills, ' Driving ')).toEqual(['Manual handling'])
		expect(removeListItem(skills, 'Welding')).toEqual(skills)
		expect(skills).toEqual(['Driving', 'Manual handling'])
	})

	test('normalising keeps order and first spellings', () => {
		expect(normaliseList([' NVQ Level 2 ', '', 'nvq level 2', 'CSCS card', '  '])).toEqual(['NVQ Level 2', 'CSCS card'])
	})
})

describe('Quick Apply profile schema', () => {
	const valid = { fullName: 'Emma Stockton' }

	test('only the full name is needed; the notice period defaults to 2 weeks and experience to 0', () => {
		expect(QuickApplyProfileSchema.parse(valid)).toEqual({
			fullName: 'Emma Stockton',
			yearsExperience: 0,
			skills: [],
			qualifications: [],
			availabilityNotice: '2weeks',
		})
	})

	test('the full name is trimmed and needs at least 2 characters', () => {
		expect(QuickApplyProfileSchema.parse({ fullName: '  Jo  ' }).fullName).toBe('Jo')
		expect(errorsOf({ fullName: ' J ' })).toEqual({ fullName: FULL_NAME_TOO_SHORT })
		expect(errorsOf({})).toEqual({ fullName: FULL_NAME_TOO_SHORT })
		expect(errorsOf({ fullName: 'x'.repeat(256) }).fullName).toBe('Full name must be at most 255 characters')
	})

	test('a cover letter, when given, needs 10 characters; blank is none', () => {
		expect(errorsOf({ ...valid, defaultCoverLetter: 'Hello' })).toEqual({ defaultCoverLetter: COVER_LETTER_TOO_SHORT })
		expect(errorsOf({ ...valid, defaultCoverLetter: '  Hi there  ' })).toEqual({
			defaultCoverLetter: COVER_LETTER_TOO_SHORT,
		})
		expect(QuickApplyProfileSchema.parse({ ...valid, defaultCoverLetter: '   ' }).defaultCoverLetter).toBeUndefined()
		expect(
			QuickApplyProfileSchema.parse({ ...valid, defaultCoverLetter: 'I am keen to help.' }).defaultCoverLetter,
		).toBe('I am keen to help.')
	})

	test.each([
		['5', 5],
		[7, 7],
		['2.9', 2],
		['', 0],
		['lots', 0],
		[null, 0],
		[Number.NaN, 0],
		[undefined, 0],
	])('years of experience %j becomes %j', (input, expected) => {
		expect(QuickApplyProfileSchema.parse({ ...valid, yearsExperience: input }).yearsExperience).toBe(expected)
	})

	test('years of experience cannot be negative nor absurd', () => {
		expect(errorsOf({ ...valid, yearsExperience: -1 })).toEqual({
			yearsExperience: 'Years of experience cannot be negative',
		})
		expect(errorsOf({ ...valid, yearsExperience: '71' }).yearsExperience).toBe('Years of experience must be at most 70')
	})

	test('notice periods come from the list', () => {
		for (const notice of ['immediate', '1week', '2weeks', '1month']) {
			expect(QuickApplyProfileSchema.parse({ ...valid, availabilityNotice: notice }).availabilityNotice).toBe(notice)
		}
		expect(QuickApplyProfileSchema.parse({ ...valid, availabilityNotice: null }).availabilityNotice).toBe('2weeks')
		expect(errorsOf({ ...valid, availabilityNotice: '3months' })).toEqual({
			availabilityNotice: 'Choose when you could start from the list',
		})
	})

	test('optional text is trimmed, blank or null is none, and long text is refused', () => {
		const parsed = QuickApplyProfileSchema.parse({
			...valid,
			phone: ' 01925 123456 ',
			city: '',
			postcode: null,
			currentJobTitle: 'Care Assistant',
		})
		expect(parsed.phone).toBe('01925 123456')
		expect(parsed.city).toBeUndefined()
		expect(parsed.postcode).toBeUndefined()
		expect(parsed.currentJobTitle).toBe('Care Assistant')
		expect(errorsOf({ ...valid, postcode: 'WA1 1AA WA1 1AA WA1 1AA' })).toEqual({
			postcode: 'Postcode must be at most 20 characters',
		})
		expect(errorsOf({ ...valid, phone: 1925 })).toEqual({ phone: 'Phone must be text' })
	})

	test('skills and qualifications are trimmed, blanks and repeats dropped, and capped', () => {
		const parsed = QuickApplyProfileSchema.parse({
			...valid,
			skills: [' Forklift ', 'forklift', '', 'First aid'],
			qualifications: 'NVQ Level 3',
		})
		expect(parsed.skills).toEqual(['Forklift', 'First aid'])
		expect(parsed.qualifications).toEqual(['NVQ Level 3'])
		const many = Array.from({ length: MAX_SKILLS + 1 }, (_, index) => `Skill ${index}`)
		expect(errorsOf({ ...valid, skills: many })).toEqual({ skills: `Add at most ${MAX_SKILLS} skills` })
		// Repeats do not count against the cap.
		expect(
			QuickApplyProfileSchema.parse({ ...valid, skills: [...many.slice(0, MAX_SKILLS), 'skill 0'] }).skills,
		).toHaveLength(MAX_SKILLS)
		expect(errorsOf({ ...valid, skills: ['x'.repeat(81)] })).toEqual({
			'skills.0': 'Each skill must be at most 80 characters',
		})
		expect(errorsOf({ ...valid, qualifications: { a: 1 } })).toEqual({
			'qualifications.0': 'Each qualification must be text',
		})
	})
})

describe('the form, as Conform parses it', () => {
	function form(entries: [string, string][]) {
		const data = new FormData()
		for (const [name, value] of entries) data.append(name, value)
		return parseWithZod(data, { schema: QuickApplyFormSchema })
	}
	const errorsIn = (submission: ReturnType<typeof form>) =>
		submission.status === 'error' ? submission.error : undefined

	test('repeated hidden inputs become the lists; one value is a list of one', () => {
		const submission = form([
			['fullName', 'Emma Stockton'],
			['yearsExperience', ''],
			['skills', 'Driving'],
			['skills', ' driving '],
			['skills', 'Forklift'],
			['qualifications', 'CSCS card'],
			['availabilityNotice', '1month'],
			['videoPitchDuration', '42'],
			['removeCv', 'on'],
		])
		expect(submission.status).toBe('success')
		if (submission.status !== 'success') return
		expect(submission.value).toMatchObject({
			fullName: 'Emma Stockton',
			yearsExperience: 0,
			skills: ['Driving', 'Forklift'],
			qualifications: ['CSCS card'],
			availabilityNotice: '1month',
			videoPitchDuration: 42,
			removeCv: true,
		})
		expect(submission.value.phone).toBeUndefined()
		expect(submission.value.removeVideoPitch).toBeUndefined()
	})

	test('a blank name and a short cover letter are field errors; a pitch over 90 seconds is refused', () => {
		const submission = form([
			['fullName', ' '],
			['defaultCoverLetter', 'Short'],
			['videoPitchDuration', '91'],
		])
		expect(submission.status).toBe('error')
		expect(errorsIn(submission)).toMatchObject({
			fullName: [FULL_NAME_TOO_SHORT],
			defaultCoverLetter: [COVER_LETTER_TOO_SHORT],
			videoPitchDuration: ['Video pitch must be 1 to 90 seconds long'],
		})
		expect(
			errorsIn(
				form([
					['fullName', 'Emma'],
					['videoPitchDuration', '0'],
				]),
			)?.videoPitchDuration,
		).toEqual(['Video pitch must be 1 to 90 seconds long'])
		expect(
			form([
				['fullName', 'Emma'],
				['videoPitchDuration', 'abc'],
			]).status,
		).toBe('error')
	})
})
