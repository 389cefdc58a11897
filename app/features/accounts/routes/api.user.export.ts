// GET /api/user/export: "Download my data" (decision 163), a ZIP with one JSON file of
// everything held about the signed-in account and their files, streamed. /profile and the
// employer dashboard link here, so it works without JavaScript; a bearer token works too.
import { emContext } from '../../../context.ts'
import { apiHandler, methodNotAllowed, requireApiAuth } from '../../../platform/api.server.ts'
import { readFileChunks } from '../../../platform/files.server.ts'
import { zipDownloadResponse } from '../zip-download.server.ts'
import { accountExport } from '../account-export.server.ts'
import { EXPORT_JSON_NAME, exportZipName } from '../account-data.ts'
import type { Route } from './+types/api.user.export'

export async function loader({ context }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const { user } = requireApiAuth(context)
		const em = context.get(emContext)
		const now = new Date()
		const { document, files } = await accountExport(em, user, now)
		const json = new TextEncoder().encode(JSON.stringify(document, null, 2))
		return zipDownloadResponse(exportZipName(now), [
			{
				path: EXPORT_JSON_NAME,
				compress: true,
				chunks: async function* () {
					yield json
				},
			},
			...files.map((file) => ({ path: file.path, compress: false, chunks: () => readFileChunks(em, file.id) })),
		])
	})
}

export function action() {
	return methodNotAllowed('GET')
}
