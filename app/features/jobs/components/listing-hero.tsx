// The top of the jobs listing: the heading, the search form (words, area, postcode and radius) and the live counts.
import { Form } from 'react-router'
import { formatCount } from '../../../ui/format.ts'
import { LISTING_AREAS } from '../job-options.ts'
import { Button } from '../../../ui/button.tsx'
import { DistanceFields, type DistanceErrors } from './distance-fields.tsx'
import type { ListingQuery } from './listing-filters.tsx'
import { AREA_PLACEHOLDER, SEARCH_FORM } from './use-live-search.ts'

type ListingStats = { activeJobs: number; companies: number; newThisWeek: number }

export function ListingHero({
	query,
	errors,
	stats,
	formRef,
	onSubmit,
}: {
	query: ListingQuery
	errors: DistanceErrors
	stats: ListingStats
	formRef: React.RefObject<HTMLFormElement | null>
	onSubmit: (event: React.FormEvent<HTMLFormElement>) => void
}) {
	return (
		<section aria-labelledby="listing-title" className="bg-gradient-to-br from-brand-700 to-brand-800 text-white">
			<div className="mx-auto max-w-7xl px-4 py-10 sm:py-14">
				<h1 id="listing-title" className="text-3xl font-bold sm:text-4xl">
					Jobs in Warrington, Cheshire
				</h1>
				<p className="mt-3 text-lg text-brand-100">Find local jobs and apply in a minute.</p>
				<Form
					id={SEARCH_FORM}
					ref={formRef}
					method="get"
					action="/"
					// The listing's own route, known already: nothing to find ahead (decision 242).
					discover="none"
					role="search"
					aria-label="Jobs"
					onSubmit={onSubmit}
					className="mt-6 grid items-start gap-3 rounded-lg bg-white p-3 sm:grid-cols-2 lg:grid-cols-[1fr_13rem_18rem_auto]"
				>
					<label className="sr-only" htmlFor="search">
						Job title, keywords or company
					</label>
					<input
						id="search"
						name="search"
						type="search"
						defaultValue={query.search}
						placeholder="Job title, keywords or company"
						maxLength={200}
						className="search-field"
					/>
					<label className="sr-only" htmlFor="location">
						Area
					</label>
					<select
						id="location"
						name="location"
						defaultValue={query.location || AREA_PLACEHOLDER}
						className="search-field"
					>
						<option value={AREA_PLACEHOLDER} disabled hidden>
							Select area
						</option>
						{LISTING_AREAS.map((area) =>
							// An option without a value sends its words: 24 areas named once each, not twice.
							area.value === area.label ? (
								<option key={area.label}>{area.label}</option>
							) : (
								<option key={area.label} value={area.value}>
									{area.label}
								</option>
							),
						)}
					</select>
					<DistanceFields near={query.near} radius={query.radius} errors={errors} />
					<Button size="lg">Find Jobs</Button>
				</Form>
				<HeroStats stats={stats} />
			</div>
		</section>
	)
}

/** Live counts; with no jobs listed there is nothing honest to count yet. */
function HeroStats({ stats }: { stats: ListingStats }) {
	if (stats.activeJobs === 0) {
		return <p className="mt-8 text-brand-100">Not enough data yet: no jobs are listed right now. Check back soon.</p>
	}
	const figures = [
		{ value: stats.activeJobs, label: 'Active Jobs' },
		{ value: stats.companies, label: 'Local Companies' },
		{ value: stats.newThisWeek, label: 'New This Week' },
	]
	// Looks in app.css (.hero-stats): the figure above its words.
	return (
		<dl className="hero-stats">
			{figures.map((figure) => (
				<div key={figure.label}>
					<dt>{figure.label}</dt>
					<dd>{formatCount(figure.value)}</dd>
				</div>
			))}
		</dl>
	)
}
