import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { SiteFooter } from '../../site/components/site-footer.tsx'
import { PRIVACY_EMAIL } from '../copy/content-page.ts'
import { SITE_COOKIES } from '../copy/cookies.ts'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS, startSession } from '../../../platform/session.server.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { formatHourlyPay, minimumWageRatesOn } from '../../employer/minimum-wage.ts'
import * as careerAdvice from './career-advice.tsx'
import * as cookies from './cookies.tsx'
import * as hiringResources from './hiring-resources.tsx'
import * as livingInWarrington from './living-in-warrington.tsx'
import * as privacy from './privacy.tsx'
import * as recruitmentSolutions from './recruitment-solutions.tsx'
import * as terms from './terms.tsx'

afterEach(() => {
	vi.unstubAllEnvs()
})

const PAGES = {
	'/career-advice': careerAdvice,
	'/living-in-warrington': livingInWarrington,
	'/recruitment-solutions': recruitmentSolutions,
	'/hiring-resources': hiringResources,
	'/privacy': privacy,
	'/terms': terms,
	'/cookies': cookies,
} as const
type Path = keyof typeof PAGES

type Module = {
	loader: (args: never) => unknown
	default: (props: { loaderData: unknown }) => React.ReactNode
	meta: (args: never) => unknown
}

async function page(path: Path) {
	const module = PAGES[path] as unknown as Module
	const response = await callRoute(module.loader as never, new Request(`${ORIGIN}${path}`))
	expect(response.status).toBe(200)
	const loaderData = await response.json()
	const html = renderToString(
		createElement(MemoryRouter, { initialEntries: [path] }, createElement(module.default, { loaderData })),
	).replaceAll('<!-- -->', '')
	const meta = module.meta({ loaderData } as never) as Record<string, string>[]
	return { html, meta }
}

/** The names of the cookies in Set-Cookie headers. */
const namesOf = (setCookies: string[]) => setCookies.map((cookie) => cookie.split('=')[0])

describe('guides and legal pages', () => {
	test('each page has its own title, description and canonical address', async () => {
		const titles = new Set<string>()
		for (const path of Object.keys(PAGES) as Path[]) {
			const { html, meta } = await page(path)
			expect(html).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
			const title = meta.find((tag) => 'title' in tag)?.title
			expect(title).toMatch(/\| Warrington Jobs$/)
			titles.add(title!)
			expect(meta.find((tag) => tag.name === 'description')?.content?.length).toBeGreaterThan(60)
			expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: `${ORIGIN}${path}` })
		}
		expect(titles.size).toBe(Object.keys(PAGES).length)
	})

	test('/cookies names every cookie the site really sets, over HTTPS and without', async () => {
		const { user } = await apiUser('employee')
		const em = await freshEm()
		for (const origin of ['https://jobs.example.co.uk', 'http://localhost:3000']) {
			vi.stubEnv('APP_ORIGIN', origin)
			const set = namesOf([
				await startSession(em, user, new Request(`${origin}/auth`)),
				...(await toastHeaders({ title: 'Saved' })).getSetCookie(),
			])
			const listed = SITE_COOKIES.map((cookie) => (origin.startsWith('https') ? cookie.name : cookie.plainName))
			expect(set.sort()).toEqual([...listed].sort())
		}
		const { html } = await page('/cookies')
		for (const cookie of SITE_COOKIES) {
			expect(html).toContain(`>${cookie.name}<`)
			expect(html).toContain(`>${cookie.plainName}<`)
		}
		// The lifetimes it states are the ones the code uses.
		expect(SESSION_ABSOLUTE_MS).toBe(30 * 24 * 60 * 60 * 1000)
		expect(SESSION_IDLE_MS).toBe(7 * 24 * 60 * 60 * 1000)
		expect(html).toContain('Up to 30 days; the session ends sooner after 7 days without a visit')
	})

	test('/privacy says what is stored, for how long, the UK GDPR rights, and how to ask for export or deletion', async () => {
		const { html } = await page('/privacy')
		for (const stored of [
			'Your CV',
			'Applications',
			'Quick Apply profile',
			'Saved jobs and preferences',
			'Job views',
			'Sessions',
			'Emails we send',
			'Rate-limit records',
		]) {
			expect(html).toContain(stored)
		}
		expect(html).toContain('Your rights under UK GDPR')
		expect(html).toContain('How long we keep it')
		expect(html).toContain(`href="mailto:${PRIVACY_EMAIL}?subject=Data%20request"`)
		expect(html).toContain('within one month')
	})

	test('/privacy states the retention periods the retention tasks apply, from the same settings', async () => {
		const defaults = (await page('/privacy')).html
		expect(defaults).toContain('deleted with their CV 6 months after the job closes')
		expect(defaults).toContain('deleted 12 months after you last viewed or saved that job')
		expect(defaults).toContain('deleted after 24 months without a sign-in')
		expect(defaults).toContain('We email you 30 days before; signing in keeps the account.')

		vi.stubEnv('RETENTION_APPLICATION_MONTHS', '9')
		vi.stubEnv('RETENTION_ACTIVITY_MONTHS', '1')
		vi.stubEnv('RETENTION_INACTIVE_ACCOUNT_MONTHS', '36')
		vi.stubEnv('RETENTION_WARNING_DAYS', '14')
		const changed = (await page('/privacy')).html
		expect(changed).toContain('deleted with their CV 9 months after the job closes')
		expect(changed).toContain('deleted 1 month after you last viewed or saved that job')
		expect(changed).toContain('deleted after 36 months without a sign-in')
		expect(changed).toContain('We email you 14 days before')
		expect(changed).not.toContain('6 months after the job closes')
	})

	test('/hiring-resources quotes the minimum wage in force from the table', async () => {
		const { html } = await page('/hiring-resources')
		expect(html).toContain(formatHourlyPay(minimumWageRatesOn().age21AndOver))
		expect(html).not.toContain('10.42')
	})

	test('the guides link where the specification says', async () => {
		const advice = (await page('/career-advice')).html
		expect(advice).toContain('href="/quick-apply-setup"')
		expect(advice).toContain('href="/"')
		const living = (await page('/living-in-warrington')).html
		expect(living).toContain('href="/business-directory"')
	})

	test('the footer links the legal pages and the landing pages', () => {
		const html = renderToString(createElement(MemoryRouter, null, createElement(SiteFooter)))
		for (const path of [
			'/privacy',
			'/terms',
			'/cookies',
			'/support-worker-jobs',
			'/cleaning-jobs',
			'/job-post-warrington',
		]) {
			expect(html).toContain(`href="${path}"`)
		}
	})
})
