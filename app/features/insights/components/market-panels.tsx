import { Link } from 'react-router'
import type { MarketInsights } from '../market-counts.ts'
import type { Trend } from '../market-figures.ts'
import { MIN_SAMPLE_SIZE, NOT_ENOUGH_DATA } from '../insight-options.ts'
import { BarChart } from './bar-chart.tsx'
import { formatPounds, NotEnoughData } from './insight-parts.tsx'

// The four views of /market-insights (docs/product.md §14): tabs that are links (?tab=), so they
// work without JavaScript, and the chosen view's chart with its figures.

const MARKET_TABS = [
	{ id: 'industries', label: 'Industries' },
	{ id: 'skills', label: 'Skills in Demand' },
	{ id: 'salaries', label: 'Salary Ranges' },
	{ id: 'locations', label: 'Locations' },
] as const
export type MarketTab = (typeof MARKET_TABS)[number]['id']

/** The tab a `?tab=` asks for; Industries when none or an unknown one. */
export function marketTabOf(url: URL): MarketTab {
	const asked = url.searchParams.get('tab')
	return MARKET_TABS.find((tab) => tab.id === asked)?.id ?? 'industries'
}

const TREND_WORDS: Record<Trend, string> = { up: 'Rising', down: 'Falling', steady: 'Steady' }
const TREND_STYLES: Record<Trend, string> = {
	up: 'bg-green-100 text-green-900',
	down: 'bg-red-100 text-red-900',
	steady: 'bg-gray-100 text-gray-900',
}

export function TrendBadge({ trend }: { trend: Trend }) {
	return (
		<span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TREND_STYLES[trend]}`}>
			{TREND_WORDS[trend]}
		</span>
	)
}

/** "+20%", "-5.5%", "0%". */
export function signedPercent(value: number) {
	return `${value > 0 ? '+' : ''}${value.toLocaleString('en-GB')}%`
}

export function MarketTabs({ tab, insights }: { tab: MarketTab; insights: MarketInsights }) {
	const label = MARKET_TABS.find((entry) => entry.id === tab)!.label
	return (
		<section aria-labelledby="market-views" className="mt-10">
			<h2 id="market-views" className="text-2xl font-bold">
				The market by
			</h2>
			<nav aria-label="Market views" className="mt-3">
				<ul className="flex flex-wrap gap-x-1 border-b border-gray-200">
					{MARKET_TABS.map((entry) => (
						<li key={entry.id}>
							<Link
								to={entry.id === 'industries' ? '/market-insights' : `/market-insights?tab=${entry.id}`}
								preventScrollReset
								aria-current={tab === entry.id ? 'page' : undefined}
								className={`-mb-px inline-block border-b-2 px-3 py-2 font-semibold ${tab === entry.id ? 'border-brand-700 text-brand-800' : 'border-transparent text-gray-700 hover:text-brand-700'}`}
							>
								{entry.label}
							</Link>
						</li>
					))}
				</ul>
			</nav>
			<div role="region" aria-label={label} className="mt-6">
				<h3 className="text-xl font-semibold">{label}</h3>
				<div className="mt-3">
					{tab === 'industries' ? <Industries insights={insights} /> : null}
					{tab === 'skills' ? <Skills insights={insights} /> : null}
					{tab === 'salaries' ? <Salaries insights={insights} /> : null}
					{tab === 'locations' ? <Locations insights={insights} /> : null}
				</div>
			</div>
		</section>
	)
}

function Industries({ insights }: { insights: MarketInsights }) {
	if (insights.topIndustries.length === 0) return <NotEnoughData detail="No jobs are listed yet." />
	return (
		<>
			<BarChart
				title="Listed jobs by industry"
				valueHeading="Listed jobs"
				bars={insights.topIndustries.map((industry) => ({
					label: industry.name,
					value: industry.jobCount,
					display: `${industry.jobCount} (${industry.percentage}%)`,
				}))}
			/>
			<h4 className="mt-6 font-semibold">Trend: jobs posted in the last 30 days against the 30 before</h4>
			<ul className="mt-2 grid gap-2 sm:grid-cols-2">
				{insights.topIndustries.map((industry) => (
					<li key={industry.name} className="flex items-center justify-between gap-3 rounded-md bg-white p-2 shadow-sm">
						<span>{industry.name}</span>
						<TrendBadge trend={industry.trend} />
					</li>
				))}
			</ul>
		</>
	)
}

function Skills({ insights }: { insights: MarketInsights }) {
	if (insights.topSkills.length === 0) return <NotEnoughData detail="No listed job names a skill we recognise yet." />
	return (
		<>
			<BarChart
				title="Share of listed jobs naming each skill"
				valueHeading="Share of listed jobs"
				bars={insights.topSkills.map((skill) => ({
					label: skill.skill,
					value: skill.demand,
					display: `${skill.demand}%`,
				}))}
			/>
			<h4 className="mt-6 font-semibold">Growth: jobs naming the skill, last 30 days against the 30 before</h4>
			<ul className="mt-2 grid gap-2 sm:grid-cols-2">
				{insights.topSkills.map((skill) => (
					<li key={skill.skill} className="flex items-center justify-between gap-3 rounded-md bg-white p-2 shadow-sm">
						<span>{skill.skill}</span>
						<span className="text-sm font-semibold">
							{skill.growth === null ? NOT_ENOUGH_DATA : signedPercent(skill.growth)}
						</span>
					</li>
				))}
			</ul>
			<p className="mt-3 text-sm text-gray-700">
				A job names a skill when its title or description contains one of the skill’s words (“forklift”, “FLT”, “reach
				truck” for Forklift), as a whole word.
			</p>
		</>
	)
}

function Salaries({ insights }: { insights: MarketInsights }) {
	if (insights.salariedJobs < MIN_SAMPLE_SIZE)
		return (
			<NotEnoughData
				detail={`${insights.salariedJobs} listed ${insights.salariedJobs === 1 ? 'job states' : 'jobs state'} a salary; we show ranges from ${MIN_SAMPLE_SIZE}.`}
			/>
		)
	return (
		<>
			<BarChart
				title="Listed jobs by salary"
				valueHeading="Listed jobs"
				bars={insights.salaryRanges.map((band) => ({
					label: band.range,
					value: band.count,
					display: `${band.count} (${band.percentage}%)`,
				}))}
			/>
			<p className="mt-3 text-sm text-gray-700">
				From the {insights.salariedJobs.toLocaleString('en-GB')} of {insights.totalJobs.toLocaleString('en-GB')} listed
				jobs that state a salary, by the middle of each job’s range.
			</p>
		</>
	)
}

function Locations({ insights }: { insights: MarketInsights }) {
	if (insights.locationData.length === 0) return <NotEnoughData detail="No jobs are listed yet." />
	return (
		<>
			<BarChart
				title="Listed jobs by area"
				valueHeading="Listed jobs"
				bars={insights.locationData.map((area) => ({ label: area.area, value: area.jobCount }))}
			/>
			<table className="mt-6 w-full max-w-xl text-left text-sm">
				<caption className="mb-2 text-left font-semibold text-gray-900">Average salary by area</caption>
				<thead>
					<tr>
						<th scope="col" className="py-1 pr-4">
							Area
						</th>
						<th scope="col" className="py-1 pr-4">
							Listed jobs
						</th>
						<th scope="col" className="py-1">
							Average salary
						</th>
					</tr>
				</thead>
				<tbody>
					{insights.locationData.map((area) => (
						<tr key={area.area} className="border-t border-gray-200">
							<th scope="row" className="py-1 pr-4 font-normal">
								{area.area}
							</th>
							<td className="py-1 pr-4">{area.jobCount.toLocaleString('en-GB')}</td>
							<td className="py-1">{area.avgSalary === null ? NOT_ENOUGH_DATA : formatPounds(area.avgSalary)}</td>
						</tr>
					))}
				</tbody>
			</table>
		</>
	)
}
