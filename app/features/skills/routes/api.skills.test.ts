import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { apiRequest, callRoute } from '../../../../tests/fixtures/route.ts'
import { taxonomy } from '../taxonomy.server.ts'
import * as found from './api.skills.found.ts'
import * as skills from './api.skills.ts'

type Skill = { id: number; label: string; type: string | null }
const suggest = (query: string) => callRoute(skills.loader, apiRequest('GET', `/api/skills?${query}`))

describe('GET /api/skills', () => {
	test('answers the skills whose name holds the words typed, best first, paged', async () => {
		const all = taxonomy().suggestSkills('first aid', 1000)
		expect(all.length).toBeGreaterThan(4)

		const first = await suggest('q=first%20aid&limit=2')
		expect(first.status).toBe(200)
		expect(first.headers.get('X-Total-Count')).toBe(String(all.length))
		expect(first.headers.get('Link')).toBe('</api/skills?q=first+aid&limit=2&offset=2>; rel="next"')
		const body = (await first.json()) as Skill[]
		expect(body).toEqual(all.slice(0, 2).map((skill) => ({ id: skill.id, label: skill.label, type: skill.skillType })))
		for (const skill of body) expect(skill.label.toLowerCase()).toContain('first aid')

		// `page` counts pages of `limit`, as on /api/jobs.
		const second = (await (await suggest('q=first%20aid&limit=2&page=2')).json()) as Skill[]
		expect(second.map((skill) => skill.id)).toEqual(all.slice(2, 4).map((skill) => skill.id))
	})

	test('ten skills when no limit is asked for; none for words no skill holds', async () => {
		expect(((await (await suggest('q=a')).json()) as Skill[]).length).toBe(10)
		const none = await suggest('q=zzqxv')
		expect(none.status).toBe(200)
		expect(none.headers.get('X-Total-Count')).toBe('0')
		expect(await none.json()).toEqual([])
	})

	test.each([
		['', 'q', 'Type part of a skill name in q'],
		['q=%20%20', 'q', 'Type part of a skill name in q'],
		[`q=${'a'.repeat(101)}`, 'q', 'q must be at most 100 characters'],
		['q=first&page=0', 'page', 'page must be between 1 and 10000'],
		['q=first&limit=500', 'limit', 'limit must be between 1 and 100'],
	])('"%s" is a 400 naming %s', async (query, field, message) => {
		const response = await suggest(query)
		expect(response.status).toBe(400)
		const body = (await response.json()) as { errors: Record<string, string[]> }
		expect(body.errors[field]).toEqual([message])
	})
})

describe('POST /api/skills/found', () => {
	const advert = {
		title: 'Forklift Driver',
		description: 'You will operate forklift trucks on early shifts. A first aid certificate is a plus.',
	}
	const ask = (options: { token?: string; body?: unknown }) =>
		callRoute(found.action, apiRequest('POST', '/api/skills/found', options))

	test('names the skills of an advert being typed, each with where it was found', async () => {
		const { token } = await apiUser('employer')
		const response = await ask({ token, body: advert })
		expect(response.status).toBe(200)
		const body = (await response.json()) as { id: number; label: string; source: string }[]
		expect(body).toEqual(
			expect.arrayContaining([
				{ id: taxonomy().skillOfName('operate forklift'), label: 'operate forklift', source: 'description' },
				{
					id: taxonomy().skillOfName('first aid certificate'),
					label: taxonomy().skill(taxonomy().skillOfName('first aid certificate')!)!.label,
					source: 'description',
				},
			]),
		)
	})

	test('a paragraph the employer repeats from another of their adverts is boilerplate, never a source', async () => {
		const { user, token } = await apiUser('employer')
		const blurb = 'Birchwood Freight is a family firm that values great customer service across Cheshire.'
		await postedJob(user, { title: 'Warehouse Operative', description: `Picking orders on days.\n\n${blurb}` })
		const response = await ask({
			token,
			body: { title: 'Forklift Driver', description: `${advert.description}\n\n${blurb}` },
		})
		const ids = ((await response.json()) as { id: number }[]).map((skill) => skill.id)
		expect(ids).toContain(taxonomy().skillOfName('operate forklift'))
		expect(ids).not.toContain(taxonomy().skillOfName('customer service'))

		// Another employer's advert with the same words does not make them boilerplate for this one.
		const other = await apiUser('employer')
		const fresh = await ask({ token: other.token, body: { title: 'Forklift Driver', description: blurb } })
		expect(((await fresh.json()) as { id: number }[]).map((skill) => skill.id)).toContain(
			taxonomy().skillOfName('customer service'),
		)
	})

	test('is for employers only, and checks the text', async () => {
		expect((await ask({ body: advert })).status).toBe(401)
		const seeker = await apiUser('employee')
		expect((await ask({ token: seeker.token, body: advert })).status).toBe(403)
		const { token } = await apiUser('employer')
		const tooLong = await ask({ token, body: { title: 'x'.repeat(256), description: '' } })
		expect(tooLong.status).toBe(400)
		expect(((await tooLong.json()) as { errors: Record<string, string[]> }).errors.title).toEqual([
			'Title must be at most 255 characters',
		])
	})
})
