// Fixed copy of /living-in-warrington (docs/product.md §16): links to / and /business-directory.
import type { ContentPageCopy } from './content-page.ts'

export const LIVING_IN_WARRINGTON_PAGE: ContentPageCopy = {
	path: '/living-in-warrington',
	title: 'Living and Working in Warrington',
	eyebrow: 'Warrington',
	description:
		'What living and working in Warrington is like: where the jobs are, getting around, places to live, and local employers.',
	keywords: 'living in Warrington, working in Warrington, moving to Warrington, Warrington employers',
	intro:
		'Warrington sits halfway between Manchester and Liverpool, with a busy jobs market of its own, good transport links and a mix of town, suburbs and villages.',
	sections: [
		{
			id: 'work',
			heading: 'Where the work is',
			items: [
				{
					lead: 'Birchwood:',
					text: 'science and business parks with engineering, energy, IT and professional services employers.',
				},
				{ lead: 'Omega and Gateway:', text: 'large distribution and logistics sites beside the M62.' },
				{
					lead: 'Town centre:',
					text: 'retail, hospitality, the council, and offices around Golden Square and Time Square.',
				},
				{ lead: 'Warrington Hospital:', text: 'one of the area’s largest employers, with clinical and support roles.' },
			],
		},
		{
			id: 'getting-around',
			heading: 'Getting around',
			paragraphs: [
				'Two main railway stations, Bank Quay on the West Coast Main Line and Central on the Manchester to Liverpool line, put London under two hours away. The M6, M62 and M56 meet around the town, and local buses serve the business parks.',
			],
		},
		{
			id: 'places',
			heading: 'Places to live',
			paragraphs: [
				'Popular areas include Great Sankey and Penketh to the west, Lymm and Grappenhall to the south, and Culcheth and Birchwood to the north east. Each has its own schools, shops and parks, and most are within a short drive of the main employment sites.',
			],
		},
		{
			id: 'explore',
			heading: 'Explore further',
			links: [
				{ to: '/', label: 'Browse jobs in Warrington' },
				{ to: '/business-directory', label: 'The Warrington business directory' },
			],
		},
	],
	actions: [{ to: '/', label: 'Find Jobs in Warrington' }],
}
