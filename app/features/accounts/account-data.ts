// Names shared by the data export (decision 163), its links and its tests.

/** The JSON file inside the export's ZIP. */
export const EXPORT_JSON_NAME = 'warrington-jobs-data.json'

/** Where "Download my data" points: the API call itself, which a plain link can fetch with the session cookie. */
export const EXPORT_URL = '/api/user/export'

/** The download's file name, dated: `warrington-jobs-data-2026-11-24.zip`. */
export function exportZipName(now: Date) {
	return `warrington-jobs-data-${now.toISOString().slice(0, 10)}.zip`
}

/** Where "Delete my account" asks for the password. */
export const DELETE_ACCOUNT_URL = '/account/delete'
