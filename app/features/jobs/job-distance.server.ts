// The distance search's SQL (decision 159): how far a job (the table aliased `j`) is from a
// search's centre, and whether it is within the radius. A box around the circle comes first so
// that job_listed_coordinates_idx (latitude, then longitude, over listed jobs) narrows the rows;
// the exact great-circle distance, the same haversine formula as milesBetween, then decides.
// The centre's figures are written into the SQL as numbers: they come from the districts file,
// never from the request.
import type { Coordinates } from './postcode.ts'

export type SearchCircle = Coordinates & { radius: number }

const EARTH_RADIUS_MILES = 3958.8
const MILES_PER_DEGREE = (2 * Math.PI * EARTH_RADIUS_MILES) / 360
const radians = (degrees: number) => (degrees * Math.PI) / 180

function number(value: number) {
	if (!Number.isFinite(value)) throw new Error(`Not a coordinate: ${value}`)
	return `(${value.toFixed(7)})`
}

export function circleSql({ latitude, longitude, radius }: SearchCircle) {
	const distance = `(${2 * EARTH_RADIUS_MILES} * asin(least(1, sqrt(power(sin(radians(j.latitude - ${number(latitude)}) / 2), 2) + ${number(Math.cos(radians(latitude)))} * cos(radians(j.latitude)) * power(sin(radians(j.longitude - ${number(longitude)}) / 2), 2)))))`
	// A little wider than the circle, so that rounding never leaves out a job on its edge.
	const latitudeSpan = (radius / MILES_PER_DEGREE) * 1.01
	const longitudeSpan = (radius / (MILES_PER_DEGREE * Math.cos(radians(Math.abs(latitude) + latitudeSpan)))) * 1.01
	const box = `j.latitude between ${number(latitude - latitudeSpan)} and ${number(latitude + latitudeSpan)}
		and j.longitude between ${number(longitude - longitudeSpan)} and ${number(longitude + longitudeSpan)}`
	return { distance, box, within: `${box} and ${distance} <= ${number(radius)}` }
}
