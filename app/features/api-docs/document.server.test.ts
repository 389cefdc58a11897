// The OpenAPI document is valid OpenAPI 3.1 in structure: every $ref resolves, every call has
// answers (a success among them), every path parameter is declared, and ajv (JSON Schema 2020-12)
// compiles every schema in it.
import Ajv2020 from 'ajv/dist/2020.js'
import addFormats from 'ajv-formats'
import { describe, expect, test } from 'vitest'
import { openApiDocument } from './document.server.ts'

type Json = Record<string, unknown>
const document = openApiDocument()
const paths = document.paths as Record<string, Record<string, Json>>

function* refsIn(value: unknown, at = '#'): Generator<[string, string]> {
	if (Array.isArray(value)) for (const [index, item] of value.entries()) yield* refsIn(item, `${at}/${index}`)
	else if (value && typeof value === 'object')
		for (const [key, item] of Object.entries(value)) {
			if (key === '$ref' && typeof item === 'string') yield [at, item]
			else yield* refsIn(item, `${at}/${key}`)
		}
}

function resolve(ref: string): unknown {
	return ref
		.slice(2)
		.split('/')
		.reduce<unknown>(
			(node, key) => (node as Json | undefined)?.[key.replaceAll('~1', '/').replaceAll('~0', '~')],
			document,
		)
}

describe('the OpenAPI document', () => {
	test('is OpenAPI 3.1 with its info, servers, tags and security schemes', () => {
		expect(document.openapi).toMatch(/^3\.1\.\d+$/)
		expect(document.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema')
		expect(document.info).toMatchObject({ title: expect.any(String), version: expect.any(String) })
		const components = document.components as Json
		expect(Object.keys(components.securitySchemes as Json).sort()).toEqual(['bearerAuth', 'sessionCookie'])
		const tags = (document.tags as Json[]).map((tag) => tag.name)
		for (const item of Object.values(paths))
			for (const operation of Object.values(item)) expect(tags).toContain((operation.tags as string[])[0])
	})

	test('every $ref resolves, inside the document', () => {
		const broken = [...refsIn(document)].filter(([, ref]) => !ref.startsWith('#/') || resolve(ref) === undefined)
		expect(broken).toEqual([])
	})

	test('every call has a unique operationId, its path parameters, a success answer and the error shape', () => {
		const ids = new Set<string>()
		for (const [path, item] of Object.entries(paths)) {
			expect(path).toMatch(/^\/api\//)
			for (const [method, operation] of Object.entries(item)) {
				const label = `${method} ${path}`
				expect(['get', 'post', 'patch', 'delete'], label).toContain(method)
				expect(ids.has(String(operation.operationId)), label).toBe(false)
				ids.add(String(operation.operationId))
				const responses = operation.responses as Record<string, Json>
				expect(
					Object.keys(responses).some((status) => /^2\d\d$/.test(status)),
					label,
				).toBe(true)
				for (const [status, answer] of Object.entries(responses)) {
					expect(answer.description, `${label} ${status}`).toBeTruthy()
					expect(Object.keys(answer.content as Json).length, `${label} ${status}`).toBeGreaterThan(0)
				}
				expect(responses['500'], label).toBeTruthy()
				const declared = ((operation.parameters ?? []) as Json[])
					.filter((parameter) => parameter.in === 'path')
					.map((parameter) => parameter.name)
				expect(declared, label).toEqual([...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]))
			}
		}
		expect(ids.size).toBeGreaterThan(60)
	})

	test('ajv compiles every schema in it (JSON Schema 2020-12)', () => {
		const ajv = new Ajv2020({ strict: false })
		addFormats(ajv)
		ajv.addSchema({ ...document, $id: 'https://example.test/openapi.json' })
		const schemas: string[] = Object.keys((document.components as { schemas: Json }).schemas).map(
			(name) => `#/components/schemas/${name}`,
		)
		for (const [path, item] of Object.entries(paths))
			for (const [method, operation] of Object.entries(item)) {
				const base = `#/paths/${path.replaceAll('/', '~1')}/${method}`
				for (const [status, answer] of Object.entries(operation.responses as Record<string, Json>))
					for (const type of Object.keys(answer.content as Json))
						schemas.push(`${base}/responses/${status}/content/${type.replaceAll('/', '~1')}/schema`)
				const body = operation.requestBody as { content: Json } | undefined
				for (const type of Object.keys(body?.content ?? {}))
					schemas.push(`${base}/requestBody/content/${type.replaceAll('/', '~1')}/schema`)
			}
		for (const pointer of schemas)
			expect(() => ajv.compile({ $ref: `https://example.test/openapi.json${pointer}` }), pointer).not.toThrow()
	})

	test('the error shape is the one apiError writes, field errors included', () => {
		const ajv = new Ajv2020({ strict: false })
		const error = ajv.compile((document.components as { schemas: Json }).schemas.Error as Json)
		expect(error({ message: 'Please check the highlighted fields', errors: { email: ['Email is required'] } })).toBe(
			true,
		)
		expect(error({ message: 'Not found' })).toBe(true)
		expect(error({ message: 'x', errors: { email: 'not a list' } })).toBe(false)
		expect(error({ error: 'not our shape' })).toBe(false)
	})
})
