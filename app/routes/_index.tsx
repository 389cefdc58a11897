import { useEffect, useRef } from 'react'
import { Form, redirect, useLocation, useNavigation, useSubmit } from 'react-router'
import { JobCard, JobCardSkeleton, toJobCard } from '../components/jobs/job-card.tsx'
import { ListingFilters, type ListingQuery } from '../components/jobs/listing-filters.tsx'
import { ListingPagination, pageHref } from '../components/jobs/listing-pagination.tsx'
import { ListingEmployerSection, ListingResources } from '../components/jobs/listing-sections.tsx'
import { emContext } from '../context.ts'
import { getOptionalUser } from '../platform/auth.server.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../platform/http-cache.server.ts'
import { listingStats, searchJobs } from '../services/job-search.server.ts'
import { savedJobIdsAmong } from '../services/saved-jobs.server.ts'
import { formatCount } from '../utils/format.ts'
import { LISTING_AREAS, PAGE_SIZE, SORT_OPTIONS } from '../utils/job-options.ts'
import { parseJobSearchLeniently } from '../utils/job-search.ts'
import { useHydrated } from '../utils/use-hydrated.ts'
import type { Route } from './+types/_index'

const SEARCH_FORM = 'job-search'
/**
 * The area dropdown's placeholder. "All Warrington" is the empty value too, so the placeholder
 * has a value of its own to be the one shown; being disabled, it is never sent.
 */
const AREA_PLACEHOLDER = 'select-area'
const SKELETON_CARDS = 5
const TYPING_DELAY_MS = 400

export async function loader({ request, context }: Route.LoaderArgs) {
	const em = context.get(emContext)
	const url = new URL(request.url)
	// The screen pages by `page`; the API's limit/offset have no say here.
	const { limit: _limit, offset: _offset, ...search } = parseJobSearchLeniently(url.searchParams)
	const [{ jobs, total }, stats] = await Promise.all([searchJobs(em, search), listingStats(em)])
	const pageCount = Math.max(1, Math.ceil(total / PAGE_SIZE))
	// A page past the end (fewer jobs since the link was made) shows the last page instead.
	if (search.page > pageCount && total > 0) throw redirect(pageHref(url.search, pageCount))
	const now = new Date()
	const query: ListingQuery = {
		search: search.search,
		location: search.location,
		jobType: search.jobType,
		industry: search.industry,
		datePosted: search.datePosted ?? '',
		salaryMin: search.salaryMin === undefined ? '' : String(search.salaryMin),
		sort: search.sort,
		page: search.page,
	}
	// A signed-in visitor's hearts: one query for the page. Their pages are never shared-cached (decision 043).
	const user = getOptionalUser(context)
	const saved = user
		? await savedJobIdsAmong(
				em,
				user,
				jobs.map((job) => job.id),
			)
		: new Set<number>()
	return { query, jobs: jobs.map((job) => toJobCard(job, now, saved.has(job.id))), total, pageCount, stats }
}

/** Anonymous visitors all see the same listing: a shared cache may keep it a minute (decision 043). */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

/** The form's values as a URL query: empty values and the default sort left out. */
function searchParamsOf(form: HTMLFormElement) {
	const params = new URLSearchParams()
	for (const [name, value] of new FormData(form)) {
		if (typeof value !== 'string' || value.trim() === '') continue
		if (name === 'sort' && value === 'relevance') continue
		params.append(name, value)
	}
	return params
}

/**
 * With JavaScript, a changed control sends the form at once (the text box after a pause in
 * typing) and the results update in place; without it, Find Jobs, Apply filters and Sort send
 * the same GET form. Back and forward bring the controls in line with the URL again.
 */
function useLiveSearch(query: ListingQuery) {
	const formRef = useRef<HTMLFormElement>(null)
	const submit = useSubmit()
	const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
	const shownQuery = useRef(query)

	useEffect(() => () => clearTimeout(typingTimer.current), [])

	useEffect(() => {
		const form = formRef.current
		if (!form || shownQuery.current === query) return
		shownQuery.current = query
		for (const element of Array.from(form.elements)) {
			if (element instanceof HTMLInputElement) {
				if (element.type === 'checkbox')
					element.checked = (query[element.name as 'jobType' | 'industry'] ?? []).includes(element.value)
				else if (element.type === 'radio')
					element.checked = query[element.name as 'datePosted' | 'salaryMin'] === element.value
				// The text box being typed in keeps what the person is typing.
				else if (element.name === 'search' && element !== document.activeElement) element.value = query.search
			} else if (element instanceof HTMLSelectElement) {
				element.value = element.name === 'location' ? query.location || AREA_PLACEHOLDER : query.sort
			}
		}
	}, [query])

	function send(options: { replace?: boolean } = {}) {
		clearTimeout(typingTimer.current)
		const form = formRef.current
		if (!form) return
		submit(searchParamsOf(form), { method: 'get', action: '/', preventScrollReset: true, replace: options.replace })
	}

	function onChange(event: React.FormEvent<HTMLDivElement>) {
		const target = event.target as HTMLInputElement | HTMLSelectElement
		if (target.form?.id !== SEARCH_FORM) return
		if (target.name === 'search') {
			clearTimeout(typingTimer.current)
			// Typing replaces the history entry rather than adding one per pause.
			typingTimer.current = setTimeout(() => send({ replace: true }), TYPING_DELAY_MS)
		} else {
			send()
		}
	}

	function onSubmit(event: React.FormEvent<HTMLFormElement>) {
		event.preventDefault()
		send()
	}

	return { formRef, onChange, onSubmit }
}

export default function Home({ loaderData }: Route.ComponentProps) {
	const { query, jobs, total, pageCount, stats } = loaderData
	const hydrated = useHydrated()
	const navigation = useNavigation()
	const location = useLocation()
	const loading =
		navigation.state === 'loading' &&
		navigation.location.pathname === '/' &&
		navigation.location.search !== location.search
	const { formRef, onChange, onSubmit } = useLiveSearch(query)
	// Where a heart's POST comes back to: this search, at the results.
	const listingHref = `/${location.search}#jobs`

	return (
		<div onChange={onChange}>
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
						role="search"
						aria-label="Jobs"
						onSubmit={onSubmit}
						className="mt-6 grid gap-3 rounded-lg bg-white p-3 sm:grid-cols-[1fr_14rem_auto]"
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
							className="rounded-md border border-gray-300 px-3 py-2.5 text-gray-900 placeholder:text-gray-600"
						/>
						<label className="sr-only" htmlFor="location">
							Area
						</label>
						<select
							id="location"
							name="location"
							defaultValue={query.location || AREA_PLACEHOLDER}
							className="rounded-md border border-gray-300 px-3 py-2.5 text-gray-900"
						>
							<option value={AREA_PLACEHOLDER} disabled hidden>
								Select area
							</option>
							{LISTING_AREAS.map((area) => (
								<option key={area.label} value={area.value}>
									{area.label}
								</option>
							))}
						</select>
						<button
							type="submit"
							className="rounded-md bg-brand-700 px-6 py-2.5 font-semibold text-white hover:bg-brand-800"
						>
							Find Jobs
						</button>
					</Form>
					<HeroStats stats={stats} />
				</div>
			</section>

			<div className="mx-auto grid max-w-7xl gap-6 px-4 py-8 lg:grid-cols-[16rem_1fr] lg:gap-8">
				<ListingFilters form={SEARCH_FORM} query={query} showApply={!hydrated} />

				<section id="jobs" aria-labelledby="results-heading" className="min-w-0 scroll-mt-4">
					<div className="flex flex-wrap items-end justify-between gap-3">
						<h2 id="results-heading" aria-live="polite" aria-atomic="true" className="text-2xl font-bold">
							Job Results ({formatCount(total)})
						</h2>
						<div className="flex items-center gap-2">
							<label htmlFor="sort" className="text-sm font-medium text-gray-800">
								Sort by
							</label>
							<select
								id="sort"
								name="sort"
								form={SEARCH_FORM}
								defaultValue={query.sort}
								className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm"
							>
								{SORT_OPTIONS.map((option) => (
									<option key={option.value} value={option.value}>
										{option.label}
									</option>
								))}
							</select>
							{hydrated ? null : (
								<button
									type="submit"
									form={SEARCH_FORM}
									className="rounded-md border border-gray-300 bg-white px-3 py-2 text-sm font-semibold hover:bg-gray-50"
								>
									Sort
								</button>
							)}
						</div>
					</div>

					{loading ? (
						<ul aria-busy="true" aria-label="Loading jobs" className="mt-6 space-y-4">
							{Array.from({ length: SKELETON_CARDS }, (_, index) => (
								<li key={index}>
									<JobCardSkeleton />
								</li>
							))}
						</ul>
					) : jobs.length ? (
						<>
							<ul className="mt-6 space-y-4">
								{jobs.map((job) => (
									<li key={job.id}>
										<JobCard job={job} redirectTo={listingHref} />
									</li>
								))}
							</ul>
							<ListingPagination page={query.page} pageCount={pageCount} />
						</>
					) : (
						<div className="mt-6 rounded-lg border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
							<h3 className="text-lg font-semibold">No jobs found</h3>
							<p className="mt-2 text-gray-700">Try adjusting your search criteria or filters</p>
						</div>
					)}
				</section>
			</div>

			<ListingResources />
			<ListingEmployerSection />
		</div>
	)
}

/** Live counts (decision 040); with no jobs listed there is nothing honest to count yet. */
function HeroStats({ stats }: { stats: Route.ComponentProps['loaderData']['stats'] }) {
	if (stats.activeJobs === 0) {
		return <p className="mt-8 text-brand-100">Not enough data yet: no jobs are listed right now. Check back soon.</p>
	}
	const figures = [
		{ value: stats.activeJobs, label: 'Active Jobs' },
		{ value: stats.companies, label: 'Local Companies' },
		{ value: stats.newThisWeek, label: 'New This Week' },
	]
	return (
		<dl className="mt-8 grid max-w-xl grid-cols-3 gap-4">
			{figures.map((figure) => (
				<div key={figure.label} className="flex flex-col">
					<dt className="order-2 text-sm text-brand-100">{figure.label}</dt>
					<dd className="order-1 text-2xl font-bold sm:text-3xl">{formatCount(figure.value)}</dd>
				</div>
			))}
		</dl>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	const search = loaderData?.query.search
	return [
		{
			title: search
				? `${search} jobs in Warrington, Cheshire | Warrington Jobs`
				: 'Jobs in Warrington, Cheshire | Warrington Jobs',
		},
		{
			name: 'description',
			content: 'Find local jobs in Warrington and Cheshire and apply in a minute from your phone.',
		},
	]
}
