import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { schemaProblems } from '../../../../tests/fixtures/schema-org.ts'
import { NOT_ENOUGH_DATA } from '../landing-pages.ts'
import { formatHourlyPay, minimumWageRatesOn } from '../../employer/minimum-wage.ts'
import * as cleaning from './cleaning-jobs.tsx'
import * as supportWorker from './support-worker-jobs.tsx'

const PAGES = { '/cleaning-jobs': cleaning, '/support-worker-jobs': supportWorker } as const
type Path = keyof typeof PAGES
type LoaderData = Awaited<ReturnType<typeof cleaning.loader>>

async function load(path: Path, query = '', cookie?: string) {
	const page = PAGES[path]
	const headers = cookie ? { Cookie: cookie } : undefined
	const response = await callRoute(page.loader as never, new Request(`${ORIGIN}${path}${query}`, { headers }))
	expect(response.status).toBe(200)
	return (await response.json()) as LoaderData
}

function render(path: Path, loaderData: LoaderData) {
	const Page = PAGES[path].default as (props: { loaderData: LoaderData }) => React.ReactNode
	// Without React's text separators, so text split by expressions reads as one.
	return renderToString(
		createElement(MemoryRouter, { initialEntries: [path] }, createElement(Page, { loaderData })),
	).replaceAll('<!-- -->', '')
}

function jsonLdOf(path: Path, loaderData: LoaderData) {
	const tags = PAGES[path].meta({ loaderData } as never) as Record<string, unknown>[]
	const scripts = tags.filter((tag) => 'script:ld+json' in tag).map((tag) => tag['script:ld+json'])
	expect(scripts).toHaveLength(1)
	return { data: scripts[0] as Record<string, unknown> & { itemListElement: { url: string }[] }, tags }
}

describe('landing pages', () => {
	test('with no matching live jobs, no count is claimed and the ItemList is empty', async () => {
		for (const path of Object.keys(PAGES) as Path[]) {
			const loaderData = await load(path)
			const html = render(path, loaderData)
			expect(html).toContain(NOT_ENOUGH_DATA)
			expect(html).not.toMatch(/35\+|6\+|10\.42/)
			const { data, tags } = jsonLdOf(path, loaderData)
			expect(data['@type']).toBe('ItemList')
			expect(data.itemListElement).toEqual([])
			expect(schemaProblems(data)).toEqual([])
			expect(tags).toContainEqual({ name: 'description', content: expect.stringContaining('Warrington') })
		}
	})

	test('counts the live jobs, lists them in the ItemList, and quotes pay from the minimum-wage table', async () => {
		const { user } = await apiUser('employer')
		const cleaner = await postedJob(user, { title: 'Office Cleaner', company: 'Sparkle Warrington' })
		await postedJob(user, { title: 'Window Cleaner', company: 'Hidden Windows' }, { isActive: false })
		const carer = await postedJob(user, { title: 'Support Worker', company: 'Lymm Care' })

		const cleaningData = await load('/cleaning-jobs')
		expect(cleaningData.live.total).toBe(1)
		const html = render('/cleaning-jobs', cleaningData)
		expect(html).toContain('1 live cleaning job')
		expect(html).toContain('1 employer hiring now')
		expect(html).toContain(`/jobs/${cleaner.id}`)
		expect(html).toContain(`Pay from ${formatHourlyPay(minimumWageRatesOn().age21AndOver)} to £18.00 an hour`)
		const { data } = jsonLdOf('/cleaning-jobs', cleaningData)
		expect(schemaProblems(data)).toEqual([])
		expect(JSON.stringify(data)).not.toContain('JobPosting')
		expect(data.itemListElement.map((item) => item.url)).toEqual([`${ORIGIN}/jobs/${cleaner.id}`])

		const careData = await load('/support-worker-jobs')
		expect(careData.live.jobs.map((job) => job.id)).toEqual([carer.id])
		expect(render('/support-worker-jobs', careData)).toContain('1 live support worker job')
	})

	test('tabs are read from ?tab=, Top Employers by default', async () => {
		expect((await load('/cleaning-jobs')).tab).toBe('employers')
		expect((await load('/cleaning-jobs', '?tab=career')).tab).toBe('career')
		expect((await load('/cleaning-jobs', '?tab=nonsense')).tab).toBe('employers')
		const html = render('/cleaning-jobs', await load('/cleaning-jobs', '?tab=job-types'))
		expect(html).toContain('href="/?search=carpet+and+upholstery+cleaner"')
		expect(html).toContain('Search Office Cleaner Jobs')
	})
})

/** Every href of the page's calls to action: the main buttons, "Apply Now" and the job-type searches. */
function callsToAction(html: string) {
	const hrefs = (pattern: RegExp) =>
		[...html.matchAll(/<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g)]
			.filter(([, , text]) => pattern.test(text!.replace(/<[^>]+>/g, '')))
			.map(([, href]) => href!.replaceAll('&amp;', '&'))
	return {
		view: hrefs(/^View .*(Vacancies|Jobs)$/),
		alerts: hrefs(/^Get Job Alerts$/),
		apply: hrefs(/^Apply Now/),
		jobTypes: hrefs(/^Search .* Jobs$/),
	}
}

describe('where the landing pages lead', () => {
	const PUBLIC = {
		'/cleaning-jobs': { search: '/?search=cleaning', alerts: '/?search=cleaning#listing-alert-heading' },
		'/support-worker-jobs': {
			search: '/?search=support+worker',
			alerts: '/?search=support+worker#listing-alert-heading',
		},
	} as const
	const DASHBOARD = {
		'/cleaning-jobs': {
			search: '/employee-dashboard?search=cleaning&location=warrington',
			alerts: '/employee-dashboard?alerts=true&category=cleaning',
		},
		'/support-worker-jobs': {
			search: '/employee-dashboard?search=support+worker&location=warrington',
			alerts: '/employee-dashboard?alerts=true&category=support-worker',
		},
	} as const

	test.each(Object.keys(PAGES) as Path[])(
		'%s: a signed-out visitor goes to the public listing and its alert form',
		async (path) => {
			const data = await load(path)
			expect(data.audience).toBe('visitor')
			const employers = callsToAction(render(path, data))
			expect(new Set(employers.view)).toEqual(new Set([PUBLIC[path].search]))
			expect(employers.view.length).toBeGreaterThanOrEqual(2)
			expect(new Set(employers.alerts)).toEqual(new Set([PUBLIC[path].alerts]))
			expect(employers.apply).toHaveLength(6)
			for (const href of employers.apply) expect(href).toMatch(/^\/\?search=[a-z+]+$/)

			const jobTypes = callsToAction(render(path, await load(path, '?tab=job-types')))
			expect(jobTypes.jobTypes).toHaveLength(8)
			for (const href of jobTypes.jobTypes) expect(href).toMatch(/^\/\?search=[a-z+-]+$/)
		},
	)

	test('a signed-out visitor’s search is one the public listing answers', async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user, { title: 'Office Cleaner', company: 'Sparkle Warrington' })
		const listing = await import('../../jobs/routes/_index.tsx')
		const response = await callRoute(
			listing.loader as never,
			new Request(`${ORIGIN}${PUBLIC['/cleaning-jobs'].search}`),
		)
		expect(response.status).toBe(200)
		expect(JSON.stringify(await response.json())).toContain(`"id":${job.id}`)
	})

	test.each(Object.keys(PAGES) as Path[])('%s: a signed-in job seeker still goes to the dashboard', async (path) => {
		const { cookie } = await signedIn('employee')
		const data = await load(path, '', cookie)
		expect(data.audience).toBe('seeker')
		const employers = callsToAction(render(path, data))
		expect(new Set(employers.view)).toEqual(new Set([DASHBOARD[path].search]))
		expect(new Set(employers.alerts)).toEqual(new Set([DASHBOARD[path].alerts]))
		for (const href of employers.apply) expect(href).toMatch(/^\/employee-dashboard\?search=.+&location=warrington$/)
		const jobTypes = callsToAction(render(path, await load(path, '?tab=job-types', cookie)))
		expect(jobTypes.jobTypes).toHaveLength(8)
		for (const href of jobTypes.jobTypes) expect(href).toMatch(/^\/employee-dashboard\?search=.+&location=warrington$/)
	})

	test('a signed-in employer is a visitor: the dashboard is for job seekers', async () => {
		const { cookie } = await signedIn('employer')
		expect((await load('/cleaning-jobs', '', cookie)).audience).toBe('visitor')
	})
})
