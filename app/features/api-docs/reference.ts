// The API's own reference: this document and the page that shows it.
import { z } from 'zod'
import type { ApiOperation } from '../../platform/openapi/operation.ts'

export const referenceOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/openapi.json',
		summary: 'This OpenAPI 3.1 document',
		access: 'anyone',
		answers: {
			200: {
				description: 'The document (JSON Schema 2020-12 for every body)',
				schema: z.object({ openapi: z.string() }).loose(),
			},
		},
	},
	{
		method: 'get',
		path: '/api/docs',
		summary: 'The API reference as a web page',
		access: 'anyone',
		answers: { 200: { description: 'The page', contentType: 'text/html' } },
	},
]
