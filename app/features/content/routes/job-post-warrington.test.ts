import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { schemaProblems } from '../../../../tests/fixtures/schema-org.ts'
import { NOT_ENOUGH_DATA } from '../landing-pages.ts'
import * as landing from './job-post-warrington.tsx'

type LoaderData = Awaited<ReturnType<typeof landing.loader>>

async function load() {
	const response = await callRoute(landing.loader as never, new Request(`${ORIGIN}/job-post-warrington`))
	expect(response.status).toBe(200)
	const loaderData = (await response.json()) as LoaderData
	const Page = landing.default as (props: { loaderData: LoaderData }) => React.ReactNode
	const html = renderToString(
		createElement(MemoryRouter, { initialEntries: ['/job-post-warrington'] }, createElement(Page, { loaderData })),
	).replaceAll('<!-- -->', '')
	return { loaderData, html }
}

const statsOf = (html: string) =>
	[...html.matchAll(/data-stat="true"><dt[^>]*>([^<]+)<\/dt><dd[^>]*>([^<]+)<\/dd>/g)].map((match) => [
		match[1],
		match[2],
	])

describe('/job-post-warrington', () => {
	test('with no live jobs the figures say so instead of inventing numbers', async () => {
		const { html } = await load()
		expect(statsOf(html)).toEqual([
			['Live jobs on the site', NOT_ENOUGH_DATA],
			['Employers with a live job', NOT_ENOUGH_DATA],
			['Jobs posted this week', NOT_ENOUGH_DATA],
		])
	})

	test('the figures are counted from the live jobs; calls to action and structured data as specified', async () => {
		const { user } = await apiUser('employer')
		await postedJob(user, { company: 'Alpha Ltd' })
		await postedJob(user, { company: 'Beta Ltd' })
		await postedJob(user, { company: 'Gamma Ltd' }, { isActive: false })
		const { html, loaderData } = await load()
		expect(statsOf(html)).toEqual([
			['Live jobs on the site', '2'],
			['Employers with a live job', '2'],
			['Jobs posted this week', '2'],
		])
		for (const href of ['/post-job', '/pricing', '/auth?tab=register&amp;type=employer']) {
			expect(html).toContain(`href="${href}"`)
		}
		expect(html.match(/data-plan="/g)).toHaveLength(3)
		const tags = landing.meta({ loaderData } as never) as Record<string, unknown>[]
		const jsonLd = tags.find((tag) => 'script:ld+json' in tag)!['script:ld+json'] as Record<string, unknown>
		expect(schemaProblems(jsonLd)).toEqual([])
		expect(JSON.stringify(jsonLd)).not.toContain('JobPosting')
		expect(tags).toContainEqual({ title: 'Post a Job in Warrington | Warrington Jobs' })
	})
})
