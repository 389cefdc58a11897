import { afterEach, describe, expect, test, vi } from 'vitest'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, ORIGIN } from '../../../../tests/fixtures/route.ts'
import * as jobDetail from './jobs.$id.tsx'

type DetailData = {
	job: Record<string, unknown> & { id: number; title: string }
	postedLabel: string
	canonicalUrl: string
	backHref: string
}

function open(id: string | number, headers: Record<string, string> = {}) {
	return callRoute(withParams(jobDetail.loader), new Request(`${ORIGIN}/jobs/${id}`, { headers }), {
		params: { id: String(id) },
	})
}

afterEach(() => {
	vi.unstubAllEnvs()
})

describe('the job page’s loader (/jobs/{id})', () => {
	test('gives the page the job, its posted age, its canonical address and a cacheable answer', async () => {
		vi.stubEnv('APP_ORIGIN', 'https://www.warringtonjobs.example')
		const { user } = await apiUser('employer')
		const job = await postedJob(user, {
			title: 'Dental Nurse',
			salary: '£11.80 - £13 per hour',
			jobType: 'Part-time',
			industry: 'Healthcare',
		})
		const response = await open(job.id)
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=0, s-maxage=60')
		expect(response.headers.get('Vary')).toMatch(/Referer/)
		const body = (await response.json()) as DetailData
		expect(body.job).toMatchObject({
			id: job.id,
			title: 'Dental Nurse',
			company: 'Omega Distribution Ltd',
			location: 'Omega South',
			salary: '£11.80 - £13 per hour',
			jobType: 'Part-time',
			industry: 'Healthcare',
			contactEmail: 'jobs@omega-distribution.co.uk',
			salaryMinPence: 1180,
			salaryMaxPence: 1300,
			salaryPeriod: 'hour',
		})
		expect(body.job).not.toHaveProperty('userId')
		expect(body.postedLabel).toBe('Today')
		expect(body.canonicalUrl).toBe(`https://www.warringtonjobs.example/jobs/${job.id}`)
		expect(body.backHref).toBe('/#jobs')
	})

	test('Back to Jobs keeps the search the visitor came from on this site, and only that', async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user)
		const back = async (referer: string) =>
			((await (await open(job.id, { Referer: referer })).json()) as DetailData).backHref
		expect(await back(`${ORIGIN}/?search=warehouse&jobType=Full-time&jobType=Contract&page=2`)).toBe(
			'/?search=warehouse&jobType=Full-time&jobType=Contract&page=2#jobs',
		)
		expect(await back(`${ORIGIN}/`)).toBe('/#jobs')
		expect(await back('https://evil.example/?search=phishing')).toBe('/#jobs')
		expect(await back(`${ORIGIN}/jobs/12`)).toBe('/#jobs')
		expect(await back('not a url')).toBe('/#jobs')
	})

	test('a signed-in visitor’s page is never stored by a shared cache', async () => {
		const { user, token } = await apiUser('employer')
		const job = await postedJob(user)
		const response = await open(job.id, { Authorization: `Bearer ${token}` })
		expect(response.status).toBe(200)
		expect(response.headers.get('Cache-Control')).toBe('private, no-store')
	})

	test('404 for an unknown or non-numeric job; an inactive or expired one keeps its page (ended)', async () => {
		const { user } = await apiUser('employer')
		const inactive = await postedJob(user, {}, { isActive: false })
		const expired = await postedJob(user, {}, { expiresAt: new Date(Date.now() - 1000) })
		for (const id of ['999999', 'warehouse-operative', '1e3']) {
			const response = await open(id)
			expect(response.status, id).toBe(404)
		}
		for (const job of [inactive, expired]) {
			const response = await open(job.id)
			expect(response.status).toBe(200)
			expect(await response.json()).toMatchObject({ ended: { id: job.id } })
		}
	})
})

describe('the job page’s meta tags', () => {
	test('title, description, canonical URL, Open Graph and Twitter card tags', () => {
		const loaderData = {
			job: {
				title: 'Dental Nurse',
				company: 'Stockton Heath Dental',
				location: 'Stockton Heath',
				description: 'Chairside support for a friendly practice.',
			},
			canonicalUrl: 'https://www.warringtonjobs.example/jobs/7',
			shareImage: {
				url: 'https://www.warringtonjobs.example/jobs/7/share-image/AbCdEfGhIjKlMnOp.png',
				alt: 'Dental Nurse at Stockton Heath Dental, Stockton Heath',
			},
			ended: null,
		}
		const tags = jobDetail.meta({ loaderData, error: undefined } as unknown as Parameters<typeof jobDetail.meta>[0])
		const description = 'Dental Nurse in Stockton Heath. Chairside support for a friendly practice.'
		expect(tags).toEqual([
			{ title: 'Dental Nurse, Stockton Heath Dental | Warrington Jobs' },
			{ name: 'description', content: description },
			{ tagName: 'link', rel: 'canonical', href: 'https://www.warringtonjobs.example/jobs/7' },
			{ property: 'og:title', content: 'Dental Nurse, Stockton Heath Dental' },
			{ property: 'og:description', content: description },
			{ property: 'og:url', content: 'https://www.warringtonjobs.example/jobs/7' },
			{ property: 'og:type', content: 'website' },
			{ property: 'og:site_name', content: 'Warrington Jobs' },
			{ property: 'og:locale', content: 'en_GB' },
			{
				property: 'og:image',
				content: 'https://www.warringtonjobs.example/jobs/7/share-image/AbCdEfGhIjKlMnOp.png',
			},
			{ property: 'og:image:type', content: 'image/png' },
			{ property: 'og:image:width', content: '1200' },
			{ property: 'og:image:height', content: '630' },
			{ property: 'og:image:alt', content: 'Dental Nurse at Stockton Heath Dental, Stockton Heath' },
			{ name: 'twitter:card', content: 'summary_large_image' },
			{ name: 'twitter:title', content: 'Dental Nurse, Stockton Heath Dental' },
			{ name: 'twitter:description', content: description },
			{
				name: 'twitter:image',
				content: 'https://www.warringtonjobs.example/jobs/7/share-image/AbCdEfGhIjKlMnOp.png',
			},
			{ name: 'twitter:image:alt', content: 'Dental Nurse at Stockton Heath Dental, Stockton Heath' },
		])
	})
})
