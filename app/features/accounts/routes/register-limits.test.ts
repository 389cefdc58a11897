// A name over its limit is told the limit (decision 189), not "First name must be text": on the
// form as a browser without JavaScript posts it, and on the API.
import { describe, expect, test } from 'vitest'
import { apiRequest, callRoute, formRequest, newAccount } from '../../../../tests/fixtures/route.ts'
import * as authRoute from './auth.tsx'
import * as register from './api.register.ts'

const LONG = 'A'.repeat(300)

describe('a 300-character name', () => {
	test('the form says the limit on the field', async () => {
		const response = await callRoute(
			authRoute.action,
			formRequest('/auth', { intent: 'register', ...newAccount(), firstName: LONG, lastName: LONG }),
		)
		expect(response.status).toBe(400)
		const { result } = (await response.json()) as { result: { error: Record<string, string[]> } }
		expect(result.error.firstName).toEqual(['First name must be at most 255 characters'])
		expect(result.error.lastName).toEqual(['Last name must be at most 255 characters'])
	})

	test('the API says the limit, and still says "must be text" for a number', async () => {
		const tooLong = await callRoute(
			register.action,
			apiRequest('POST', '/api/register', { body: { ...newAccount(), firstName: LONG } }),
		)
		expect(tooLong.status).toBe(400)
		expect(((await tooLong.json()) as { errors: Record<string, string[]> }).errors.firstName).toEqual([
			'First name must be at most 255 characters',
		])
		const notText = await callRoute(
			register.action,
			apiRequest('POST', '/api/register', { body: { ...newAccount(), firstName: 42 } }),
		)
		expect(((await notText.json()) as { errors: Record<string, string[]> }).errors.firstName).toEqual([
			'First name must be text',
		])
	})
})
