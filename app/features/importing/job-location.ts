// Which of the board's areas (POST_AREAS) an imported job is in, from what its source says of the
// place (decision 231), in this order:
// 1. an area's name in the location text ("Birchwood Park, Warrington" is Birchwood Business
//    Park; a few other names people use for an area count as it), the first named;
// 2. the postcode (the source's, or one written in the text): its district's centroid, when an
//    area's centre lies within MAX_MILES of it, is in the nearest area (WA1-WA5, and Lymm's WA13
//    and Newton's WA12 next to Thelwall and Winwick; Widnes, Runcorn and St Helens are too far);
// 3. "Warrington" alone: the town centre.
// Anything else is not a Warrington job the board lists: null, and the mapping says why.
import { AREA_CENTRES } from '../jobs/area-centres.ts'
import { POST_AREAS } from '../jobs/job-options.ts'
import { type Coordinates, milesBetween, outwardCodeOf } from '../jobs/postcode.ts'
import { postcodeDistrict } from '../jobs/postcode-districts.server.ts'
import type { ImportedJob } from './imported-job.ts'

export type Area = (typeof POST_AREAS)[number]

/** How far a postcode district's centroid may lie from the nearest area's centre, in miles. */
export const MAX_MILES = 2.5

/** Other names for an area, as employers write them. */
const ALIASES: Record<string, Area> = {
	'Birchwood Park': 'Birchwood Business Park',
	'Birchwood Science Park': 'Birchwood Business Park',
	'Golden Square': 'Golden Square Shopping Centre',
	Gemini: 'Gemini Retail Park',
	'Omega Business Park': 'Omega South',
	'Warrington Hospital': 'Lovely Lane',
	'Warrington town centre': 'Warrington Town Centre',
}

const NAMES: { pattern: RegExp; area: Area; length: number }[] = [
	...POST_AREAS.map((area) => [area, area] as const),
	...Object.entries(ALIASES),
].map(([name, area]) => ({ pattern: wordsPattern(name), area, length: name.length }))

const WARRINGTON = wordsPattern('Warrington')
/** A full postcode, or an outward code written in capitals on its own ("Warrington WA4"). */
const POSTCODES = /(?<![\p{L}\p{N}])([A-Z]{1,2}\d[A-Z\d]?)(?:\s*(\d[A-Z]{2}))?(?![\p{L}\p{N}])/giu

function wordsPattern(name: string) {
	const words = name
		.split(/\s+/)
		.map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
		.join('[\\s-]+')
	return new RegExp(`(?<![\\p{L}\\p{N}])${words}(?![\\p{L}\\p{N}])`, 'iu')
}

/** The area of the job, or null when it is not in one of the board's areas. */
export function jobArea(job: Pick<ImportedJob, 'locationText' | 'postcode'>): Area | null {
	const text = job.locationText ?? ''
	return (
		namedArea(text) ?? postcodeArea(job.postcode, text) ?? (WARRINGTON.test(text) ? 'Warrington Town Centre' : null)
	)
}

/** The area named first in the text (the longer name where two start at one place). */
function namedArea(text: string): Area | null {
	let best: { index: number; length: number; area: Area } | null = null
	for (const { pattern, area, length } of NAMES) {
		const index = text.search(pattern)
		if (index < 0) continue
		if (!best || index < best.index || (index === best.index && length > best.length)) best = { index, length, area }
	}
	return best?.area ?? null
}

function postcodeArea(postcode: string | null, text: string): Area | null {
	const candidates = [postcode ? outwardCodeOf(postcode) : null]
	for (const match of text.matchAll(POSTCODES)) {
		// A lone outward code counts only in capitals ("WA4"), so that words like "a4" are not read as one.
		if (match[2] || match[1] === match[1]!.toUpperCase()) candidates.push(match[1]!.toUpperCase())
	}
	for (const outwardCode of candidates) {
		if (!outwardCode) continue
		const area = nearestArea(outwardCode)
		if (area) return area
	}
	return null
}

/** The area whose centre is nearest the district's centroid, when within MAX_MILES of it. */
export function nearestArea(outwardCode: string): Area | null {
	const district = postcodeDistrict(outwardCode)
	if (!district) return null
	let nearest: { area: Area; miles: number } | null = null
	for (const [area, centre] of Object.entries(AREA_CENTRES) as [Area, Coordinates][]) {
		const miles = milesBetween(district, centre)
		if (!nearest || miles < nearest.miles) nearest = { area, miles }
	}
	return nearest && nearest.miles <= MAX_MILES ? nearest.area : null
}
