// GET /api/training-courses (docs/product.md §19; decision 144): search, category and level done in
// SQL, paged, with the counts the catalogue shows worked out from enrolments; bad values a 400.
import { describe, expect, test } from 'vitest'
import { storedCourse } from '../../../../tests/fixtures/courses.ts'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { enrol } from '../course-enrolments.server.ts'
import * as catalogue from './api.training-courses.ts'

const search = (query: string) => callRoute(catalogue.loader, apiRequest('GET', `/api/training-courses${query}`))
const enrolOn = async (id: number) => enrol(await freshEm(), (await apiUser('employee')).user, id)

describe('GET /api/training-courses', () => {
	test('search matches title, description, provider or a skill, with category and level; paged; counts from enrolments', async () => {
		const { course } = await storedCourse({
			title: 'Forklift Refresher Zyxwv',
			category: 'Warehousing and Logistics',
			level: 'Intermediate',
			maxStudents: 3,
			skills: ['Forklift operation', 'Qwertyskill'],
		})
		await enrolOn(course.id)

		for (const query of [
			'?search=zyxwv',
			'?search=qwertyskill',
			'?search=ZYXWV&category=Warehousing%20and%20Logistics&level=Intermediate',
		]) {
			const found = (await (await search(query)).json()) as { id: number }[]
			expect(found.map((item) => item.id)).toEqual([course.id])
		}
		expect(await (await search('?search=zyxwv&level=Advanced')).json()).toEqual([])
		const [view] = (await (await search('?search=zyxwv')).json()) as Record<string, unknown>[]
		expect(view).toMatchObject({
			price: 0,
			currency: 'GBP',
			maxStudents: 3,
			currentStudents: 1,
			placesLeft: 2,
			rating: null,
			reviewCount: 0,
			skills: ['Forklift operation', 'Qwertyskill'],
		})

		await storedCourse({ title: 'Forklift Refresher Zyxwv two' })
		const paged = await search('?search=zyxwv&limit=1')
		expect(paged.headers.get('X-Total-Count')).toBe('2')
		expect(paged.headers.get('Link')).toContain('rel="next"')
		expect(((await (await search('?search=zyxwv&page=2&limit=1')).json()) as unknown[]).length).toBe(1)
	})

	test('a category, level or page not in the lists is a 400 naming it; inactive courses are not listed', async () => {
		const refused = await search('?category=Astrology&level=Expert&page=0')
		expect(refused.status).toBe(400)
		expect(await refused.json()).toMatchObject({
			message: 'Please check the search',
			errors: {
				category: [expect.stringContaining('category must be one of')],
				level: [expect.stringContaining('level must be one of')],
				page: ['page must be between 1 and 10000'],
			},
		})
		await storedCourse({ title: 'Withdrawn Course Plughq', isActive: false })
		expect(await (await search('?search=plughq')).json()).toEqual([])
	})
})
