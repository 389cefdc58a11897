// Route params arrive as strings from the URL; routes turn them into ids here before any lookup.
/** A job id from a URL segment: digits only ("12"), never "1e3", "0x10" or " 12 ", and within the column's range; else null. */
export function parseJobId(value: string | undefined) {
	if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null
	const id = Number(value)
	return id <= 2_147_483_647 ? id : null
}

/** The id of a seeker's own record (a skill, a training record) from a URL segment, by the same rule as a job id. */
export const parseRecordId = parseJobId
