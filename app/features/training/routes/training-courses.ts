import { redirect } from 'react-router'
import type { Route } from './+types/training-courses'

/**
 * /training-courses: the old product linked the catalogue by this address too (docs/product.md
 * §4). It is the same page, so it answers with a permanent redirect to /training, keeping the
 * search (decision 144): one address for search engines and shared links.
 */
export function loader({ request }: Route.LoaderArgs) {
	return redirect(`/training${new URL(request.url).search}`, 301)
}
