// The UK's postcode districts and their centroids (data/uk-outcodes.csv, where it came from is in
// data/README.md), read once per process into memory on first use: 2,848 rows, about 150 KB.
// Decision 159 says why this is not a table. Read from disk rather than imported, so that code run
// by Node itself (the seed, `npm run worker`) can load this module as well as the Vite build can.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type Coordinates, outwardCodeOf, POSTCODE_FORMAT_MESSAGE, unknownDistrictMessage } from './postcode.ts'

type PostcodeDistrict = Coordinates & { outwardCode: string }

let districts: Map<string, PostcodeDistrict> | undefined

/**
 * data/uk-outcodes.csv in the nearest folder above this module that has it: the project's root,
 * whether this runs as source (app/features/jobs/) or from a build (build/server/, or a test run's own
 * build folder further down).
 */
function csvFile() {
	const start = path.dirname(fileURLToPath(import.meta.url))
	for (let folder = start; ; folder = path.dirname(folder)) {
		const candidate = path.join(folder, 'data', 'uk-outcodes.csv')
		if (existsSync(candidate)) return candidate
		if (path.dirname(folder) === folder) throw new Error(`data/uk-outcodes.csv is in no folder above ${start}`)
	}
}

function load() {
	const map = new Map<string, PostcodeDistrict>()
	const [header, ...lines] = readFileSync(csvFile(), 'utf8').trim().split(/\r?\n/)
	const columns = header!.split(',')
	const [code, lat, lng] = ['postcode', 'latitude', 'longitude'].map((name) => columns.indexOf(name))
	for (const line of lines) {
		const cells = line.split(',')
		const latitude = Number(cells[lat!])
		const longitude = Number(cells[lng!])
		const outwardCode = cells[code!]!.trim().toUpperCase()
		if (outwardCode && Number.isFinite(latitude) && Number.isFinite(longitude))
			map.set(outwardCode, { outwardCode, latitude, longitude })
	}
	return map
}

/** The district of an outward code ("WA4"), or undefined when the file does not have it. */
export function postcodeDistrict(outwardCode: string): PostcodeDistrict | undefined {
	districts ??= load()
	return districts.get(outwardCode.toUpperCase())
}

/** A `near` the search cannot measure from: not shaped like a postcode, or a district we do not know. */
export class UnknownPostcodeError extends Error {}

/** Where a search's `near` (a postcode or outward code as typed) lies; throws UnknownPostcodeError. */
export function locatePostcode(near: string): PostcodeDistrict {
	const outwardCode = outwardCodeOf(near)
	if (!outwardCode) throw new UnknownPostcodeError(POSTCODE_FORMAT_MESSAGE)
	const district = postcodeDistrict(outwardCode)
	if (!district) throw new UnknownPostcodeError(unknownDistrictMessage(outwardCode))
	return district
}

/** What is wrong with a search's `near`, for a screen to show beside the field; null when it can be placed. */
export function postcodeProblem(near: string): string | null {
	try {
		locatePostcode(near)
		return null
	} catch (error) {
		if (error instanceof UnknownPostcodeError) return error.message
		throw error
	}
}
