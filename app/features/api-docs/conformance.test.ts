// The conformance check of the route fixture (tests/fixtures/api-conformance.ts, decision 166):
// what it accepts and how it names a mismatch.
import { describe, expect, test } from 'vitest'
import { apiAnswerMismatch, checkApiAnswer } from '../../../tests/fixtures/api-conformance.ts'

const ORIGIN = 'http://localhost:3000'
const job = {
	id: 7,
	title: 'Warehouse Operative',
	company: 'Birchwood Logistics',
	location: 'Birchwood',
	salary: '£24,500',
	description: 'Days, four on four off.',
	jobType: 'Full-time',
	industry: 'Manufacturing',
	contactEmail: 'jobs@birchwood.example',
	isActive: true,
	status: 'active',
	postedAt: '2026-11-24T10:00:00.000Z',
	expiresAt: '2026-12-24T10:00:00.000Z',
	userId: 3,
	isSponsored: false,
	sponsorshipType: null,
	sponsorshipExpiresAt: null,
	applyUrl: null,
	importedFrom: null,
}
const get = (path: string, method = 'GET') => new Request(`${ORIGIN}${path}`, { method })

describe('the API conformance check', () => {
	test('an answer as documented passes, its path matched to the template', async () => {
		// One job carries the skills it asks for (issue 29); the listing's jobs do not.
		expect(await apiAnswerMismatch(get('/api/jobs/7'), Response.json({ ...job, skills: [] }))).toBeNull()
		expect(
			await apiAnswerMismatch(get('/api/jobs/7'), Response.json({ message: 'Job not found' }, { status: 404 })),
		).toBeNull()
		expect(await apiAnswerMismatch(get('/api/jobs'), Response.json([job]))).toBeNull()
	})

	test('a body that differs fails, naming the call, the status and what ajv found', async () => {
		const { salary: _left, ...withoutSalary } = job
		const mismatch = await apiAnswerMismatch(get('/api/jobs/7'), Response.json({ ...withoutSalary, extra: 1 }))
		expect(mismatch).toMatch(/^GET \/api\/jobs\/7 → 200: the body does not match the document/)
		expect(mismatch).toContain("must have required property 'salary'")
		expect(mismatch).toContain('must NOT have additional properties')
		await expect(checkApiAnswer(get('/api/jobs/7'), Response.json({}))).rejects.toThrow(/decision 166/)
	})

	test('an undocumented status, content type or error shape fails', async () => {
		expect(await apiAnswerMismatch(get('/api/jobs/7'), Response.json({ message: 'x' }, { status: 418 }))).toMatch(
			/status 418 is not documented/,
		)
		expect(
			await apiAnswerMismatch(
				get('/api/jobs/7'),
				new Response('<p>hi</p>', { headers: { 'Content-Type': 'text/html' } }),
			),
		).toMatch(/Content-Type text\/html is not documented/)
		expect(await apiAnswerMismatch(get('/api/jobs/7'), Response.json({ error: 'no' }, { status: 404 }))).toMatch(
			/must have required property 'message'/,
		)
	})

	test('a method the path does not take must be a 405 naming Allow; an unknown path a 404', async () => {
		const refused = Response.json(
			{ message: 'Method not allowed' },
			{ status: 405, headers: { Allow: 'GET, PATCH, DELETE' } },
		)
		expect(await apiAnswerMismatch(get('/api/jobs/7', 'PUT'), refused)).toBeNull()
		expect(await apiAnswerMismatch(get('/api/jobs/7', 'PUT'), Response.json(job))).toMatch(/PUT is not documented/)
		expect(
			await apiAnswerMismatch(get('/api/no/such'), Response.json({ message: 'Not found' }, { status: 404 })),
		).toBeNull()
		expect(await apiAnswerMismatch(get('/api/no/such'), Response.json({}))).toMatch(/not in the document/)
	})
})
