import { apiError } from '../../../platform/api.server.ts'

// Unknown paths under /api answer in the API's own error shape, not with the HTML 404 page.
export function loader() {
	return apiError(404, 'Not found')
}

export function action() {
	return apiError(404, 'Not found')
}
