// Cutting an advert into the parts skills may and may not come from (decision 199).
import { describe, expect, test } from 'vitest'
import { headingOf, splitAdvert } from './advert-parts.ts'

const BLURB =
	'Brightwire Digital builds booking software for cleaning businesses, care agencies and hauliers across the North West.'

describe('headings', () => {
	test.each([
		['Duties', 'duties'],
		['Key responsibilities:', 'duties'],
		['**The role**', 'duties'],
		["What you'll do", 'duties'],
		['What you’ll be doing', 'duties'],
		['Requirements', 'requirements'],
		["What we're looking for:", 'requirements'],
		['Essential', 'requirements'],
		['Desirable:', 'requirements'],
		['Skills and experience', 'requirements'],
		['About you', 'requirements'],
		['You will need', 'requirements'],
		['About us', 'company'],
		['## About the company', 'company'],
		['Who we are', 'company'],
		["About Mercer's Logistics", 'company'],
		['Benefits', 'benefits'],
		['What we offer', 'benefits'],
		['Perks:', 'benefits'],
	])('%s is a heading of %s', (line, kind) => {
		expect(headingOf(line)).toEqual({ kind, rest: '' })
	})

	test('a heading with its text on the same line keeps the text', () => {
		expect(headingOf('Requirements: a full UK driving licence')).toEqual({
			kind: 'requirements',
			rest: 'a full UK driving licence',
		})
	})

	test.each([
		'About 20 hours a week, Monday to Friday.',
		'About three years ago we moved to Birchwood.',
		'The role suits someone who enjoys a busy kitchen and works well in a team of six.',
		'Cleaning of the site offices at the end of each shift',
	])('"%s" is text, not a heading', (line) => {
		expect(headingOf(line)).toBeNull()
	})
})

describe('splitting an advert', () => {
	test('each paragraph stands in the part of the heading above it', () => {
		const advert = [
			'Night shifts at our Birchwood warehouse.',
			'Duties:\nPicking and packing orders\nLoading vans',
			'Requirements\nCounterbalance licence',
			'About us\nWe are a family firm.',
			'Benefits\n28 days holiday',
		].join('\n\n')
		expect(splitAdvert(advert, [])).toEqual([
			{ kind: 'description', text: 'Night shifts at our Birchwood warehouse.' },
			{ kind: 'duties', text: 'Picking and packing orders\nLoading vans' },
			{ kind: 'requirements', text: 'Counterbalance licence' },
			{ kind: 'company', text: 'We are a family firm.' },
			{ kind: 'benefits', text: '28 days holiday' },
		])
	})

	test('a paragraph the employer repeats in another advert is company text, whatever its case and spacing', () => {
		const developer = `Build our booking platform in TypeScript.\n\n${BLURB}`
		const other = `Support our customers by phone.\n\n  ${BLURB.toUpperCase().replaceAll(' ', '  ')}`
		expect(splitAdvert(developer, [other])).toEqual([
			{ kind: 'description', text: 'Build our booking platform in TypeScript.' },
			{ kind: 'company', text: BLURB },
		])
	})

	test('a blurb after the requirements, past a blank line, is company text all the same', () => {
		const advert = `Requirements\nTypeScript and SQL.\n\n${BLURB}`
		expect(splitAdvert(advert, [`Duties\nAnswer calls.\n\n${BLURB}`])).toEqual([
			{ kind: 'requirements', text: 'TypeScript and SQL.' },
			{ kind: 'company', text: BLURB },
		])
	})

	test('requirements repeated from advert to advert stay requirements, and short repeated lines stay text', () => {
		const advert = 'Apply today.\n\nRequirements\nA full UK driving licence and a Driver CPC card with no points.'
		const other = 'Apply today.\n\nYou will need:\nA full UK driving licence and a Driver CPC card with no points.'
		expect(splitAdvert(advert, [other]).map((part) => part.kind)).toEqual(['description', 'requirements'])
	})
})
