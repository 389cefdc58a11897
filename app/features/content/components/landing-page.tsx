// The body of a jobs landing page (/support-worker-jobs, /cleaning-jobs): hero with live figures,
// three tabs as links (?tab=, so they work without JavaScript), the live jobs the page's
// structured data lists, and the calls to search and to set up job alerts.
import { Link } from 'react-router'
import type { CareerLevel, EmployerKind, LandingJobType } from '../copy/landing-types.ts'
import type { LandingJobs } from '../landing-jobs.server.ts'
import { employersClaim, hourlyPayRange, landingItemListJsonLd, liveJobsClaim, pageMeta } from '../landing-pages.ts'
import { formatEffectiveDate, type MinimumWageRates } from '../../employer/minimum-wage.ts'
import { ButtonLink } from '../../../ui/button.tsx'
import { CareerLevelCard, EmployerCard, JobTypeCard } from './landing-cards.tsx'
import { landingAlertsHref, landingSearchHref, type LandingAudience } from '../landing-links.ts'

const LANDING_TABS = [
	{ id: 'employers', label: 'Top Employers' },
	{ id: 'job-types', label: 'Job Types' },
	{ id: 'career', label: 'Career Progression' },
] as const
type LandingTab = (typeof LANDING_TABS)[number]['id']

/** The tab a `?tab=` asks for; Top Employers when none or an unknown one. */
export function landingTabOf(url: URL): LandingTab {
	const asked = url.searchParams.get('tab')
	return LANDING_TABS.find((tab) => tab.id === asked)?.id ?? 'employers'
}

/** What one landing page is: its copy and links (app/content), beside the live data its loader reads. */
export type LandingDefinition = Omit<LandingPageProps, 'live' | 'rates' | 'tab' | 'audience'> & {
	/** The meta description's opening, before the pay range: "Cleaning jobs in Warrington and Cheshire". */
	describedAs: string
	keywords: string
	/** The structured data list's name. */
	listName: string
}

/** The page's meta tags and its ItemList of the live jobs it lists. */
export function landingMeta(
	page: LandingDefinition,
	data: { origin: string; live: LandingJobs; rates: MinimumWageRates } | undefined,
) {
	if (!data) return [{ title: page.heading }]
	const { origin, live, rates } = data
	const pay = hourlyPayRange({ topHourlyPence: page.topHourlyPence }, rates)
	return [
		...pageMeta({
			origin,
			path: page.path,
			title: page.heading,
			description: `${page.describedAs} paying ${pay}: employers, job types, career progression and the latest vacancies.`,
			keywords: page.keywords,
		}),
		{ 'script:ld+json': landingItemListJsonLd({ origin, path: page.path, name: page.listName, jobs: live.jobs }) },
	]
}

type LandingPageProps = {
	/** The page's own path, for the tab links. */
	path: string
	heading: string
	intro: string
	/** "cleaning", "support worker": how the live figures name the jobs. */
	noun: string
	topHourlyPence: number
	live: LandingJobs
	rates: MinimumWageRates
	tab: LandingTab
	/** Whom the calls to action are for (landing-links.ts). */
	audience: LandingAudience
	employers: EmployerKind[]
	jobTypes: LandingJobType[]
	careerLevels: CareerLevel[]
	dutiesShown: number
	/** The words "View … Vacancies" searches for: "cleaning". */
	search: string
	searchLabel: string
	/** The dashboard's alert category for a signed-in seeker: "cleaning", "support-worker". */
	alertCategory: string
}

export function LandingPage(props: LandingPageProps) {
	const { live, rates, noun, audience } = props
	const searchHref = landingSearchHref(audience, props.search)
	const alertsHref = landingAlertsHref(audience, { words: props.search, category: props.alertCategory })
	const pay = hourlyPayRange({ topHourlyPence: props.topHourlyPence }, rates)
	const stats = [
		{ figure: liveJobsClaim(live.total, noun), label: 'listed here now' },
		{ figure: 'Competitive salary packages', label: `Pay ${pay}` },
		{ figure: 'Flexible working hours', label: 'Full-time, part-time and shifts' },
		{ figure: employersClaim(live.employers), label: 'with live jobs here' },
	]
	return (
		<div>
			<section className="bg-gradient-to-b from-brand-50 to-gray-50 px-4 pb-8 pt-10">
				<div className="mx-auto max-w-4xl text-center">
					<h1 className="text-3xl font-extrabold tracking-tight sm:text-5xl">{props.heading}</h1>
					<p className="mt-4 text-lg text-gray-800">{props.intro}</p>
					<p className="mt-3 text-gray-800" data-pay>
						Pay from {pay}. The lowest figure is the National Living Wage in force since {formatEffectiveDate(rates)}.
					</p>
					<div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
						<ButtonLink to={searchHref} size="lg">
							{props.searchLabel}
						</ButtonLink>
						<ButtonLink to={alertsHref} variant="secondary" size="lg">
							Get Job Alerts
						</ButtonLink>
					</div>
				</div>
				<ul
					aria-label="At a glance"
					className="mx-auto mt-8 grid max-w-5xl grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4"
				>
					{stats.map((stat) => (
						<li key={stat.label} className="rounded-xl border border-gray-200 bg-white p-4 text-center" data-stat>
							<p className="font-bold text-brand-800">{stat.figure}</p>
							<p className="text-sm text-gray-700">{stat.label}</p>
						</li>
					))}
				</ul>
			</section>

			<section className="mx-auto max-w-6xl px-4 py-8" aria-labelledby="tabs-heading">
				<h2 id="tabs-heading" className="sr-only">
					Explore {noun} work
				</h2>
				<nav aria-label="Sections" id="sections">
					<ul className="flex flex-wrap gap-2 border-b border-gray-200">
						{LANDING_TABS.map((tab) => (
							<li key={tab.id}>
								<Link
									to={tab.id === 'employers' ? props.path : `${props.path}?tab=${tab.id}`}
									preventScrollReset
									aria-current={props.tab === tab.id ? 'page' : undefined}
									className={`-mb-px inline-block border-b-2 px-3 py-2 font-semibold ${props.tab === tab.id ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-brand-700'}`}
								>
									{tab.label}
								</Link>
							</li>
						))}
					</ul>
				</nav>
				<div className="mt-6">
					<TabPanel {...props} />
				</div>
			</section>

			<LiveJobs live={live} noun={noun} searchHref={searchHref} />

			<section aria-labelledby="next-heading" className="bg-brand-800 px-4 py-10 text-white">
				<div className="mx-auto max-w-3xl text-center">
					<h2 id="next-heading" className="text-2xl font-bold">
						Find your next {noun} job
					</h2>
					<div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
						<Link to={searchHref} className="rounded-md bg-white px-5 py-3 font-semibold text-brand-800">
							{props.searchLabel}
						</Link>
						<Link to={alertsHref} className="rounded-md border border-white px-5 py-3 font-semibold text-white">
							Get Job Alerts
						</Link>
					</div>
				</div>
			</section>
		</div>
	)
}

function TabPanel(props: LandingPageProps) {
	const label = LANDING_TABS.find((tab) => tab.id === props.tab)!.label
	return (
		<div aria-label={label} role="region">
			<h3 className="sr-only">{label}</h3>
			{props.tab === 'employers' ? (
				<>
					<p className="mb-4 text-gray-800">
						The kinds of employer offering {props.noun} work around Warrington, and what working for each is like.
					</p>
					<div className="grid gap-4 md:grid-cols-2">
						{props.employers.map((employer) => (
							<EmployerCard key={employer.id} employer={employer} rates={props.rates} audience={props.audience} />
						))}
					</div>
				</>
			) : props.tab === 'job-types' ? (
				<div className="grid gap-4 md:grid-cols-2">
					{props.jobTypes.map((jobType) => (
						<JobTypeCard
							key={jobType.title}
							jobType={jobType}
							rates={props.rates}
							dutiesShown={props.dutiesShown}
							audience={props.audience}
						/>
					))}
				</div>
			) : (
				<ol className="grid gap-4">
					{props.careerLevels.map((level, index) => (
						<li key={level.title}>
							<CareerLevelCard level={level} step={index + 1} rates={props.rates} />
						</li>
					))}
				</ol>
			)}
		</div>
	)
}

function LiveJobs({ live, noun, searchHref }: { live: LandingJobs; noun: string; searchHref: string }) {
	return (
		<section aria-labelledby="live-heading" className="mx-auto max-w-6xl px-4 pb-10">
			<h2 id="live-heading" className="text-2xl font-bold">
				Latest {noun} jobs
			</h2>
			{live.jobs.length ? (
				<>
					<ul className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white" data-live-jobs>
						{live.jobs.map((job) => (
							<li key={job.id} className="p-4">
								<Link to={`/jobs/${job.id}`} className="font-semibold text-brand-700 underline">
									{job.title}
								</Link>
								<p className="text-sm text-gray-700">
									{job.company} · {job.location}
									{job.salary ? ` · ${job.salary}` : ''}
								</p>
							</li>
						))}
					</ul>
					<p className="mt-3">
						<Link to={searchHref} className="font-medium text-brand-700 underline">
							Search all {noun} jobs
						</Link>
					</p>
				</>
			) : (
				<p className="mt-3 text-gray-800" data-live-jobs>
					No {noun} jobs are listed right now. Set up job alerts and we will tell you when one is posted.
				</p>
			)}
		</section>
	)
}
