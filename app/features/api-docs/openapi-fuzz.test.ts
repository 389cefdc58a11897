// Every operation of the published OpenAPI document, called as anonymous, seeker, employer and
// admin with bad and edge inputs: missing and malformed bodies, wrong types, huge strings, deep
// nesting, odd ids and path segments, wrong content types. None may answer 5xx, except 503 from a
// payment call while no payment provider is configured. callRoute also checks every answer against
// the document. The inputs are drawn by a seeded generator, so a failure comes back on every run.
import { describe, expect, test } from 'vitest'
import type { UserType } from '../../platform/access.ts'
import { issueApiToken } from '../../platform/api-tokens.server.ts'
import { createBlogPost } from '../blog/blog.server.ts'
import { JobAlertSchema } from '../alerts/job-alert-schemas.ts'
import { createJobAlert } from '../alerts/job-alerts.server.ts'
import { CareerPathSchema } from '../careers/career-path-schemas.ts'
import { createCareerPath } from '../careers/career-paths.server.ts'
import { SkillSchema, TrainingSchema } from '../profile/skill-schemas.ts'
import { addSkill } from '../profile/skills.server.ts'
import { addTraining } from '../profile/training-history.server.ts'
import routes from '../../routes.ts'
import { applicationTo, apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { storedCourse } from '../../../tests/fixtures/courses.ts'
import { callRoute, freshEm, nextIp, ORIGIN } from '../../../tests/fixtures/route.ts'
import { openApiDocument } from './document.server.ts'

type Json = Record<string, unknown>
type Handler = Parameters<typeof callRoute>[0]
type Operation = {
	method: string
	template: string
	parameters: { in: string; name: string }[]
	body: { contentTypes: string[]; properties: string[] } | null
	paymentCall: boolean
	signedIn: boolean
	handler: Handler
}
type Role = 'anonymous' | UserType
type Case = { label: string; path: string; headers?: Record<string, string>; body?: BodyInit }

/** mulberry32: a small seeded generator, so the same cases run every time. */
function seeded(seed: number) {
	let state = seed >>> 0
	return () => {
		state = (state + 0x6d2b79f5) >>> 0
		let t = state
		t = Math.imul(t ^ (t >>> 15), t | 1)
		t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
		return ((t ^ (t >>> 14)) >>> 0) / 4294967296
	}
}

/** A copy of `list` in a random order (Fisher–Yates). */
function shuffled<T>(list: T[], random: () => number) {
	const copy = [...list]
	for (let index = copy.length - 1; index > 0; index--) {
		const other = Math.floor(random() * (index + 1))
		;[copy[index], copy[other]] = [copy[other]!, copy[index]!]
	}
	return copy
}

const document = openApiDocument() as Json & { paths: Record<string, Record<string, Json>>; components: Json }

function resolve(schema: Json | undefined): Json | undefined {
	const ref = schema?.$ref as string | undefined
	if (!ref) return schema
	return ref
		.replace(/^#\//, '')
		.split('/')
		.reduce<Json>((node, part) => node[part] as Json, document as Json)
}

async function operations(): Promise<Operation[]> {
	const modules = new Map<string, { loader?: Handler; action?: Handler }>()
	for (const entry of routes) {
		if (!entry.path?.startsWith('api/') || entry.path.includes('*')) continue
		const template = '/' + entry.path.replace(/:(\w+)/g, '{$1}')
		modules.set(template, await import(/* @vite-ignore */ `../../${entry.file}`))
	}
	const found: Operation[] = []
	for (const [template, item] of Object.entries(document.paths)) {
		for (const [method, operation] of Object.entries(item)) {
			const module = modules.get(template)!
			const content = (operation.requestBody as { content?: Record<string, { schema?: Json }> } | undefined)?.content
			const schema = resolve(content?.['application/json']?.schema ?? content?.['multipart/form-data']?.schema)
			const parameters = ((operation.parameters ?? []) as Json[]).map((parameter) => resolve(parameter)!) as {
				in: string
				name: string
			}[]
			found.push({
				method: method.toUpperCase(),
				template,
				parameters,
				body: content
					? { contentTypes: Object.keys(content), properties: Object.keys((schema?.properties as Json) ?? {}) }
					: null,
				paymentCall: /payment|sponsorship|enroll|stripe/.test(template),
				signedIn: ((operation.security as unknown[] | undefined) ?? []).length > 0,
				handler: (method === 'get' ? module.loader : module.action)!,
			})
		}
	}
	return found
}

const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`
const ODD_VALUES: unknown[] = [
	null,
	true,
	-1,
	0,
	2 ** 53 + 1,
	1.5,
	'',
	' ',
	'x'.repeat(20_000),
	'<script>alert(1)</script>',
	'Zoë 🎉 \u202e',
	[],
	['', null, 7],
	{},
	{ $ne: null },
	'2026-02-30',
	'not-an-email',
	'-1',
]
const ODD_SEGMENTS = [
	'0',
	'-1',
	'1.5',
	'NaN',
	'1e3',
	'99999999999999999999',
	'2147483648',
	'abc',
	'%00',
	'..%2F..',
	'%2e%2e%2F',
	'%20',
	'%E0%A4%A',
	'x'.repeat(300),
]
const ODD_QUERY = ['', '-1', 'NaN', '1e400', '99999999999999999999', 'x'.repeat(3000), '%00', '%E0%A4%A', '[]', 'a&b=c']

/** The cases for one operation, given the ids that exist (`real`), before sampling. */
function casesFor(operation: Operation, real: Record<string, string>, random: () => number): Case[] {
	const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!
	const fill = (choose: (name: string) => string) =>
		operation.template.replace(/\{(\w+)\}/g, (_all, name: string) => choose(name))
	const realPath = fill((name) => real[name] ?? '1')
	const cases: Case[] = []
	for (const segment of ODD_SEGMENTS) cases.push({ label: `path ${segment.slice(0, 20)}`, path: fill(() => segment) })
	if (!operation.template.includes('{')) cases.length = 0
	if (operation.template.includes('{')) cases.push({ label: 'unknown id', path: fill(() => '987654321') })
	for (const parameter of operation.parameters.filter((p) => p.in === 'query')) {
		for (const value of ODD_QUERY) {
			cases.push({
				label: `query ${parameter.name}=${value.slice(0, 10)}`,
				path: `${realPath}?${parameter.name}=${value}`,
			})
		}
	}
	cases.push({ label: 'query repeated', path: `${realPath}?limit=1&limit=2&offset=-5&page=0` })
	cases.push({ label: 'odd Idempotency-Key', path: realPath, headers: { 'Idempotency-Key': 'k'.repeat(5000) } })
	if (operation.method !== 'GET') {
		const json = { 'Content-Type': 'application/json' }
		const objectOf = (value: unknown) =>
			JSON.stringify(Object.fromEntries(operation.body?.properties.map((name) => [name, value]) ?? [['x', value]]))
		cases.push(
			{ label: 'no body', path: realPath },
			{ label: 'empty object', path: realPath, headers: json, body: '{}' },
			{ label: 'malformed JSON', path: realPath, headers: json, body: '{"a":' },
			{ label: 'an array', path: realPath, headers: json, body: '[1,2]' },
			{ label: 'null', path: realPath, headers: json, body: 'null' },
			{ label: 'a string', path: realPath, headers: json, body: '"hello"' },
			{ label: 'Infinity', path: realPath, headers: json, body: objectOf(1).replaceAll(':1', ':1e400') },
			{ label: 'deep nesting', path: realPath, headers: json, body: nested(5_000) },
			{ label: 'deep field', path: realPath, headers: json, body: objectOf(0).replace(':0', `:${nested(1_000)}`) },
			{ label: 'text/plain', path: realPath, headers: { 'Content-Type': 'text/plain' }, body: 'hello' },
			{ label: 'no content type', path: realPath, body: '{"a":1}' },
			{
				label: 'bad multipart',
				path: realPath,
				headers: { 'Content-Type': 'multipart/form-data; boundary=x' },
				body: '--x\r\nnonsense',
			},
			{ label: 'multipart no boundary', path: realPath, headers: { 'Content-Type': 'multipart/form-data' }, body: 'a' },
			{
				label: 'urlencoded',
				path: realPath,
				headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
				body: 'a=1&a=2&%00=x',
			},
		)
		for (const value of ODD_VALUES) {
			cases.push({
				label: `every field ${JSON.stringify(value).slice(0, 12)}`,
				path: realPath,
				headers: json,
				body: objectOf(value),
			})
		}
		for (const name of operation.body?.properties ?? []) {
			cases.push({
				label: `${name} odd`,
				path: realPath,
				headers: json,
				body: JSON.stringify({ [name]: pick(ODD_VALUES) }),
			})
		}
		if (operation.body?.contentTypes.includes('multipart/form-data')) {
			const form = new FormData()
			for (const name of operation.body.properties) form.append(name, pick(['', 'x'.repeat(300_000), '-1', 'abc']))
			form.append('cv', new Blob(['not a pdf'], { type: 'application/pdf' }), 'cv.pdf')
			cases.push({ label: 'multipart odd fields', path: realPath, body: form })
		}
	}
	return cases
}

/** How many of an operation's cases each caller runs: a few for the signed-out caller of a signed-in call. */
const SAMPLES = { matching: 4, other: 2 }
/** Cases every caller of every operation runs, before the sample. */
const ALWAYS = new Set(['unknown id', 'malformed JSON', 'deep nesting', 'path %00'])

describe('the API under bad and edge input', () => {
	test('no operation answers 5xx, whoever calls it with whatever', { timeout: 240_000 }, async () => {
		const random = seeded(28)
		const employer = await apiUser('employer')
		const seeker = await apiUser('employee')
		const admin = await apiUser('admin')
		const job = await postedJob(employer.user, { title: 'Warehouse Operative' })
		const application = await applicationTo(job, {
			applicantName: 'Emma Stockton',
			applicantEmail: seeker.account.email,
		})
		const { course } = await storedCourse()
		const post = await createBlogPost(await freshEm(), {
			title: 'Finding work in Warrington',
			excerpt: 'Where the jobs are.',
			content: 'Warrington has **plenty** of jobs.',
			category: 'Career Advice',
			published: true,
		})
		// The seeker's own records, so that calls on them reach past "not found" with the odd input.
		const alert = await createJobAlert(await freshEm(), seeker.user, JobAlertSchema.parse({ search: 'warehouse' }))
		const skill = await addSkill(
			await freshEm(),
			seeker.user,
			SkillSchema.parse({ skillName: 'Forklift', skillCategory: 'Other', proficiencyLevel: 'Intermediate' }),
		)
		const training = await addTraining(
			await freshEm(),
			seeker.user,
			TrainingSchema.parse({
				trainingTitle: 'Food Hygiene Level 2',
				trainingProvider: 'Warrington & Vale Royal College',
				trainingType: 'Course',
				category: 'Other',
			}),
		)
		const careerPath = await createCareerPath(
			await freshEm(),
			seeker.user,
			CareerPathSchema.parse({
				currentRole: 'Warehouse Operative',
				targetRole: 'Care Assistant',
				timeframe: '1year',
				requiredSkills: 'Care, First aid',
			}),
		)
		const real: Record<string, string> = {
			id: String(job.id),
			jobId: String(job.id),
			applicationId: String(application.id),
			slug: post.slug,
			milestoneId: String(careerPath.milestones[0]?.id ?? 1),
		}
		/** The id an address's `{id}` names, by the address it begins with. */
		const ownIds: [string, number][] = [
			['/api/applications/{id}', application.id],
			['/api/training-courses/', course.id],
			['/api/job-alerts/', alert.id],
			['/api/user/skills/', skill.id],
			['/api/user/training-history/', training.id],
			['/api/career-paths/', careerPath.id],
		]
		const users = { employee: seeker, employer, admin } as const
		const tokens = { employee: seeker.token, employer: employer.token, admin: admin.token }
		const failures: string[] = []
		let calls = 0
		for (const operation of await operations()) {
			const own = ownIds.find(([prefix]) => operation.template.startsWith(prefix))
			const ids = own ? { ...real, id: String(own[1]) } : real
			for (const role of ['anonymous', 'employee', 'employer', 'admin'] as Role[]) {
				const all = casesFor(operation, ids, random)
				const signedOut = role === 'anonymous' && operation.signedIn
				const take = signedOut ? SAMPLES.other : SAMPLES.matching
				const chosen = [
					// A signed-out caller of a signed-in call is refused before any input is read.
					...(signedOut ? [] : all.filter((sample) => ALWAYS.has(sample.label))),
					...shuffled(
						all.filter((sample) => !ALWAYS.has(sample.label)),
						random,
					).slice(0, take),
				]
				for (const sample of chosen) {
					const token = role === 'anonymous' ? null : tokens[role]
					const headers = new Headers(sample.headers)
					if (token) headers.set('Authorization', `Bearer ${token}`)
					if (operation.method !== 'GET') headers.set('Origin', ORIGIN)
					const request = new Request(`${ORIGIN}${sample.path}`, {
						method: operation.method,
						headers,
						body: operation.method === 'GET' ? undefined : sample.body,
					})
					const segments = new URL(request.url).pathname.split('/')
					const params = Object.fromEntries(
						operation.template
							.split('/')
							.map((part, index) => [part, segments[index] ?? ''] as const)
							.filter(([part]) => part.startsWith('{'))
							.map(([part, value]) => {
								let decoded = value
								try {
									decoded = decodeURIComponent(value)
								} catch {
									// React Router leaves a malformed escape as it came.
								}
								return [part.slice(1, -1), decoded]
							}),
					)
					calls += 1
					const label = `${role} ${operation.method} ${sample.path.slice(0, 80)} (${sample.label})`
					try {
						const response = await callRoute(operation.handler, request, { ip: nextIp(), params })
						const allowed = response.status === 503 && operation.paymentCall
						if (response.status >= 500 && !allowed) failures.push(`${label} → ${response.status}`)
					} catch (error) {
						failures.push(`${label} → threw ${String(error).slice(0, 300)}`)
					}
					// Signing out (or deleting the account, were a case to manage it) ends the token.
					if (role !== 'anonymous' && /logout|^\/api\/user$/.test(operation.template)) {
						tokens[role] = await issueApiToken(await freshEm(), users[role].user)
					}
				}
			}
		}
		expect(failures).toEqual([])
		expect(calls).toBeGreaterThan(1000)
	})
})
