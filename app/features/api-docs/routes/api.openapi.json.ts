// GET /api/openapi.json: the OpenAPI 3.1 document of the JSON API (decision 165), built once per
// process from the routes' own zod schemas. The same for everyone: a shared cache may keep it.
import { methodNotAllowed } from '../../../platform/api.server.ts'
import { openApiDocument } from '../document.server.ts'

export function loader() {
	return Response.json(openApiDocument(), {
		headers: { 'Cache-Control': 'public, max-age=300, s-maxage=3600' },
	})
}

export function action() {
	return methodNotAllowed('GET')
}
