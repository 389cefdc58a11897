import { describe, expect, test } from 'vitest'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import * as forgotPassword from '../../accounts/routes/api.forgot-password.ts'
import * as login from '../../accounts/routes/api.login.ts'
import * as logout from '../../accounts/routes/api.logout.ts'
import * as notFound from './api.$.ts'
import * as register from '../../accounts/routes/api.register.ts'
import * as resetPassword from '../../accounts/routes/api.reset-password.ts'
import * as userRoute from '../../accounts/routes/api.user.ts'

describe('API error answers', () => {
	test.each([
		['/api/register', register],
		['/api/login', login],
		['/api/logout', logout],
		['/api/forgot-password', forgotPassword],
		['/api/reset-password', resetPassword],
	])('GET %s is 405 naming POST', async (path, route) => {
		const response = await callRoute(route.loader, apiRequest('GET', path))
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('POST')
		expect(await response.json()).toEqual({ message: 'Method not allowed' })
	})

	test('writing to /api/user other than DELETE is 405 naming GET and DELETE', async () => {
		const response = await callRoute(userRoute.action, apiRequest('PUT', '/api/user'))
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('GET, DELETE')
	})

	test('an unknown /api path is a JSON 404 for reads and writes', async () => {
		for (const response of [
			await callRoute(notFound.loader, apiRequest('GET', '/api/no-such-thing')),
			await callRoute(notFound.action, apiRequest('POST', '/api/no-such-thing', { body: {} })),
		]) {
			expect(response.status).toBe(404)
			expect(await response.json()).toEqual({ message: 'Not found' })
		}
	})

	test('a wrong type says so rather than "required"', async () => {
		const response = await callRoute(
			login.action,
			apiRequest('POST', '/api/login', { body: { email: 123, password: ['x'] } }),
		)
		expect(response.status).toBe(400)
		const body = (await response.json()) as { errors: Record<string, string[]> }
		expect(body.errors.email).toEqual(['Email must be text'])
		expect(body.errors.password).toEqual(['Password must be text'])
	})

	test('every API answer carries nosniff', async () => {
		const response = await callRoute(login.action, apiRequest('POST', '/api/login', { rawBody: '{' }))
		expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
	})
})

describe('an unexpected error under /api', () => {
	test('is a JSON 500 in the one error shape with the request id, never plain text', async () => {
		const failing = () => {
			throw new Error('boom: something broke')
		}
		for (const method of ['GET', 'POST']) {
			const response = await callRoute(
				failing,
				apiRequest(method, '/api/jobs', { body: method === 'POST' ? {} : undefined }),
			)
			expect(response.status).toBe(500)
			expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
			expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff')
			const body = (await response.json()) as { message: string; requestId: string }
			expect(body.message).toBe('Something went wrong on our side. Please try again in a moment.')
			expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/)
			expect(JSON.stringify(body)).not.toContain('boom')
		}
	})

	test('React Router’s plain-text 500 for a resource route becomes the JSON one', async () => {
		const plain = () =>
			new Response('Unexpected Server Error', { status: 500, headers: { 'Content-Type': 'text/plain' } })
		const response = await callRoute(plain, apiRequest('GET', '/api/user'))
		expect(response.status).toBe(500)
		const body = (await response.json()) as { message: string; requestId: string }
		expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/)
	})
})
