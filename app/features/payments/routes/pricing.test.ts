import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { callRoute, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { schemaProblems } from '../../../../tests/fixtures/schema-org.ts'
import { formatPence } from '../../../ui/format.ts'
import { SPONSORSHIP_PLANS } from '../plans.ts'
import * as pricing from './pricing.tsx'

afterEach(() => {
	vi.unstubAllEnvs()
})

type Props = Parameters<typeof pricing.default>[0]

/** The page as the server sends it, with card payments on unless asked. */
function renderPage({ paymentsAvailable = true } = {}) {
	const props = { loaderData: { origin: ORIGIN, paymentsAvailable } } as Props
	return renderToString(
		createElement(MemoryRouter, { initialEntries: ['/pricing'] }, createElement(pricing.default, props)),
	)
}

/** The HTML of one plan's card. */
function card(html: string, type: string) {
	const start = html.indexOf(`data-plan="${type}"`)
	expect(start).toBeGreaterThan(-1)
	return html.slice(start, html.indexOf('</article>', start))
}

const text = (html: string) =>
	html
		.replace(/<[^>]+>/g, ' ')
		.replace(/&#x27;|&#39;/g, "'")
		.replace(/&amp;/g, '&')
		.replace(/\s+/g, ' ')

type MetaTag = Record<string, unknown>
function metaOf(origin = 'https://www.warringtonjobs.example', paymentsAvailable = true) {
	return pricing.meta({ loaderData: { origin, paymentsAvailable } } as Parameters<typeof pricing.meta>[0]) as MetaTag[]
}

describe('/pricing', () => {
	test('anyone may load it, and a shared cache may keep it', async () => {
		vi.stubEnv('APP_ORIGIN', 'https://www.warringtonjobs.example')
		vi.stubEnv('STRIPE_SECRET_KEY', 'sk_test_pricing')
		vi.stubEnv('STRIPE_PUBLISHABLE_KEY', 'pk_test_pricing')
		const response = await callRoute(pricing.loader, new Request(`${ORIGIN}/pricing`))
		expect(response.status).toBe(200)
		expect(await response.json()).toEqual({ origin: 'https://www.warringtonjobs.example', paymentsAvailable: true })
		expect(pricing.headers()).toEqual({ 'Cache-Control': 'public, max-age=0, s-maxage=60' })
	})

	test('without Stripe keys it says sponsorship cannot be bought, and offers only free posting', async () => {
		vi.stubEnv('STRIPE_SECRET_KEY', '')
		vi.stubEnv('STRIPE_PUBLISHABLE_KEY', '')
		const loaded = (await (await callRoute(pricing.loader, new Request(`${ORIGIN}/pricing`))).json()) as {
			paymentsAvailable: boolean
		}
		expect(loaded.paymentsAvailable).toBe(false)

		const html = renderPage({ paymentsAvailable: false })
		expect(text(html)).toContain(
			'Sponsorship is not available right now: card payments are not configured. You can still post jobs free; each stays listed for 30 days.',
		)
		for (const type of ['7days', '30days']) {
			expect(text(card(html, type))).toContain('Not available right now')
			expect(text(card(html, type))).toContain('Post Free Instead')
			expect(text(card(html, type))).not.toContain('Choose')
		}
		expect(text(card(html, 'free'))).not.toContain('Not available')
		expect(text(renderPage())).not.toContain('Not available')

		const jsonLd = metaOf(undefined, false).find((tag) => 'script:ld+json' in tag)?.['script:ld+json'] as {
			hasOfferCatalog: { itemListElement: { name: string }[] }
		}
		expect(jsonLd.hasOfferCatalog.itemListElement.map((offer) => offer.name)).toEqual(['Free Posting'])
	})

	test('shows the three plans with the plan table’s prices and durations, Most Popular on Premium Sponsored only', () => {
		const html = renderPage()
		expect(SPONSORSHIP_PLANS.map((plan) => plan.name)).toEqual(['Free Posting', 'Featured Job', 'Premium Sponsored'])
		for (const plan of SPONSORSHIP_PLANS) {
			const body = text(card(html, plan.type))
			expect(body).toContain(plan.name)
			expect(body).toContain(`${formatPence(plan.pricePence)} for ${plan.durationDays} days`)
			expect(body.includes('Most Popular')).toBe(plan.mostPopular)
		}
		expect(text(card(html, 'free'))).toContain('£0 for 30 days')
		expect(text(card(html, '7days'))).toContain('£4.99 for 7 days')
		expect(text(card(html, '30days'))).toContain('£14.99 for 30 days')
	})

	test('each plan leads to /post-job with its plan, and the page invites employers to register', () => {
		const html = renderPage()
		expect(card(html, 'free')).toContain('href="/post-job"')
		expect(card(html, '7days')).toContain('href="/post-job?plan=sponsored-7"')
		expect(card(html, '30days')).toContain('href="/post-job?plan=sponsored-30"')
		expect(html).toContain('href="/auth?tab=register&amp;type=employer"')
	})

	test('volume discounts, the comparison, the claims and an FAQ that works without JavaScript', () => {
		const html = renderPage()
		const body = text(html)
		expect(body).toMatch(/5\+ jobs 15% off/)
		expect(body).toMatch(/10\+ jobs 25% off/)
		expect(body).toMatch(/20\+ jobs Custom pricing/)
		expect(body).toContain('Compare Plans')
		for (const claim of ['2,500+', '85%', '4.8/5', '24/7', '500+', '200+']) expect(body).toContain(claim)
		expect(body).toContain('fewer than 5 qualified applications in its first week')
		const questions = html.match(/<details[\s>]/g) ?? []
		expect(questions.length).toBeGreaterThanOrEqual(6)
		expect((html.match(/<summary/g) ?? []).length).toBe(questions.length)
		expect(body).toContain('Frequently Asked Questions')
	})

	test('headings run in order: one h1, then h2 sections, then h3', () => {
		const levels = [...renderPage().matchAll(/<h([1-6])[\s>]/g)].map((match) => Number(match[1]))
		expect(levels[0]).toBe(1)
		expect(levels.filter((level) => level === 1)).toHaveLength(1)
		levels.forEach((level, index) => {
			if (index > 0) expect(level - levels[index - 1]!).toBeLessThanOrEqual(1)
		})
	})

	test('nothing on the page or in its tags contradicts the plan table (no "£49 for 60 days")', () => {
		const everything = `${text(renderPage())} ${JSON.stringify(metaOf())}`
		expect(everything).not.toMatch(/£\s?49\b|49 pounds|60 days|60-day/)
		const prices = new Set(SPONSORSHIP_PLANS.map((plan) => formatPence(plan.pricePence)))
		for (const price of text(renderPage()).match(/£\d+(?:\.\d\d)?/g) ?? []) {
			// Every price is a plan price, or a plan price per day.
			const perDay = SPONSORSHIP_PLANS.some(
				(plan) => plan.pricePence && formatPence(Math.round(plan.pricePence / plan.durationDays)) === price,
			)
			expect(prices.has(price) || perDay, price).toBe(true)
		}
	})

	test('title, description, canonical address and social tags', () => {
		const tags = metaOf()
		expect(tags).toContainEqual({ title: 'Job Posting Prices and Plans | Warrington Jobs' })
		const description = tags.find((tag) => tag.name === 'description')?.content
		expect(description).toContain('£4.99 for 7 days')
		expect(description).toContain('£14.99 for 30 days')
		expect(tags).toContainEqual({
			tagName: 'link',
			rel: 'canonical',
			href: 'https://www.warringtonjobs.example/pricing',
		})
		expect(tags).toContainEqual({ property: 'og:url', content: 'https://www.warringtonjobs.example/pricing' })
		for (const name of ['og:title', 'og:description', 'og:type', 'og:site_name'])
			expect(tags.some((tag) => tag.property === name)).toBe(true)
		for (const name of ['twitter:card', 'twitter:title', 'twitter:description', 'keywords'])
			expect(tags.some((tag) => tag.name === name)).toBe(true)
	})

	test('structured data: one GBP offer per plan from the plan table, valid schema.org', () => {
		const jsonLd = metaOf().find((tag) => 'script:ld+json' in tag)?.['script:ld+json'] as Record<string, unknown>
		expect(jsonLd).toBeDefined()
		expect(schemaProblems(jsonLd)).toEqual([])
		const offers = (jsonLd.hasOfferCatalog as { itemListElement: Record<string, unknown>[] }).itemListElement
		expect(offers).toEqual(
			SPONSORSHIP_PLANS.map((plan) =>
				expect.objectContaining({
					'@type': 'Offer',
					name: plan.name,
					price: (plan.pricePence / 100).toFixed(2),
					priceCurrency: 'GBP',
					priceSpecification: expect.objectContaining({
						billingDuration: { '@type': 'QuantitativeValue', value: plan.durationDays, unitCode: 'DAY' },
					}),
				}),
			),
		)
		expect(offers.map((offer) => offer.url)).toEqual([
			'https://www.warringtonjobs.example/post-job',
			'https://www.warringtonjobs.example/post-job?plan=sponsored-7',
			'https://www.warringtonjobs.example/post-job?plan=sponsored-30',
		])
	})

	test('the vocabulary check catches a property on the wrong type', () => {
		expect(
			schemaProblems({
				'@type': 'Offer',
				itemListElement: [{ '@type': 'Offer', billingDuration: 7, currency: 'GBP' }],
			}),
		).toEqual([
			'$.itemListElement: not a property of schema:Offer',
			'$.itemListElement[0].billingDuration: not a property of schema:Offer',
			'$.itemListElement[0].currency: not a property of schema:Offer',
		])
	})
})
