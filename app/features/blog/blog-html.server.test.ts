import { describe, expect, test } from 'vitest'
import { blogHtmlOf, sanitizeBlogHtml } from './blog-html.server.ts'

describe('blogHtmlOf', () => {
	test('Markdown becomes HTML; a level 1 heading becomes level 2 (the page title is the only h1)', () => {
		expect(blogHtmlOf('# Shifts\n\n- **Days**\n- _Nights_')).toBe(
			'<h2>Shifts</h2>\n<ul>\n<li><strong>Days</strong></li>\n<li><em>Nights</em></li>\n</ul>\n',
		)
		expect(blogHtmlOf('[Apply](https://example.com/jobs)')).toBe(
			'<p><a href="https://example.com/jobs" rel="nofollow noopener">Apply</a></p>\n',
		)
	})

	test('no script, style, event handler, iframe, or javascript:/data: URL survives', () => {
		const hostile = [
			'<script>alert(1)</script>',
			'<style>body{display:none}</style>',
			'<img src="https://example.com/a.png" onerror="alert(2)" style="width:9999px">',
			'<img src="data:image/png;base64,AAAA">',
			'<a href="javascript:alert(3)">a</a>',
			'<a href="  JaVaScRiPt:alert(4)">b</a>',
			'[c](javascript:alert(5))',
			'<iframe src="https://evil.example"></iframe>',
			'<svg onload="alert(6)"></svg>',
			'<p onclick="alert(7)">text</p>',
		].join('\n\n')
		const html = blogHtmlOf(hostile).toLowerCase()
		expect(html).not.toMatch(/<script|<style|<iframe|<svg|onerror|onload|onclick|style=|javascript:|data:/)
		expect(html).toContain('<img src="https://example.com/a.png" />')
		expect(html).toContain('<p>text</p>')
	})

	test('sanitising is idempotent: clean HTML is kept as it is on render', () => {
		const once = blogHtmlOf('## Tips\n\n1. Be on time\n2. Ask questions\n\n> Quote')
		expect(sanitizeBlogHtml(once)).toBe(once)
	})
})
