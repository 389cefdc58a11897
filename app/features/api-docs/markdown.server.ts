// The API document's descriptions are CommonMark (OpenAPI 3.1 says so): /api/docs shows them as
// HTML, so `limit` reads as code, not as a word between backticks. The text is the document's
// own, but raw HTML in it is shown as text all the same, and links keep to http(s) and the site.
import { Marked } from 'marked'

const escapeHtml = (text: string) =>
	text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;')

const markdown = new Marked({
	async: false,
	gfm: true,
	renderer: {
		html({ text }) {
			return escapeHtml(text)
		},
		link({ href, tokens }) {
			const text = this.parser.parseInline(tokens)
			return /^(https?:\/\/|\/|#)/i.test(href) ? `<a href="${escapeHtml(href)}">${text}</a>` : text
		},
	},
})

/** A description of paragraphs and lists, as HTML. */
export function markdownBlock(text: string) {
	return markdown.parse(text, { async: false }).trim()
}

/** A phrase (a summary, an answer's description), as HTML without a paragraph around it. */
export function markdownInline(text: string) {
	return markdown.parseInline(text, { async: false }).trim()
}
