import { expect, test } from 'vitest'
import { validateXML } from 'xmllint-wasm'
import { entriesOf, expectValidSitemap } from '../../../tests/fixtures/sitemaps.ts'
import { latestOf, sitemapIndexXml, urlsetXml, w3cDatetime } from './sitemaps-xml.ts'
import { readFileSync } from 'node:fs'

test('a sitemap with odd addresses is still valid, and reads back as given', async () => {
	const loc = "https://warringtonjobs.example/blog/tom-&-jerry's?a=1&b=<2>"
	const xml = urlsetXml([{ loc, lastModified: new Date('2026-11-28T09:30:00.123Z') }, { loc: 'https://x.example/' }])
	await expectValidSitemap(xml, 'urlset')
	expect(entriesOf(xml)).toEqual([{ loc, lastmod: '2026-11-28T09:30:00Z' }, { loc: 'https://x.example/' }])
	await expectValidSitemap(sitemapIndexXml([{ loc: 'https://x.example/sitemaps/pages.xml' }]), 'sitemapindex')
})

test('the schemas refuse what the protocol refuses: the check can fail', async () => {
	const schema = (name: string) => ({
		fileName: name,
		contents: readFileSync(new URL(`../../../tests/fixtures/sitemaps/${name}`, import.meta.url), 'utf8'),
	})
	const bad = [
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"></urlset>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.example/</loc><lastmod>yesterday</lastmod></url></urlset>',
		'<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><lastmod>2026-11-28</lastmod></url></urlset>',
		'<urlset><url><loc>https://x.example/</loc></url></urlset>',
	]
	for (const xml of bad) {
		const result = await validateXML({ xml: { fileName: 'bad.xml', contents: xml }, schema: schema('sitemap.xsd') })
		expect(result.valid, xml).toBe(false)
	}
	const index =
		'<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"><url><loc>https://x.example/a.xml</loc></url></sitemapindex>'
	expect((await validateXML({ xml: index, schema: schema('siteindex.xsd') })).valid).toBe(false)
})

test('an empty or oversized sitemap is never written', () => {
	expect(() => urlsetXml([])).toThrow()
	expect(() => sitemapIndexXml(Array.from({ length: 50_001 }, () => ({ loc: 'https://x.example/' })))).toThrow()
})

test('dates: W3C Datetime to the second; the latest of several', () => {
	expect(w3cDatetime(new Date('2026-01-02T03:04:05.678Z'))).toBe('2026-01-02T03:04:05Z')
	expect(latestOf([null, new Date('2026-01-01'), undefined, new Date('2026-03-01')])).toEqual(new Date('2026-03-01'))
	expect(latestOf([])).toBeNull()
})
