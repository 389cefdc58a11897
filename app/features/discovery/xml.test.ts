import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { describe, expect, test } from 'vitest'
import { INDEED_JOB_ELEMENTS, indeedXml, type IndeedJob } from './feeds-indeed.ts'
import { rssXml } from './feeds-rss.ts'
import { rfc822, xmlCdata, xmlSafe, xmlText } from './xml.ts'

/** What an employer might type, or an attacker send: markup, entities, a CDATA end and control characters. */
const HOSTILE = `<script>alert("x")</script> Fish & Chips ]]> 'Bob's' \u0000\u0007\u000b\u001f\uFFFE\uD800 end`
const KEPT = `<script>alert("x")</script> Fish & Chips ]]> 'Bob's'  end`

const parser = new XMLParser({ ignoreAttributes: false, cdataPropName: false, parseTagValue: false, trimValues: false })

describe('feed XML text', () => {
	test('drops the characters XML 1.0 forbids and keeps tab, newline and every other character', () => {
		expect(xmlSafe(`a\u0000b\u0008c\u000bd\u000ce\u001ff\uFFFEg\uFFFFh\uD800i`)).toBe('abcdefghi')
		expect(xmlSafe('tab\there\nnew\r\n£ é 😀 \u2028')).toBe('tab\there\nnew\r\n£ é 😀 \u2028')
	})

	test('escapes the five markup characters in text and attributes', () => {
		expect(xmlText(`<a href="x">Tom & 'Jerry'</a>`)).toBe(
			'&lt;a href=&quot;x&quot;&gt;Tom &amp; &apos;Jerry&apos;&lt;/a&gt;',
		)
	})

	test('a CDATA section splits a ]]> so the text reads back whole', () => {
		const xml = `<d>${xmlCdata(HOSTILE)}</d>`
		expect(xml.match(/\]\]>/g)).toHaveLength(2)
		expect(XMLValidator.validate(xml)).toBe(true)
		const read = new XMLParser({ parseTagValue: false, trimValues: false }).parse(xml) as { d: string }
		expect(read.d).toBe(KEPT)
	})

	test('dates are RFC 822 in GMT', () => {
		expect(rfc822(new Date('2026-11-28T09:30:05Z'))).toBe('Sat, 28 Nov 2026 09:30:05 GMT')
		expect(rfc822('2026-07-01T23:00:00+01:00')).toBe('Wed, 01 Jul 2026 22:00:00 GMT')
	})
})

describe('feed writers', () => {
	test('an RSS document with hostile text parses and gives the text back as written', () => {
		const xml = rssXml(
			{
				title: HOSTILE,
				link: 'https://jobs.example/?search=a&location=Birchwood',
				description: HOSTILE,
				selfUrl: 'https://jobs.example/jobs.rss?search=a&location=Birchwood',
				lastBuildDate: new Date('2026-11-28T09:00:00Z'),
			},
			[
				{
					title: HOSTILE,
					link: 'https://jobs.example/jobs/1',
					pubDate: '2026-11-27T08:00:00Z',
					descriptionHtml: `<p>${xmlText(HOSTILE)}</p>`,
				},
			],
		)
		expect(XMLValidator.validate(xml)).toBe(true)
		expect(xml).not.toContain('<script>')
		const { rss } = parser.parse(xml) as {
			rss: { channel: { title: string; 'atom:link': Record<string, string>; item: Record<string, unknown> } }
		}
		expect(rss.channel.title).toBe(KEPT)
		expect(rss.channel['atom:link']['@_href']).toBe('https://jobs.example/jobs.rss?search=a&location=Birchwood')
		expect(rss.channel.item.title).toBe(KEPT)
		// The description is HTML in which the hostile text is only text.
		expect(rss.channel.item.description).toBe(`<p>${xmlText(KEPT)}</p>`)
	})

	test('an Indeed job writes every element in order, in CDATA, and leaves out a salary it lacks', () => {
		const job: IndeedJob = {
			title: HOSTILE,
			date: 'Fri, 27 Nov 2026 08:00:00 GMT',
			referencenumber: '42',
			url: 'https://jobs.example/jobs/42',
			company: HOSTILE,
			city: 'Warrington',
			state: 'Cheshire',
			country: 'GB',
			postalcode: 'WA3',
			description: `<p>${xmlText(HOSTILE)}</p>`,
			salary: null,
			jobtype: 'fulltime',
			category: 'Retail',
		}
		const xml = indeedXml(
			{ publisher: 'Warrington Jobs', publisherUrl: 'https://jobs.example', lastBuildDate: new Date() },
			[job, { ...job, referencenumber: '43', salary: '£11.44 an hour' }],
		)
		expect(XMLValidator.validate(xml)).toBe(true)
		const jobs = [...xml.matchAll(/<job>(.*?)<\/job>/g)].map(([, body]) =>
			[...body!.matchAll(/<(\w+)><!\[CDATA\[/g)].map((m) => m[1]),
		)
		expect(jobs[0]).toEqual(INDEED_JOB_ELEMENTS.filter((name) => name !== 'salary'))
		expect(jobs[1]).toEqual([...INDEED_JOB_ELEMENTS])
		const { source } = parser.parse(xml) as { source: { job: Record<string, string>[] } }
		expect(source.job[0]!.title).toBe(KEPT)
		expect(source.job[0]!.company).toBe(KEPT)
		expect(source.job[1]!.salary).toBe('£11.44 an hour')
	})
})
