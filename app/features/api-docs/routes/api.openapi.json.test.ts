// GET /api/openapi.json and /api/docs, and the document's coverage: every api/ route in routes.ts,
// with every method it serves, is in the document, and the document lists nothing not served.
import { describe, expect, test } from 'vitest'
import { pathTemplateOf } from '../../../../tests/fixtures/api-conformance.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import { openApiDocument } from '../document.server.ts'
import routes from '../../../routes.ts'
import * as docs from './api.docs.tsx'
import * as openapi from './api.openapi.json.ts'

type Module = { loader?: Parameters<typeof callRoute>[0]; action?: Parameters<typeof callRoute>[0]; default?: unknown }
const paths = openApiDocument().paths as Record<string, Record<string, unknown>>

/** The OpenAPI template of a routes.ts path: api/jobs/:id is /api/jobs/{id}. */
const templateOf = (path: string) => '/' + path.replace(/:(\w+)/g, '{$1}')

describe('GET /api/openapi.json', () => {
	test('answers the OpenAPI 3.1 document, the same object each time, cacheable by anyone', async () => {
		const response = await callRoute(openapi.loader, apiRequest('GET', '/api/openapi.json'))
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toMatch(/^application\/json/)
		expect(response.headers.get('Cache-Control')).toMatch(/public/)
		expect(response.headers.get('ETag')).toBeTruthy()
		const body = (await response.json()) as { openapi: string; paths: object }
		expect(body.openapi).toMatch(/^3\.1\./)
		expect(Object.keys(body.paths)).toContain('/api/jobs/{id}')
		expect(openApiDocument()).toBe(openApiDocument())
	})

	test('a write is a 405 naming GET', async () => {
		const response = await callRoute(openapi.action, apiRequest('POST', '/api/openapi.json', { body: {} }))
		expect(response.status).toBe(405)
		expect(response.headers.get('Allow')).toBe('GET')
	})
})

describe('/api/docs', () => {
	test('shows every call of the document, under its area, with who may make it', () => {
		const view = docs.loader()
		const shown = view.areas.flatMap((area) =>
			area.operations.map((operation) => `${operation.method} ${operation.path}`),
		)
		const documented = Object.entries(paths).flatMap(([path, item]) =>
			Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
		)
		expect(shown.sort()).toEqual(documented.sort())
		const jobs = view.areas.flatMap((area) => area.operations).find((operation) => operation.id === 'getApiJobs')!
		expect(jobs.parameters.map((parameter) => parameter.name)).toEqual(
			expect.arrayContaining(['search', 'limit', 'offset']),
		)
		expect(jobs.authHtml).toMatch(/Anyone/)
		expect(view.schemas.map((schema) => schema.name)).toEqual(expect.arrayContaining(['Job', 'Error']))
	})
})

describe('the document covers the API', () => {
	test('every api/ route and every method it serves is documented, and nothing else is', async () => {
		const served: string[] = []
		const apiRoutes = routes.filter((entry) => entry.path?.startsWith('api/') && !entry.path.includes('*'))
		for (const entry of apiRoutes) {
			const module = (await import(/* @vite-ignore */ `../../../${entry.file}`)) as Module
			const path = '/' + entry.path!.replace(/:\w+/g, '1')
			const params = Object.fromEntries([...entry.path!.matchAll(/:(\w+)/g)].map((match) => [match[1]!, '1']))
			expect(pathTemplateOf(path), entry.path).toBe(templateOf(entry.path!))
			// A loader serves GET unless it answers 405; an action serves each method it does not refuse with 405.
			if (module.default) served.push(`get ${templateOf(entry.path!)}`)
			else if (module.loader) {
				const response = await callRoute(module.loader, apiRequest('GET', path), { params })
				if (response.status !== 405) served.push(`get ${templateOf(entry.path!)}`)
			}
			for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
				if (!module.action) continue
				const response = await callRoute(module.action, apiRequest(method, path, { body: {} }), { params })
				if (response.status !== 405) served.push(`${method.toLowerCase()} ${templateOf(entry.path!)}`)
			}
		}
		const documented = Object.entries(paths).flatMap(([path, item]) =>
			Object.keys(item).map((method) => `${method} ${path}`),
		)
		expect(served.sort()).toEqual(documented.sort())
	})
})
