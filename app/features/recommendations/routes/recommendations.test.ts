import { describe, expect, test } from 'vitest'
import { apiUser, postedJob, uniqueWord } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { savePreferences } from '../preferences.server.ts'
import { saveJob } from '../../saved-jobs/saved-jobs.server.ts'
import { PreferencesSchema } from '../preferences-schema.ts'
import * as recommendations from './recommendations.tsx'

const open = (cookie?: string) =>
	callRoute(
		recommendations.loader,
		new Request(`${ORIGIN}/recommendations`, { headers: cookie ? { Cookie: cookie } : {} }),
	)

type Loaded = {
	signedIn: boolean
	preferences?: Record<string, unknown>
	recommendations?: { id: number; title: string; reason: string; saved?: true; summary: string; jobType: string }[]
}

describe('/recommendations', () => {
	test('signed out: 401, and the screen offers sign-in', async () => {
		const response = await open()
		expect(response.status).toBe(401)
		expect(await response.json()).toEqual({ signedIn: false })
	})

	test('nothing to go on: an empty list and the (empty) preferences for the dialog', async () => {
		const { cookie } = await signedIn('employee')
		const response = await open(cookie)
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
		expect(await response.json()).toEqual({
			signedIn: true,
			recommendations: [],
			preferences: {
				preferredJobTypes: [],
				preferredIndustries: [],
				preferredLocations: [],
				salaryMin: null,
				salaryMax: null,
			},
		})
	})

	test('with preferences: the matches, best first, each with its reason and saved state', async () => {
		const { user: employer } = await apiUser('employer')
		const word = uniqueWord()
		const best = await postedJob(employer, {
			title: `${word} Pharmacy Assistant`,
			industry: 'Healthcare',
			location: 'Appleton',
			jobType: 'Part-time',
		})
		const next = await postedJob(employer, {
			title: `${word} Till Assistant`,
			industry: 'Retail',
			location: 'Appleton',
			jobType: 'Part-time',
		})
		const { user, cookie } = await signedIn('employee')
		await savePreferences(
			await freshEm(),
			user,
			PreferencesSchema.parse({ preferredIndustries: ['Healthcare'], preferredLocations: ['Appleton'] }),
		)
		await saveJob(await freshEm(), user, next.id)
		const loaded = (await (await open(cookie)).json()) as Loaded
		const mine = loaded.recommendations!.filter((job) => job.id === best.id || job.id === next.id)
		expect(mine).toEqual([
			expect.objectContaining({
				id: best.id,
				reason: 'Matches your preferred industry: Healthcare',
				jobType: 'Part-time',
			}),
			expect.objectContaining({ id: next.id, reason: 'In your preferred area: Appleton', saved: true }),
		])
		// A job not saved carries no flag at all.
		expect(mine[0]).not.toHaveProperty('saved')
		expect(loaded.recommendations!.length).toBeLessThanOrEqual(recommendations.PAGE_RECOMMENDATIONS)
		expect(loaded.preferences).toMatchObject({ preferredIndustries: ['Healthcare'], preferredLocations: ['Appleton'] })
	})
})
