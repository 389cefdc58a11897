// Lists typed as comma-separated text (decision 189): a doubled or trailing comma is not an entry,
// on the form (posted as a browser without JavaScript posts it) and on the API alike.
import { describe, expect, test } from 'vitest'
import { apiUser, withParams } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute, formRequest, freshEm, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { careerPathsOf } from '../career-paths.server.ts'
import type { CareerPathView } from '../career-path-schemas.ts'
import * as details from './career-paths.$id.tsx'
import * as newPath from './career-paths.new.tsx'
import * as paths from './api.career-paths.ts'
import * as training from '../../profile/routes/api.user.training-history.ts'

const PATH = { currentRole: 'Office Junior', targetRole: 'Office Manager', timeframe: '1year' }

describe('comma-separated lists', () => {
	test('the career path form takes "Excel,,Word" as two skills; an entry too long is named with its limit', async () => {
		const { user, cookie } = await signedIn('employee')
		const created = await callRoute(
			newPath.action,
			formRequest('/career-paths/new', { ...PATH, requiredSkills: 'Excel,,Word, ,' }, { cookie }),
		)
		expect(created.status).toBe(302)
		expect(await toastOf(created)).toMatchObject({ title: 'Career path created' })
		const [made] = (await careerPathsOf(await freshEm(), user)).items as [CareerPathView]
		expect(made.requiredSkills).toEqual(['Excel', 'Word'])

		const added = await callRoute(
			withParams(details.action),
			formRequest(
				`/career-paths/${made.id}`,
				{ intent: 'add', title: 'Evening course', targetDate: '', skillsGained: ',Excel,,' },
				{ cookie },
			),
			{ params: { id: String(made.id) } },
		)
		expect(await toastOf(added)).toMatchObject({ title: 'Milestone added' })

		const tooLong = await callRoute(
			newPath.action,
			formRequest('/career-paths/new', { ...PATH, requiredSkills: `Excel,,${'x'.repeat(61)}` }, { cookie }),
		)
		expect(tooLong.status).toBe(400)
		const { result } = (await tooLong.json()) as { result: { error: Record<string, string[]> } }
		// Shown on the skills field (listFieldErrors), since the entry has no input of its own.
		expect(result.error).toMatchObject({ 'requiredSkills[1]': ['Each required skill must be at most 60 characters'] })
	})

	test('the API ignores blank entries, in text and in a list', async () => {
		const { token } = await apiUser('employee')
		const asText = await callRoute(
			paths.action,
			apiRequest('POST', '/api/career-paths', { token, body: { ...PATH, requiredSkills: 'Excel,,Word' } }),
		)
		expect(asText.status).toBe(201)
		expect(await asText.json()).toMatchObject({ requiredSkills: ['Excel', 'Word'] })
		const asList = await callRoute(
			paths.action,
			apiRequest('POST', '/api/career-paths', { token, body: { ...PATH, requiredSkills: ['Excel', '', ' ', 'Word'] } }),
		)
		expect(asList.status).toBe(201)
		expect(await asList.json()).toMatchObject({ requiredSkills: ['Excel', 'Word'] })

		const record = await callRoute(
			training.action,
			apiRequest('POST', '/api/user/training-history', {
				token,
				body: {
					trainingTitle: 'Level 2 Food Hygiene and Safety',
					trainingProvider: 'Warrington & Vale Royal College',
					trainingType: 'Certification',
					category: 'Healthcare',
					skillsLearned: 'HACCP,,allergens,',
				},
			}),
		)
		expect(record.status).toBe(201)
		expect(await record.json()).toMatchObject({ skillsLearned: ['HACCP', 'allergens'] })
	})
})
