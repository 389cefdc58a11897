// The shape of a fixed content page (guides and legal pages): sections of paragraphs, lists and
// links, rendered by app/features/content/components/content-page.tsx.

export type ContentLink = { to: string; label: string; external?: boolean }

export type ContentSection = {
	id: string
	heading: string
	paragraphs?: string[]
	/** A bulleted list, or numbered when `ordered`. Items may have a bold lead-in. */
	items?: (string | { lead: string; text: string })[]
	ordered?: boolean
	/** A table of rows, the first row its header. */
	table?: string[][]
	/** Questions that open one at a time (<details>). */
	questions?: { question: string; answer: string }[]
	links?: ContentLink[]
}

export type ContentPageCopy = {
	path: string
	title: string
	/** The meta description. */
	description: string
	keywords?: string
	eyebrow?: string
	intro: string
	/** "Last updated 24 November 2026": legal pages say when they last changed. */
	updated?: string
	sections: ContentSection[]
	/** Calls to action at the foot of the page. */
	actions?: ContentLink[]
}

/** Where visitors write about their data, the site and these pages. */
export const PRIVACY_EMAIL = 'privacy@warringtonjobs.co.uk'
export const HELLO_EMAIL = 'hello@warringtonjobs.co.uk'
