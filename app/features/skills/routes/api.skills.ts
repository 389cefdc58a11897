import { apiError, apiHandler } from '../../../platform/api.server.ts'
import { pagedJson, readPage } from '../../../platform/paging.server.ts'
import { SkillQuerySchema } from '../skill-choice.ts'
import { skillSuggestions } from '../skill-choice.server.ts'
import type { Route } from './+types/api.skills'

/** Suggestions per call when the client asks for no `limit`: a listbox's worth. */
const SUGGESTIONS_DEFAULT_LIMIT = 10

/**
 * GET /api/skills?q=: taxonomy skills whose label or alternative label holds the words typed, best
 * first (the post-a-job form's autocomplete). Paged like every list; `page` counts pages of `limit`
 * when no `offset` is given, as on /api/jobs. Reference data: public and cacheable.
 */
export async function loader({ request }: Route.LoaderArgs) {
	return apiHandler(async () => {
		const url = new URL(request.url)
		const parsed = SkillQuerySchema.safeParse({
			q: url.searchParams.get('q') ?? undefined,
			page: url.searchParams.get('page') || undefined,
		})
		if (!parsed.success) {
			const errors: Record<string, string[]> = {}
			for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'query')] ??= []).push(issue.message)
			return apiError(400, 'Please check the search', errors)
		}
		const page = readPage(url, SUGGESTIONS_DEFAULT_LIMIT)
		if (!url.searchParams.get('offset') && parsed.data.page) page.offset = (parsed.data.page - 1) * page.limit
		return pagedJson(url, page, skillSuggestions(parsed.data.q, page), {
			headers: { 'Cache-Control': 'public, max-age=300' },
		})
	})
}
