// What the document and /api/docs say in words: Markdown shown as HTML (no literal backticks), no
// reference to the project's own papers (decision records, sections of the product document),
// and the licence the API is offered under.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, test } from 'vitest'
import { openApiDocument } from './document.server.ts'
import { markdownBlock, markdownInline } from './markdown.server.ts'
import * as docs from './routes/api.docs.tsx'

/** The page's text as a reader sees it: tags and the contents of <script> and <style> dropped. */
function visibleText(html: string) {
	return html
		.replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, '')
		.replace(/<[^>]+>/g, ' ')
		.replaceAll('&#x27;', "'")
		.replaceAll('&quot;', '"')
		.replaceAll('&lt;', '<')
		.replaceAll('&gt;', '>')
		.replaceAll('&amp;', '&')
}

/** Where the project's own papers are named: "§19", "decision 108", "decisions 144, 145", "docs/api.md". */
const INTERNAL_REFERENCE = /§|\bdecisions? \d|\bdocs\/[\w./-]+|\bADR[- ]?\d|\bissue #?\d/i

describe('the words of the API reference', () => {
	test('Markdown becomes HTML; raw HTML and script links stay text', () => {
		expect(markdownInline('Pass `limit` and **offset**')).toBe('Pass <code>limit</code> and <strong>offset</strong>')
		expect(markdownBlock('One.\n\nTwo:\n\n- a\n- b')).toBe(
			'<p>One.</p>\n<p>Two:</p>\n<ul>\n<li>a</li>\n<li>b</li>\n</ul>',
		)
		expect(markdownInline('<img src=x onerror=alert(1)>')).toBe('&lt;img src=x onerror=alert(1)&gt;')
		expect(markdownInline('[the docs](javascript:alert(1)) and [jobs](/api/jobs)')).toBe(
			'the docs and <a href="/api/jobs">jobs</a>',
		)
	})

	test('/api/docs shows no literal backticks: the code in descriptions is code', () => {
		const loaderData = docs.loader()
		const Page = docs.default as (props: { loaderData: typeof loaderData }) => React.ReactNode
		const html = renderToString(createElement(Page, { loaderData }))
		const text = visibleText(html)
		expect(text).not.toContain('`')
		// The introduction's paging sentence, and a description with code in it.
		expect(html).toContain('<code>limit</code>')
		expect(html).toMatch(/<code>cvSource<\/code>/)
		expect(html).toContain('<code>Authorization: Bearer {token}</code>')
	})

	test('the document names none of the project’s own papers, anywhere in it', () => {
		const document = openApiDocument()
		const strings: string[] = []
		const walk = (value: unknown) => {
			if (typeof value === 'string') strings.push(value)
			else if (Array.isArray(value)) value.forEach(walk)
			else if (value && typeof value === 'object')
				for (const [key, item] of Object.entries(value)) {
					strings.push(key)
					walk(item)
				}
		}
		walk(document)
		expect(strings.length).toBeGreaterThan(1000)
		expect(strings.filter((text) => INTERNAL_REFERENCE.test(text))).toEqual([])
		// The pattern catches what it is for.
		for (const text of ['docs/product.md §19', 'idempotent (decision 108)', 'decisions 144, 145', 'see docs/api.md'])
			expect(INTERNAL_REFERENCE.test(text), text).toBe(true)
		expect(INTERNAL_REFERENCE.test('A decision the employer made in 2026')).toBe(false)
	})

	test('info.license names the licence', () => {
		const info = openApiDocument().info as { license?: { name: string; url?: string; identifier?: string } }
		expect(info.license?.name).toMatch(/\S/)
		expect(info.license?.url ?? info.license?.identifier).toBeTruthy()
		if (info.license?.url) expect(() => new URL(info.license!.url!)).not.toThrow()
	})
})
