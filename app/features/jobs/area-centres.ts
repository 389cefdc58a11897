// Where each area a job can be posted in lies (decision 159): the 23 named areas of the listing's
// filter and Birchwood Business Park. A job's coordinates are its area's centre (the job table's
// job_coordinates trigger reads this list), so "within 5 miles of WA4 6PH" measures from the
// postcode district's centroid to the area's centre.
//
// How chosen: each is the place's own middle (a village or suburb's centre; the site of a retail
// park, shopping centre or business park; Lovely Lane is Warrington Hospital's street), taken from
// the map to a few hundred metres, which is finer than the districts it is measured from. The
// district centroids (data/uk-outcodes.csv) were not used
// because five areas share WA4's and four WA3's, which would put Thelwall and Stockton Heath at
// the same spot; area-centres.test.ts checks that every centre lies within 3.5 miles of its
// district's centroid, which catches a slip of a digit.
import type { POST_AREAS } from './job-options.ts'
import type { Coordinates } from './postcode.ts'

type Area = (typeof POST_AREAS)[number]

export const AREA_CENTRES: Record<Area, Coordinates & { district: string }> = {
	'Warrington Town Centre': { latitude: 53.3899, longitude: -2.5962, district: 'WA1' },
	Birchwood: { latitude: 53.4125, longitude: -2.5262, district: 'WA3' },
	'Great Sankey': { latitude: 53.3918, longitude: -2.6395, district: 'WA5' },
	'Stockton Heath': { latitude: 53.3721, longitude: -2.5813, district: 'WA4' },
	Orford: { latitude: 53.4072, longitude: -2.5845, district: 'WA2' },
	Bewsey: { latitude: 53.3967, longitude: -2.6128, district: 'WA5' },
	Dallam: { latitude: 53.4025, longitude: -2.6077, district: 'WA5' },
	Fairfield: { latitude: 53.3952, longitude: -2.5765, district: 'WA1' },
	Howley: { latitude: 53.3878, longitude: -2.5807, district: 'WA1' },
	Latchford: { latitude: 53.3805, longitude: -2.5703, district: 'WA4' },
	Padgate: { latitude: 53.4068, longitude: -2.5565, district: 'WA1' },
	Risley: { latitude: 53.4245, longitude: -2.5095, district: 'WA3' },
	Woolston: { latitude: 53.3968, longitude: -2.5318, district: 'WA1' },
	Appleton: { latitude: 53.3528, longitude: -2.5525, district: 'WA4' },
	Grappenhall: { latitude: 53.3721, longitude: -2.5485, district: 'WA4' },
	Thelwall: { latitude: 53.3824, longitude: -2.5105, district: 'WA4' },
	Winwick: { latitude: 53.4332, longitude: -2.6008, district: 'WA2' },
	Culcheth: { latitude: 53.4522, longitude: -2.5205, district: 'WA3' },
	Croft: { latitude: 53.4395, longitude: -2.5625, district: 'WA3' },
	'Gemini Retail Park': { latitude: 53.4148, longitude: -2.6218, district: 'WA5' },
	'Golden Square Shopping Centre': { latitude: 53.3911, longitude: -2.5942, district: 'WA1' },
	'Omega South': { latitude: 53.4038, longitude: -2.6645, district: 'WA5' },
	'Lovely Lane': { latitude: 53.3917, longitude: -2.6148, district: 'WA5' },
	'Birchwood Business Park': { latitude: 53.4192, longitude: -2.5362, district: 'WA3' },
}
