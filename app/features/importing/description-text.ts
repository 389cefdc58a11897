// A source's job description, HTML as ATSs write it, turned into the plain text a hand-posted job
// has (decision 231): paragraphs separated by a blank line, list items as "• item" lines, headings
// as their own paragraph, links as their text, line breaks kept; scripts, styles and comments
// dropped, entities decoded, runs of whitespace made one space. Nothing of the markup is kept or
// run: the text is what the job page shows (whitespace-pre-line) and what JSON-LD builds its
// paragraphs from. HTML is read with htmlparser2, which reads malformed markup as browsers do
// (unclosed tags, stray `<`, unknown entities left as written).
import { Parser } from 'htmlparser2'

/** Elements whose content is never text of the job. */
const DROPPED = new Set([
	'script',
	'style',
	'noscript',
	'template',
	'head',
	'title',
	'iframe',
	'object',
	'embed',
	'svg',
	'math',
	'select',
	'textarea',
	'button',
])
const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6'])
const LISTS = new Set(['ul', 'ol', 'menu', 'dl'])
/** Elements that start and end a paragraph (outside a list) or a line (inside one). */
const BLOCKS = new Set([
	'p',
	'div',
	'section',
	'article',
	'header',
	'footer',
	'main',
	'aside',
	'nav',
	'blockquote',
	'figure',
	'figcaption',
	'address',
	'hr',
	'form',
	'fieldset',
	'details',
	'summary',
	'center',
	'table',
	'thead',
	'tbody',
	'tfoot',
	'caption',
	'pre',
	...HEADINGS,
])
const LINES = new Set(['tr', 'dt', 'dd'])
const CELLS = new Set(['td', 'th'])
/** Markup that breaks text into paragraphs; without any, the text's own line breaks are kept. */
const STRUCTURE = /<\/?(p|div|br|li|ul|ol|h[1-6]|table|tr|section|article|blockquote|pre)\b/i
/** Control characters and zero-width marks: never text anyone means to show. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f\u200b-\u200d\u2060\ufeff]/g

export const BULLET = '• '

/** The description as plain text; empty when the HTML holds no text. */
export function descriptionText(html: string): string {
	const writer = new TextWriter(!STRUCTURE.test(html))
	let dropDepth = 0
	const parser = new Parser(
		{
			// The name alone: attributes are never read, so the parser builds no object of them.
			onopentagname(name) {
				if (DROPPED.has(name)) dropDepth++
				if (dropDepth > 0) return
				writer.open(name)
			},
			onclosetag(name) {
				if (DROPPED.has(name)) {
					dropDepth = Math.max(0, dropDepth - 1)
					return
				}
				if (dropDepth === 0) writer.close(name)
			},
			ontext(data) {
				if (dropDepth === 0) writer.text(data)
			},
		},
		{ decodeEntities: true },
	)
	parser.write(html)
	parser.end()
	return writer.result()
}

/** Cuts text to at most `max` characters at a word's end, with "…" to say it goes on. */
export function capText(text: string, max: number): string {
	if (text.length <= max) return text
	let cut = text.slice(0, max - 1)
	const lastSpace = Math.max(cut.lastIndexOf(' '), cut.lastIndexOf('\n'))
	if (lastSpace > max - 200) cut = cut.slice(0, lastSpace)
	if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1)
	return `${cut.trimEnd()}…`
}

/** Collects paragraphs of lines from the parser's events. */
class TextWriter {
	private paragraphs: string[] = []
	private lines: string[] = []
	private line = ''
	private bullet = false
	private listDepth = 0
	private preDepth = 0

	/** Whether the text's own line breaks mean lines and paragraphs (text with no block markup). */
	private readonly keepBreaks: boolean

	constructor(keepBreaks: boolean) {
		this.keepBreaks = keepBreaks
	}

	open(name: string) {
		if (name === 'br') return this.lineBreak()
		if (name === 'pre') this.preDepth++
		if (LISTS.has(name)) {
			this.listDepth++
			return this.listDepth > 1 ? this.endLine() : this.endParagraph()
		}
		if (name === 'li') {
			this.endLine()
			this.bullet = true
			return
		}
		if (CELLS.has(name)) return this.append(' ')
		this.boundary(name)
	}

	close(name: string) {
		if (name === 'pre') this.preDepth = Math.max(0, this.preDepth - 1)
		if (LISTS.has(name)) {
			this.listDepth = Math.max(0, this.listDepth - 1)
			return this.listDepth > 0 ? this.endLine() : this.endParagraph()
		}
		if (name === 'li') {
			this.endLine()
			this.bullet = false
			return
		}
		this.boundary(name)
	}

	text(data: string) {
		const clean = data.replace(INVISIBLE, '')
		if (!this.keepBreaks && this.preDepth === 0) return this.append(clean)
		clean.split(/\r\n|\r|\n/).forEach((segment, index) => {
			if (index > 0) this.lineBreak()
			this.append(segment)
		})
	}

	result() {
		this.endParagraph()
		return this.paragraphs.join('\n\n')
	}

	/** A block element's start or end: a new paragraph, or a new line inside a list. */
	private boundary(name: string) {
		if (BLOCKS.has(name)) return this.listDepth > 0 ? this.endLine() : this.endParagraph()
		if (LINES.has(name)) this.endLine()
	}

	private append(text: string) {
		const collapsed = text.replace(/[\s\u00a0]+/g, ' ')
		if (collapsed === ' ' && (this.line === '' || this.line.endsWith(' '))) return
		if (collapsed.trim() === '') {
			this.line += ' '
			return
		}
		if (this.line === '' && this.bullet) {
			this.line = BULLET
			this.bullet = false
		}
		this.line += this.line.endsWith(' ') ? collapsed.trimStart() : collapsed
	}

	/** `<br>` or a line break in plain text: a new line, or a new paragraph after an empty line. */
	private lineBreak() {
		if (this.line.trim() === '' && this.lines.length > 0) this.endParagraph()
		else this.endLine()
	}

	private endLine() {
		const line = this.line.trim()
		this.line = ''
		if (line !== '' && line !== BULLET.trim()) this.lines.push(line)
	}

	private endParagraph() {
		this.endLine()
		if (this.lines.length > 0) this.paragraphs.push(this.lines.join('\n'))
		this.lines = []
	}
}
