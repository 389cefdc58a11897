import { data, Link } from 'react-router'
import { ButtonLink } from '../../../ui/button.tsx'
import type { Route } from './+types/$'

const POPULAR_SEARCHES = ['Warehouse', 'Retail', 'Healthcare', 'Engineering', 'Office', 'Driver']

export async function loader({ request }: Route.LoaderArgs) {
	// Go Back works without JavaScript: the server links to the page the visitor came from
	// when it is one of ours.
	const url = new URL(request.url)
	const referer = request.headers.get('Referer')
	let back = '/'
	if (referer) {
		try {
			const from = new URL(referer)
			if (from.origin === url.origin && from.pathname !== url.pathname) back = from.pathname + from.search
		} catch {
			back = '/'
		}
	}
	return data({ back }, { status: 404 })
}

export async function action() {
	return data({ back: '/' }, { status: 404 })
}

export default function NotFound({ loaderData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-2xl px-4 py-16 text-center">
			<p className="text-6xl font-bold text-brand-700">
				404<span className="sr-only"> error</span>
			</p>
			<h1 className="mt-4 text-3xl font-bold">Page Not Found</h1>
			<p className="mt-3 text-gray-700">The page you are looking for does not exist or has been moved.</p>
			<div className="mt-8 flex flex-wrap justify-center gap-3">
				<ButtonLink to="/">Back to Home</ButtonLink>
				<ButtonLink to="/#jobs" variant="secondary">
					Search Jobs
				</ButtonLink>
				<ButtonLink to="/post-job" variant="secondary">
					Post a Job
				</ButtonLink>
				<a
					href={loaderData?.back ?? '/'}
					onClick={(event) => {
						if (window.history.length > 1) {
							event.preventDefault()
							window.history.back()
						}
					}}
					className="rounded-md border border-gray-300 bg-white px-4 py-2 font-semibold text-gray-900 hover:bg-gray-50"
				>
					Go Back
				</a>
			</div>
			<section className="mt-12" aria-labelledby="popular-searches">
				<h2 id="popular-searches" className="text-lg font-semibold">
					Popular searches
				</h2>
				<ul className="mt-4 flex flex-wrap justify-center gap-2">
					{POPULAR_SEARCHES.map((term) => (
						<li key={term}>
							<Link
								to={`/?search=${encodeURIComponent(term)}`}
								className="inline-block rounded-full bg-brand-50 px-3 py-1 text-brand-700 hover:bg-brand-100"
							>
								{term}
							</Link>
						</li>
					))}
				</ul>
			</section>
			<section className="mt-12 rounded-lg bg-white p-6 text-left shadow-sm">
				<h2 className="text-lg font-semibold">Need Help?</h2>
				<p className="mt-2 text-gray-700">
					Try searching for jobs from the home page, or head back to where you were. If you followed a link from another
					site, it may be out of date.
				</p>
				<p className="mt-2 text-gray-700">
					Still stuck?{' '}
					<Link
						to="/contact"
						className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-800"
					>
						Contact us
					</Link>{' '}
					and tell us what you were looking for.
				</p>
			</section>
		</div>
	)
}

export function meta() {
	return [{ title: 'Page Not Found | Warrington Jobs' }]
}
