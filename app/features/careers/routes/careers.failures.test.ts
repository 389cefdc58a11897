// When storing fails for real: the career advisor keeps the answers and says "Assessment Failed",
// and generating course recommendations says "Error generating recommendations", on My Profile and
// from the API. The table each step writes to is taken away for the moment in this file's own
// database (every test file has its own), then put back.
import { describe, expect, test } from 'vitest'
import { storedCourse } from '../../../../tests/fixtures/courses.ts'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, formRequest, freshEm, toastTitleOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { UserSkill } from '../../../models/user-skill.ts'
import type { User } from '../../../models/user.ts'
import * as generate from './api.user.generate-recommendations.ts'
import * as advisor from './career-advisor.tsx'
import * as generateForm from './profile.course-recommendations.tsx'

async function withoutTable(table: string, run: () => Promise<void>) {
	const em = await freshEm()
	await em.execute(`alter table "${table}" rename to "${table}_away"`)
	try {
		await run()
	} finally {
		await em.execute(`alter table "${table}_away" rename to "${table}"`)
	}
}

async function withSkill(user: User) {
	const em = await freshEm()
	em.create(UserSkill, { user: user.id, skillName: 'Forklift', skillCategory: 'Other', proficiencyLevel: 'Advanced' })
	await em.flush()
}

describe('careers, when storing fails', () => {
	test('the advisor’s last step says "Assessment Failed" and keeps every answer', async () => {
		const { cookie } = await signedIn('employee')
		const fields = { step: '3', experienceLevel: 'entry', skills: 'Forklift', interests: 'Retail' }
		await withoutTable('career_assessment', async () => {
			const failed = await callRoute(advisor.action, formRequest('/career-advisor', fields, { cookie }))
			expect(failed.status).toBe(500)
			expect(await failed.json()).toMatchObject({
				step: 3,
				failure: { title: 'Assessment Failed', description: 'Please try again' },
				draft: { experienceLevel: 'entry', skills: ['Forklift'], interests: ['Retail'] },
			})
		})
		const stored = await callRoute(advisor.action, formRequest('/career-advisor', fields, { cookie }))
		expect(stored.status).toBe(302)
	})

	test('generating course recommendations says "Error generating recommendations", on the page and the API', async () => {
		await storedCourse({ title: 'Forklift Refresher', category: 'Warehousing and Logistics', skills: ['Forklift'] })
		const { user, cookie } = await signedIn('employee')
		await withSkill(user)
		const { user: apiSeeker, token } = await apiUser('employee')
		await withSkill(apiSeeker)
		await withoutTable('course_recommendation', async () => {
			const page = await callRoute(generateForm.action, formRequest('/profile/course-recommendations', {}, { cookie }))
			expect(page.status).toBe(302)
			expect(await toastTitleOf(page)).toBe('Error generating recommendations')
			const api = await callRoute(generate.action, apiRequest('POST', '/api/user/generate-recommendations', { token }))
			expect(api.status).toBe(500)
			expect(await api.json()).toMatchObject({ message: 'Error generating recommendations' })
		})
		const api = await callRoute(generate.action, apiRequest('POST', '/api/user/generate-recommendations', { token }))
		expect(api.status).toBe(200)
	})
})
