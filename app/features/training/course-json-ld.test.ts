import { describe, expect, test } from 'vitest'
import { schemaProblems } from '../../../tests/fixtures/schema-org.ts'
import { courseJsonLd, isoDuration, type CourseForJsonLd } from './course-json-ld.ts'

const FORKLIFT: CourseForJsonLd = {
	title: 'Counterbalance Forklift Novice (RTITB)',
	description: 'A five-day course for people who have never driven a lift truck.',
	provider: 'Birchwood Lift Truck Training',
	providerUrl: null,
	format: 'In person',
	level: 'Beginner',
	price: 65000,
	location: 'Birchwood Park, Warrington WA3',
	skills: ['Forklift operation', 'Load handling'],
	startDate: '2026-12-06',
	endDate: '2026-12-10',
	rating: null,
	reviewCount: 0,
}

describe('Course structured data', () => {
	test('a dated, paid classroom course: every field Google asks for, valid schema.org', () => {
		const data = courseJsonLd(FORKLIFT, { url: 'https://warringtonjobs.co.uk/training/1', workloadMinutes: 1800 })
		expect(data).toMatchObject({
			'@type': 'Course',
			name: FORKLIFT.title,
			description: FORKLIFT.description,
			provider: { '@type': 'Organization', name: 'Birchwood Lift Truck Training' },
			offers: [{ '@type': 'Offer', category: 'Paid', price: '650.00', priceCurrency: 'GBP' }],
			hasCourseInstance: [
				{
					'@type': 'CourseInstance',
					courseMode: 'Onsite',
					courseWorkload: 'PT30H',
					startDate: '2026-12-06',
					endDate: '2026-12-10',
					location: { '@type': 'Place', name: 'Birchwood Park, Warrington WA3' },
				},
			],
		})
		expect(data).not.toHaveProperty('aggregateRating')
		expect(schemaProblems(data)).toEqual([])
	})

	test('a free self-paced online course with ratings: Free, Online, no dates or place, a rating', () => {
		const data = courseJsonLd(
			{ ...FORKLIFT, format: 'Online', price: 0, startDate: null, endDate: null, rating: 4.5, reviewCount: 2 },
			{ url: 'https://warringtonjobs.co.uk/training/2', workloadMinutes: 95 },
		)
		expect(data.offers[0]).toMatchObject({ category: 'Free', price: '0.00' })
		expect(data.hasCourseInstance[0]).toEqual({
			'@type': 'CourseInstance',
			courseMode: 'Online',
			courseWorkload: 'PT1H35M',
		})
		expect(data).toMatchObject({ aggregateRating: { ratingValue: 4.5, ratingCount: 2 } })
		expect(schemaProblems(data)).toEqual([])
	})

	test('ISO durations', () => {
		expect([isoDuration(45), isoDuration(60), isoDuration(150)]).toEqual(['PT45M', 'PT1H', 'PT2H30M'])
	})
})
