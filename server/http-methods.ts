// Methods the app does not serve are answered here, before React Router: a Fetch Request
// cannot even be made for TRACE, TRACK or CONNECT, which made every route a 500 (decision 103).
import type { NextFunction, Request, Response } from 'express'

/** Every method some route takes; OPTIONS is answered by the root middleware. */
const SERVED = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'])
const ALLOW = [...SERVED].join(', ')

export function refuseUnservedMethods(req: Request, res: Response, next: NextFunction) {
	if (SERVED.has(req.method)) return next()
	res.status(405).set({ Allow: ALLOW, 'Cache-Control': 'no-store', 'X-Content-Type-Options': 'nosniff' })
	// The rest of the body is never read, so the connection cannot be reused.
	res.set('Connection', 'close')
	if (req.path === '/api' || req.path.startsWith('/api/')) res.json({ message: 'Method not allowed' })
	else res.type('text/plain').send('Method not allowed')
}
