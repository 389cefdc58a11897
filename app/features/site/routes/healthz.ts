import { isDatabaseDown } from '../../../platform/outage.server.ts'

/** 200 while PostgreSQL answers, 503 when it does not. */
export async function loader() {
	const down = await isDatabaseDown()
	return Response.json(
		{ status: down ? 'unavailable' : 'ok', database: down ? 'unreachable' : 'ok' },
		{ status: down ? 503 : 200, headers: { 'Cache-Control': 'no-store' } },
	)
}
