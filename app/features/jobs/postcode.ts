// Postcodes and distances for the distance search (decision 159): pure, so both the search's
// schema and its tests use them. Which districts exist is the server's to say
// (app/features/jobs/postcode-districts.server.ts); here only the shape is read.

/** The radii a search may ask for, in miles. */
export const RADIUS_MILES = [1, 3, 5, 10, 20] as const
type RadiusMiles = (typeof RADIUS_MILES)[number]
/** The radius when a postcode is given without one. */
export const DEFAULT_RADIUS_MILES: RadiusMiles = 5

export const POSTCODE_FORMAT_MESSAGE = 'Enter a postcode like WA4 6PH or WA4'
export const unknownDistrictMessage = (outwardCode: string) => `We don't know the postcode district ${outwardCode}`

const OUTWARD = '[A-Z]{1,2}[0-9][A-Z0-9]?'
/** A whole postcode, spaced or not: outward code, then the inward code (a digit and two letters). */
const FULL = new RegExp(`^(${OUTWARD})([0-9][A-Z]{2})$`)
/** An outward code alone, or with its sector digit after a space ("WA4 6"). */
const PARTIAL = new RegExp(`^(${OUTWARD})(?: [0-9])?$`)

/**
 * The outward code (postcode district) of a postcode as people type it: "WA4 6PH", "wa4",
 * "WA4 6" and "wa46ph" are all WA4. Null when the text is not shaped like a postcode.
 */
export function outwardCodeOf(text: string): string | null {
	const spaced = text.trim().toUpperCase().replace(/\s+/g, ' ')
	return FULL.exec(spaced.replace(/ /g, ''))?.[1] ?? PARTIAL.exec(spaced)?.[1] ?? null
}

export type Coordinates = { latitude: number; longitude: number }

const EARTH_RADIUS_MILES = 3958.8

/** The great-circle distance between two points, in miles (the haversine formula). */
export function milesBetween(a: Coordinates, b: Coordinates) {
	const radians = (degrees: number) => (degrees * Math.PI) / 180
	const dLat = radians(b.latitude - a.latitude)
	const dLng = radians(b.longitude - a.longitude)
	const h =
		Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLng / 2) ** 2
	return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** "2.4 miles away": one decimal, as a card shows it. */
export function formatMilesAway(miles: number) {
	return `${miles.toFixed(1)} miles away`
}
