// GET /api/user/export: "Download my data" (decision 163), a ZIP with one JSON file of
// everything held about the signed-in account and their files, streamed. /profile and the
// employer dashboard link here, so it works without JavaScript; a bearer token works too.
import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, requireApiAuth } from '../../../platform/api.server.ts'
import { zipDownloadResponse } from '../zip-download.server.ts'
import { accountExportZipEntries } from '../account-export.server.ts'
import { exportZipName } from '../account-data.ts'
import type { Route } from './+types/api.user.export'

export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		const em = context.get(emContext)
		const now = new Date()
		return zipDownloadResponse(exportZipName(now), await accountExportZipEntries(em, user, now))
	})
}

export function action() {
	return methodNotAllowed('GET')
}
