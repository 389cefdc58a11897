// /quick-apply-setup reached from a Quick Apply pressed without a profile (decision 112): saving
// the profile goes back to the job, on this site only.
import { describe, expect, test } from 'vitest'
import { withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import * as screen from './quick-apply-setup.tsx'

async function saveProfile(query: string) {
	const { cookie } = await signedIn('employee')
	const form = new FormData()
	form.append('intent', 'save')
	form.append('fullName', 'Quentin Penketh')
	const request = new Request(`${ORIGIN}/quick-apply-setup${query}`, {
		method: 'POST',
		headers: { Origin: ORIGIN, Cookie: cookie },
		body: form,
	})
	return callRoute(withParams(screen.action), request)
}

describe('saving the Quick Apply profile', () => {
	test('with a redirectTo, goes back to the job to press Quick Apply', async () => {
		const response = await saveProfile(`?redirectTo=${encodeURIComponent('/jobs/12')}`)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/jobs/12')
		expect(await toastOf(response)).toMatchObject({
			title: 'Profile Updated!',
			description: 'Your Quick Apply profile has been saved. Press Quick Apply to send it.',
		})
	})

	test.each(['', '?redirectTo=%2F%09%2Fevil.com', '?redirectTo=https%3A%2F%2Fevil.com%2F'])(
		'%j stays on the setup page',
		async (query) => {
			const response = await saveProfile(query)
			expect(response.headers.get('Location')).toBe('/quick-apply-setup')
		},
	)
})
