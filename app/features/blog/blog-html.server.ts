// The one rule for a blog post's HTML (docs/product.md §22.5, decision 122): what an admin writes
// (Markdown, or HTML from the toolbar: Markdown passes HTML through) is turned into HTML by
// `marked` and then cleaned by `sanitize-html` to an allow-list of tags, attributes and URL
// schemes. The blog service calls it on save; the post's page calls it again on render, so a row
// written any other way (an old row, a hand-made one) is cleaned too. No <script>, no event
// handler, no style, no javascript: or data: link survives.
import { Marked } from 'marked'
import sanitizeHtml from 'sanitize-html'

const markdown = new Marked({ gfm: true, breaks: false })

const ALLOWED: sanitizeHtml.IOptions = {
	allowedTags: [
		'h2',
		'h3',
		'h4',
		'p',
		'br',
		'hr',
		'strong',
		'b',
		'em',
		'i',
		'u',
		's',
		'del',
		'blockquote',
		'ul',
		'ol',
		'li',
		'a',
		'code',
		'pre',
		'img',
		'table',
		'thead',
		'tbody',
		'tr',
		'th',
		'td',
	],
	allowedAttributes: { a: ['href', 'title'], img: ['src', 'alt', 'title'], ol: ['start'] },
	allowedSchemes: ['http', 'https', 'mailto', 'tel'],
	allowedSchemesByTag: { img: ['http', 'https'] },
	allowProtocolRelative: false,
	disallowedTagsMode: 'discard',
	// A heading level 1 is the page's title: a post's own headings start at level 2.
	transformTags: {
		h1: 'h2',
		a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener' }),
	},
}
ALLOWED.allowedAttributes = { ...ALLOWED.allowedAttributes, a: ['href', 'title', 'rel'] }

/** Cleans HTML to the blog's allow-list. */
export function sanitizeBlogHtml(html: string) {
	return sanitizeHtml(html, ALLOWED)
}

/** A post's Markdown (HTML inside it allowed) as safe HTML: what is stored and what is shown. */
export function blogHtmlOf(source: string) {
	return sanitizeBlogHtml(markdown.parse(source, { async: false }))
}
