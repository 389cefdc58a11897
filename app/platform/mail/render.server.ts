// Turns a mail's template into its two parts (decision 213): the HTML part, and the text part said
// from that same HTML, so both always carry the same words and the same links.
import { render, toPlainText } from '@react-email/render'
import type { ReactElement } from 'react'

/** Both parts of a rendered mail, as sendMail takes them. */
export type RenderedMail = { html: string; text: string }

/**
 * The text part: headings as they are written (html-to-text shouts them in capitals by default),
 * a link's address in angle brackets after its words (so a full stop after it is not read as part
 * of it), the line breaks of typed text kept, no wrapping (mail clients wrap; a wrapped address
 * would break).
 */
export function mailText(html: string) {
	return toPlainText(html, {
		preserveNewlines: true,
		selectors: [
			...['h1', 'h2', 'h3'].map((selector) => ({ selector, options: { uppercase: false } })),
			{ selector: 'a', options: { linkBrackets: ['<', '>'], hideLinkHrefIfSameAsText: true } },
		],
	})
}

/** Renders `template` (a <MailLayout>) to the HTML part and its text part. */
export async function renderMail(template: ReactElement): Promise<RenderedMail> {
	const html = await render(template)
	return { html, text: mailText(html) }
}
