import sharp from 'sharp'
import { afterEach, beforeAll, describe, expect, test, vi } from 'vitest'
import { apiUser, postedJob, withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { Job } from '../../../models/job.ts'
import { drawShareImage } from '../../../platform/share-image.server.tsx'
import * as boardImage from '../../site/routes/share-image.png.ts'
import * as jobDetail from './jobs.$id.tsx'
import * as shareImage from './jobs.$id.share-image.$file.ts'

const SITE = 'https://www.warringtonjobs.example'

/** The job page's picture address, as its share card names it. */
async function shareImageUrl(id: number) {
	const page = await callRoute(withParams(jobDetail.loader), new Request(`${ORIGIN}/jobs/${id}`), {
		params: { id: String(id) },
	})
	const body = (await page.json()) as { shareImage: { url: string; alt: string } }
	return body.shareImage
}

function fetchImage(url: string, headers: Record<string, string> = {}) {
	const { pathname } = new URL(url)
	const [, , id, , file] = pathname.split('/')
	return callRoute(withParams(shareImage.loader), new Request(`${ORIGIN}${pathname}`, { headers }), {
		params: { id: id!, file: file! },
	})
}

// The first picture a process draws loads satori's layout engine and the fonts: seconds on a busy machine.
beforeAll(() => drawShareImage({ heading: 'Warm-up' }))

afterEach(() => {
	vi.unstubAllEnvs()
})

describe('a job’s share picture (/jobs/{id}/share-image/{version}.png)', () => {
	test('is a 1200×630 PNG under 100 KB, cacheable for a year, with an ETag', async () => {
		vi.stubEnv('APP_ORIGIN', SITE)
		const { user } = await apiUser('employer')
		const job = await postedJob(user, {
			title: 'Senior Healthcare Assistant – Night Shifts, Dementia Care Unit, Bank and Permanent',
			company: 'Bridgewater Community Healthcare NHS Foundation Trust',
			salary: '£12.50 - £14.00 per hour',
			location: 'Birchwood',
		})
		const image = await shareImageUrl(job.id)
		expect(image.url).toMatch(new RegExp(`^${SITE}/jobs/${job.id}/share-image/[\\w-]{16}\\.png$`))
		expect(image.alt).toBe(
			'Senior Healthcare Assistant – Night Shifts, Dementia Care Unit, Bank and Permanent at Bridgewater Community Healthcare NHS Foundation Trust, £12.50 - £14.00 per hour, Birchwood',
		)

		const response = await fetchImage(image.url)
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('image/png')
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=31536000, immutable')
		const etag = response.headers.get('ETag')
		expect(etag).toBeTruthy()
		const png = Buffer.from(await response.arrayBuffer())
		expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
		expect(png.byteLength).toBeLessThan(100 * 1024)
		// Not one flat colour: the text was drawn (a blank picture has one or two).
		const { channels } = await sharp(png).stats()
		expect(channels[0]!.max - channels[0]!.min).toBeGreaterThan(100)

		const again = await fetchImage(image.url, { 'If-None-Match': etag! })
		expect(again.status).toBe(304)
	})

	test('a change to what it shows gives a new address; the old one sends on to it', async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user, { title: 'Dental Nurse', salary: '£24,000 a year' })
		const before = await shareImageUrl(job.id)
		const em = await freshEm()
		await em.nativeUpdate(Job, { id: job.id }, { salary: '£26,000 a year' })
		const after = await shareImageUrl(job.id)
		expect(after.url).not.toBe(before.url)
		expect(after.alt).toContain('£26,000 a year')

		const old = await fetchImage(before.url)
		expect(old.status).toBe(302)
		expect(old.headers.get('Location')).toBe(new URL(after.url).pathname)
		expect((await fetchImage(after.url)).status).toBe(200)
		// A description change is not on the picture: the address stays.
		await em.nativeUpdate(Job, { id: job.id }, { description: 'Chairside support for a busy practice.' })
		expect((await shareImageUrl(job.id)).url).toBe(after.url)
	})

	test('a job that has ended, is hidden or does not exist has none (404)', async () => {
		const { user } = await apiUser('employer')
		const ended = await postedJob(user, {}, { expiresAt: new Date(Date.now() - 60_000) })
		const hidden = await postedJob(user, {}, { isActive: false })
		const listed = await postedJob(user)
		const { url } = await shareImageUrl(listed.id)
		const version = url.split('/').pop()!
		for (const id of [ended.id, hidden.id, 2_000_000_000])
			expect((await fetchImage(`${ORIGIN}/jobs/${id}/share-image/${version}`)).status).toBe(404)
		expect((await fetchImage(`${ORIGIN}/jobs/abc/share-image/${version}`)).status).toBe(404)
		expect((await fetchImage(`${ORIGIN}/jobs/${listed.id}/share-image/picture.png`)).status).toBe(404)

		// Ended after it was shared: the picture goes with it.
		expect((await fetchImage(url)).status).toBe(200)
		await (await freshEm()).nativeUpdate(Job, { id: listed.id }, { isActive: false })
		expect((await fetchImage(url)).status).toBe(404)
	})
})

describe('the board’s share picture (/share-image.png)', () => {
	test('is a 1200×630 PNG under 100 KB, cacheable for a day', async () => {
		const response = await callRoute(boardImage.loader, new Request(`${ORIGIN}/share-image.png`))
		expect(response.status).toBe(200)
		expect(response.headers.get('Content-Type')).toBe('image/png')
		expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400')
		const png = Buffer.from(await response.arrayBuffer())
		expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 })
		expect(png.byteLength).toBeLessThan(100 * 1024)
	})
})
