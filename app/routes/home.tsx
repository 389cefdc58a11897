import { Form } from 'react-router'
import { LISTING_AREAS } from '../utils/areas.ts'
import type { Route } from './+types/home'

export async function loader({ request }: Route.LoaderArgs) {
	const url = new URL(request.url)
	return { search: url.searchParams.get('search') ?? '', location: url.searchParams.get('location') ?? '' }
}

export default function Home({ loaderData }: Route.ComponentProps) {
	return (
		<section className="bg-gradient-to-br from-brand-700 to-brand-800 text-white">
			<div className="mx-auto max-w-5xl px-4 py-12 sm:py-16">
				<h1 className="text-3xl font-bold sm:text-4xl">Jobs in Warrington, Cheshire</h1>
				<p className="mt-3 text-lg text-brand-100">Find local jobs and apply in a minute.</p>
				<Form method="get" action="/" role="search" className="mt-8 grid gap-3 rounded-lg bg-white p-3 sm:grid-cols-[1fr_14rem_auto]">
					<label className="sr-only" htmlFor="search">
						Job title, keywords or company
					</label>
					<input
						id="search"
						name="search"
						type="search"
						defaultValue={loaderData.search}
						placeholder="Job title, keywords or company"
						className="rounded-md border border-gray-300 px-3 py-2.5 text-gray-900 placeholder:text-gray-600"
					/>
					<label className="sr-only" htmlFor="location">
						Area
					</label>
					<select id="location" name="location" defaultValue={loaderData.location} className="rounded-md border border-gray-300 px-3 py-2.5 text-gray-900">
						{LISTING_AREAS.map((area) => (
							<option key={area.label} value={area.value}>
								{area.label}
							</option>
						))}
					</select>
					<button type="submit" className="rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800">
						Find Jobs
					</button>
				</Form>
			</div>
		</section>
	)
}

export function meta() {
	return [
		{ title: 'Jobs in Warrington, Cheshire | Warrington Jobs' },
		{ name: 'description', content: 'Find local jobs in Warrington and Cheshire and apply in a minute from your phone.' },
	]
}
