// The card a link to a public page shows when it is shared (Facebook, WhatsApp, LinkedIn, X):
// Open Graph and Twitter card tags, built by one helper for every page kind (decision 212).
//
// How to use it: a route's `meta` spreads `shareCardMeta({ ... })` after its own tags, with the
// page's absolute URL from its loader (built from `config.appOrigin`, so `meta` never needs the
// server's config). A page without a picture of its own gets the board's card, `/share-image.png`
// on the page's origin. Runs on both sides: meta functions run in the browser too.
import type { MetaDescriptor } from 'react-router'

/** Every share picture's size: the 1.91:1 that Facebook, LinkedIn and X's large card crop to nothing. */
export const SHARE_IMAGE_WIDTH = 1200
export const SHARE_IMAGE_HEIGHT = 630

/** The board's own card, for pages with no picture of their own (companies, blog posts, courses). */
export const BOARD_SHARE_IMAGE_PATH = '/share-image.png'

const SITE_NAME = 'Warrington Jobs'
const BOARD_SHARE_IMAGE_ALT = `${SITE_NAME}: local jobs, courses and company reviews in Warrington`

/** What a shared link's card says; `url` and `image.url` are absolute. */
export type ShareCard = {
	title: string
	description: string
	url: string
	/** `article` for a blog post; `website` for the rest. */
	type?: 'website' | 'article'
	image?: { url: string; alt: string }
}

/** The Open Graph and Twitter card tags of a page. */
export function shareCardMeta(card: ShareCard): MetaDescriptor[] {
	const image = card.image ?? {
		url: new URL(BOARD_SHARE_IMAGE_PATH, card.url).href,
		alt: BOARD_SHARE_IMAGE_ALT,
	}
	return [
		{ property: 'og:title', content: card.title },
		{ property: 'og:description', content: card.description },
		{ property: 'og:url', content: card.url },
		{ property: 'og:type', content: card.type ?? 'website' },
		{ property: 'og:site_name', content: SITE_NAME },
		{ property: 'og:locale', content: 'en_GB' },
		{ property: 'og:image', content: image.url },
		{ property: 'og:image:type', content: 'image/png' },
		{ property: 'og:image:width', content: String(SHARE_IMAGE_WIDTH) },
		{ property: 'og:image:height', content: String(SHARE_IMAGE_HEIGHT) },
		{ property: 'og:image:alt', content: image.alt },
		{ name: 'twitter:card', content: 'summary_large_image' },
		{ name: 'twitter:title', content: card.title },
		{ name: 'twitter:description', content: card.description },
		{ name: 'twitter:image', content: image.url },
		{ name: 'twitter:image:alt', content: image.alt },
	]
}
