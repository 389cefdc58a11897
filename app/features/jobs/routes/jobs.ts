// `/jobs` is linked from older pages; the listing lives at `/`. A permanent redirect keeps the
// query, so `/jobs?search=Warehouse` still runs that search.
import { redirect } from 'react-router'
import type { Route } from './+types/jobs'

export function loader({ request }: Route.LoaderArgs) {
	return redirect(`/${new URL(request.url).search}`, 301)
}
