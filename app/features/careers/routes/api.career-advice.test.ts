// GET /api/career-advice: the advisor's roles for the latest assessment, each naming the skills
// matched and missing; refusals before an assessment and for other accounts.
import { describe, expect, test } from 'vitest'
import { careerJob } from '../../../../tests/fixtures/career-jobs.ts'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, freshEm } from '../../../../tests/fixtures/route.ts'
import { saveAssessment } from '../career-advisor.server.ts'
import * as advice from './api.career-advice.ts'

type Role = {
	role: string
	fallback: boolean
	matchedSkills: { essential: string[]; optional: string[] }
	missingSkills: { essential: string[]; optional: string[] }
	relevantJobs: { id: number }[]
}

const adviceFor = (auth: { token?: string }) => callRoute(advice.loader, apiRequest('GET', '/api/career-advice', auth))

describe('GET /api/career-advice', () => {
	test('the latest assessment’s roles with matched and missing skills by name; 404 before one; 401 and 403', async () => {
		const { user: employer, token: employerToken } = await apiUser('employer')
		const job = await careerJob(employer, { title: 'Office Cleaner', industry: 'Cleaning Services' })
		for (let index = 0; index < 5; index++)
			await careerJob(employer, {
				title: 'IT Support Technician',
				industry: 'Technology',
				description: 'Our clients include cleaning companies and accountants.',
			})
		const { user, token } = await apiUser('employee')

		expect((await adviceFor({})).status).toBe(401)
		expect((await adviceFor({ token: employerToken })).status).toBe(403)
		const none = await adviceFor({ token })
		expect(none.status).toBe(404)
		expect(await none.json()).toEqual({ message: 'Take the career assessment first' })

		await saveAssessment(await freshEm(), user, {
			currentRole: 'Office Cleaner',
			experienceLevel: 'mid',
			skills: ['Accounting'],
			interests: ['Technology'],
			workPreferences: null,
			salaryExpectation: null,
			careerGoals: null,
		})
		const answer = await adviceFor({ token })
		expect(answer.status).toBe(200)
		const body = (await answer.json()) as { assessment: { currentRole: string }; roles: Role[] }
		expect(body.assessment.currentRole).toBe('Office Cleaner')
		expect(body.roles.map((role) => role.role)).not.toContain('ICT help desk agent')
		const cleaning = body.roles.find((role) => role.role === 'Building cleaner')!
		expect(cleaning).toMatchObject({ fallback: false, relevantJobs: [{ id: job.id }] })
		expect(cleaning.matchedSkills.essential).toContain('Clean surfaces')
		expect(cleaning.missingSkills.essential).toEqual([])
		expect(cleaning.missingSkills.optional.length).toBeGreaterThan(0)
	})
})
