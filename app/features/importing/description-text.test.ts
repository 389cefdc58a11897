import { describe, expect, test } from 'vitest'
import { capText, descriptionText } from './description-text.ts'
import { descriptionHtml } from '../jobs/job-posting.ts'

describe('descriptionText', () => {
	test('reads an ATS description: paragraphs, headings, lists, entities and inline tags', () => {
		const html = `
			<div class="content-intro"><p><strong>Brightwire</strong> designs switchgear for the UK&#39;s rail
			network from&nbsp;our office on <a href="https://brightwire.example/birchwood">Birchwood Park</a>.</p></div>
			<h3>What you&rsquo;ll do</h3>
			<ul>
				<li>Design <em>low-voltage</em> panels &amp; schematics in EPLAN</li>
				<li><p>Visit sites in Cheshire &amp; Merseyside</p></li>
			</ul>
			<p>Pay: &pound;32k&ndash;&pound;38k</p>`
		expect(descriptionText(html)).toBe(
			[
				"Brightwire designs switchgear for the UK's rail network from our office on Birchwood Park.",
				'What you’ll do',
				'• Design low-voltage panels & schematics in EPLAN\n• Visit sites in Cheshire & Merseyside',
				'Pay: £32k–£38k',
			].join('\n\n'),
		)
	})

	test('keeps nested list items and numbered lists as bullet lines of one paragraph', () => {
		const html =
			'<p>You will need:</p><ol><li>A licence<ul><li>C+E</li><li>CPC card</li></ul></li><li>Two years driving</li></ol><p>Apply today.</p>'
		expect(descriptionText(html)).toBe(
			'You will need:\n\n• A licence\n• C+E\n• CPC card\n• Two years driving\n\nApply today.',
		)
	})

	test('drops scripts, styles, comments and form controls, and never keeps markup', () => {
		const html = `<style>p { color: red }</style><p>Real text of the job description here.</p>
			<script>alert("x")</script><!-- internal note: do not publish --><noscript>Enable JS</noscript>
			<select><option>Pick one</option></select><p onclick="steal()">More <img src=x onerror=alert(1)>text.</p>`
		const text = descriptionText(html)
		expect(text).toBe('Real text of the job description here.\n\nMore text.')
		expect(text).not.toMatch(/[<>]|alert|internal note|color|Pick one/)
	})

	test('reads malformed HTML: unclosed tags, a stray "<" and unknown entities', () => {
		const html = '<p>Salary &lt; £30k & bonus &bogus; 2 < 3<p>Second paragraph<li>Loose item<div>Unclosed block'
		expect(descriptionText(html)).toBe(
			'Salary < £30k & bonus &bogus; 2 < 3\n\nSecond paragraph\n• Loose item\n\nUnclosed block',
		)
	})

	test('an unclosed script swallows nothing but itself', () => {
		expect(descriptionText('<p>Before the script.</p><script>var a = "<p>not text</p>"')).toBe('Before the script.')
	})

	test('line breaks: one <br> a new line, two a new paragraph', () => {
		expect(descriptionText('<p>Line one<br>Line two<br/><br />Next paragraph</p>')).toBe(
			'Line one\nLine two\n\nNext paragraph',
		)
	})

	test('plain text without block markup keeps its own lines and paragraphs', () => {
		const text = 'Visit clients in   Penketh.\r\nA car is needed &amp; mileage paid.\n\n\nWeekend <b>rota</b>  applies.'
		expect(descriptionText(text)).toBe(
			'Visit clients in Penketh.\nA car is needed & mileage paid.\n\nWeekend rota applies.',
		)
	})

	test('tables as lines of cells, <pre> keeps its line breaks', () => {
		const html =
			'<table><tr><th>Shift</th><th>Hours</th></tr><tr><td>Days</td><td>7-3</td></tr></table><pre>Mon\nTue</pre>'
		expect(descriptionText(html)).toBe('Shift Hours\nDays 7-3\n\nMon\nTue')
	})

	test('empty and whitespace-only markup gives no text; invisible characters go', () => {
		expect(descriptionText('<p>&nbsp;</p><ul><li> </li></ul><div>\u200b</div>')).toBe('')
		expect(descriptionText('<p>Zero\u200bwidth and \u0007bell</p>')).toBe('Zerowidth and bell')
	})

	test('the text makes the same paragraphs on the job page and in JSON-LD', () => {
		const text = descriptionText('<h2>About</h2><p>We build things.</p><ul><li>One</li><li>Two</li></ul>')
		expect(descriptionHtml(text)).toBe('<p>About</p><p>We build things.</p><p>• One<br>• Two</p>')
	})
})

describe('capText', () => {
	test('leaves short text alone and cuts long text at a word within the limit', () => {
		expect(capText('short', 10)).toBe('short')
		const long = 'word '.repeat(100).trim()
		const cut = capText(long, 42)
		expect(cut.length).toBeLessThanOrEqual(42)
		expect(cut).toBe(`${'word '.repeat(8).trim()}…`)
	})

	test('never splits a pair of UTF-16 surrogates', () => {
		const cut = capText(`${'x'.repeat(8)}😀${'y'.repeat(5)}`, 10)
		expect(cut).toBe(`${'x'.repeat(8)}…`)
	})
})
