// GET /share-image.png: the board's own share picture, shown by the cards of pages that have no
// picture of their own (company pages, blog posts, courses; decision 212). Drawn once and kept on
// disk like a job's; its address has no version, so caches keep it for a day.
import { shareImage } from '../../../platform/share-image.server.tsx'

export async function loader() {
	const png = await shareImage('board', {
		heading: 'Jobs in Warrington',
		subheading: 'Local jobs, courses and company reviews',
		highlight: 'Search and apply free',
		detail: 'From Birchwood to Stockton Heath',
	})
	return new Response(new Uint8Array(png), {
		headers: {
			'Content-Type': 'image/png',
			'Content-Length': String(png.byteLength),
			'Cache-Control': 'public, max-age=86400',
		},
	})
}
