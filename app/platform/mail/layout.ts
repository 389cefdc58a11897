// The one look of every mail the site sends (decision 213): a heading, paragraphs, links and a
// button, in colours that read on a light or a dark inbox. How to use it: a mail's template (in its
// area's `mails/` folder) returns <MailLayout> holding these pieces and nothing styled of its own;
// `renderMail` (render.server.ts) turns it into the HTML part and the text part said from it.
// Templates are plain TypeScript calling createElement (`h`), not JSX: the server and the worker load
// them through Node's type stripping, which reads .ts but not .tsx.
import { Body, Button, Container, Head, Heading, Hr, Html, Link, Preview, Text } from '@react-email/components'
import { createElement as h, type ReactNode } from 'react'
import { SITE_NAME } from '../config.server.ts'

/**
 * Light: dark grey on white, links and the button blue-700. Dark, for the inboxes that honour
 * prefers-color-scheme: near white on slate, links and the button blue-300. Every pair is 4.5:1 or
 * more (WCAG AA; the template test measures them).
 */
export const MAIL_COLOURS = {
	light: {
		page: '#ffffff',
		text: '#1f2937',
		muted: '#4b5563',
		link: '#1d4ed8',
		button: '#1d4ed8',
		buttonText: '#ffffff',
		rule: '#d1d5db',
	},
	dark: {
		page: '#111827',
		text: '#f3f4f6',
		muted: '#d1d5db',
		link: '#93c5fd',
		button: '#93c5fd',
		buttonText: '#111827',
		rule: '#4b5563',
	},
}

const COLOURS = MAIL_COLOURS.light

const dark = MAIL_COLOURS.dark
// Inline styles set the light colours; these override them where the reader's inbox is dark.
const DARK_MODE = `
:root { color-scheme: light dark; supported-color-schemes: light dark; }
@media (prefers-color-scheme: dark) {
	.mail-page { background-color: ${dark.page} !important; color: ${dark.text} !important; }
	.mail-text { color: ${dark.text} !important; }
	.mail-muted { color: ${dark.muted} !important; }
	.mail-link { color: ${dark.link} !important; }
	.mail-button { background-color: ${dark.button} !important; color: ${dark.buttonText} !important; }
	.mail-rule { border-color: ${dark.rule} !important; }
}`

/** WCAG 2 contrast ratio of two #rrggbb colours. */
export function contrast(first: string, second: string) {
	const luminance = (hex: string) => {
		const [r, g, b] = [1, 3, 5].map((at) => {
			const channel = parseInt(hex.slice(at, at + 2), 16) / 255
			return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4
		})
		return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!
	}
	const [lighter, darker] = [luminance(first), luminance(second)].sort((a, b) => b - a)
	return (lighter! + 0.05) / (darker! + 0.05)
}

const font = "-apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif"

/**
 * A whole mail: `heading` is its one <h1> (what the mail is about), `preview` the line an inbox
 * shows beside the subject. The footer names the site with a link to it.
 */
export function MailLayout({
	heading,
	preview,
	origin,
	children,
}: {
	heading: string
	preview: string
	/** The site's public origin (config.appOrigin), for the footer's link. */
	origin: string
	children?: ReactNode
}) {
	return h(
		Html,
		{ lang: 'en-GB', dir: 'ltr' },
		h(
			Head,
			null,
			h('meta', { name: 'color-scheme', content: 'light dark' }),
			h('meta', { name: 'supported-color-schemes', content: 'light dark' }),
			h('title', null, heading),
			h('style', null, DARK_MODE),
		),
		h(Preview, null, preview),
		h(
			Body,
			{ className: 'mail-page', style: { backgroundColor: COLOURS.page, color: COLOURS.text, fontFamily: font } },
			h(
				Container,
				{ style: { maxWidth: '600px', padding: '24px 16px' } },
				h(
					Heading,
					{ as: 'h1', className: 'mail-text', style: { color: COLOURS.text, fontSize: '24px', lineHeight: '32px' } },
					heading,
				),
				children,
				h(Hr, { className: 'mail-rule', style: { borderColor: COLOURS.rule, margin: '32px 0 16px' } }),
				h(
					Text,
					{ className: 'mail-muted', style: { color: COLOURS.muted, fontSize: '14px' } },
					h(MailLink, { href: `${origin}/` }, SITE_NAME),
				),
			),
		),
	)
}

/** A second-level heading inside a mail (a job's title in an alert, say). */
export function MailHeading({ children }: { children?: ReactNode }) {
	return h(
		Heading,
		{
			as: 'h2',
			className: 'mail-text',
			style: { color: COLOURS.text, fontSize: '18px', lineHeight: '26px', margin: '24px 0 4px' },
		},
		children,
	)
}

/**
 * A paragraph. `keepLines` keeps the line breaks of text someone typed (a note, a message), in
 * the HTML part as in the text part.
 */
export function MailText({ children, keepLines = false }: { children?: ReactNode; keepLines?: boolean }) {
	return h(
		Text,
		{
			className: 'mail-text',
			style: {
				color: COLOURS.text,
				fontSize: '16px',
				lineHeight: '24px',
				...(keepLines ? { whiteSpace: 'pre-line' } : {}),
			},
		},
		children,
	)
}

/** A link whose words say where it goes (never "click here"); the text part prints its address after them. */
export function MailLink({ href, children }: { href: string; children?: ReactNode }) {
	return h(
		Link,
		{ href: href, className: 'mail-link', style: { color: COLOURS.link, textDecoration: 'underline' } },
		children,
	)
}

/** The mail's main action, as a button-shaped link. */
export function MailButton({ href, children }: { href: string; children?: ReactNode }) {
	return h(
		Text,
		{ style: { margin: '24px 0' } },
		h(
			Button,
			{
				href: href,
				className: 'mail-button',
				style: {
					backgroundColor: COLOURS.button,
					color: COLOURS.buttonText,
					borderRadius: '6px',
					fontSize: '16px',
					fontWeight: 600,
					padding: '12px 20px',
				},
			},
			children,
		),
	)
}
