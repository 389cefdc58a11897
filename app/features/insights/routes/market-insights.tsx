// Market insights (docs/product.md §14, decisions 130 and 131): what the board's own jobs say
// about the Warrington market, for anyone. Every figure comes from the market services; where too
// few jobs lie behind one, the page says "Not enough data yet".
import { ColumnChart } from '../components/market-column-chart.tsx'
import { MarketCallToAction, MostActiveEmployers } from '../components/market-employers.tsx'
import { MarketTabs, marketTabOf, signedPercent } from '../components/market-panels.tsx'
import { formatPounds, StatTile } from '../components/insight-parts.tsx'
import { emContext } from '../../../context.ts'
import { PUBLIC_PAGE_CACHE_CONTROL } from '../../../platform/render/http-cache.server.ts'
import { marketInsights } from '../market.server.ts'
import { marketTrends, type MonthFigure } from '../market-trends.server.ts'
import { MIN_SAMPLE_SIZE, NOT_ENOUGH_DATA } from '../insight-options.ts'
import { companySlug } from '../../reviews/review-ratings.ts'
import type { Route } from './+types/market-insights'
import { WhileRefreshing } from '../components/insights-loading.tsx'
import { canonicalLink } from '../../../platform/canonical.ts'

export async function loader({ request, context }: Route.LoaderArgs) {
	const em = context.get(emContext)
	const [insights, trends] = await Promise.all([marketInsights(em), marketTrends(em)])
	return {
		tab: marketTabOf(new URL(request.url)),
		insights,
		overall: trends.overall,
		// Every company in the list has a listed job, so its page exists when its name makes a slug.
		employers: insights.companyActivity.map((employer) => {
			const slug = companySlug(employer.company)
			return { ...employer, href: slug ? `/companies/${slug}` : null }
		}),
		computedAt: new Date(insights.computedAt).toLocaleString('en-GB', {
			timeZone: 'Europe/London',
			hour: '2-digit',
			minute: '2-digit',
			day: 'numeric',
			month: 'long',
			year: 'numeric',
		}),
	}
}

/** The same page for everyone: a shared cache may keep it a minute. */
export function headers() {
	return { 'Cache-Control': PUBLIC_PAGE_CACHE_CONTROL }
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec']
/** "2026-11" → "Nov 2026". */
const monthLabel = (month: string) => `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`

export default function MarketInsightsPage({ loaderData }: Route.ComponentProps) {
	const { insights, tab, overall, employers, computedAt } = loaderData
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<h1 className="text-3xl font-bold">Warrington Job Market Insights</h1>
			<p className="mt-2 max-w-3xl text-gray-800">
				What the jobs on this board say about work in Warrington: who is hiring, for which skills, where, and for how
				much.
			</p>

			<section aria-labelledby="market-stats" className="mt-8">
				<h2 id="market-stats" className="sr-only">
					The market at a glance
				</h2>
				<div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
					<StatTile
						label="Active Jobs"
						value={insights.totalJobs.toLocaleString('en-GB')}
						note={`${insights.newJobsThisWeek.toLocaleString('en-GB')} new this week`}
					/>
					<StatTile
						label="Avg Salary"
						value={insights.averageSalary === null ? null : formatPounds(insights.averageSalary)}
						note={`From ${insights.salariedJobs.toLocaleString('en-GB')} listed ${insights.salariedJobs === 1 ? 'job' : 'jobs'} stating a salary`}
					/>
					<StatTile label="Companies Hiring" value={insights.companiesHiring.toLocaleString('en-GB')} />
					<StatTile
						label="Growth Rate"
						value={insights.growthRate === null ? null : signedPercent(insights.growthRate)}
						note={`${insights.postedLast30Days.toLocaleString('en-GB')} jobs posted in the last 30 days, ${insights.postedPrevious30Days.toLocaleString('en-GB')} in the 30 before`}
					/>
				</div>
			</section>

			<WhileRefreshing>
				<MarketTabs tab={tab} insights={insights} />
			</WhileRefreshing>

			<section aria-labelledby="market-trends" className="mt-10">
				<h2 id="market-trends" className="text-2xl font-bold">
					Jobs posted month by month
				</h2>
				<div className="mt-3">
					<ColumnChart
						title="Jobs posted each month, this month so far included"
						labelHeading="Month"
						valueHeading="Jobs posted"
						extraHeading="Average salary"
						columns={overall.map((figure: MonthFigure) => ({
							label: monthLabel(figure.month),
							value: figure.jobsPosted,
							extra: figure.averageSalary === null ? NOT_ENOUGH_DATA : formatPounds(figure.averageSalary),
						}))}
					/>
				</div>
			</section>

			<div className="mt-10 grid gap-6 md:grid-cols-2">
				<MostActiveEmployers employers={employers} />
				<MarketCallToAction />
			</div>

			<section aria-labelledby="market-basis" className="mt-10 max-w-3xl text-sm text-gray-800">
				<h2 id="market-basis" className="font-semibold text-gray-900">
					How these figures are worked out
				</h2>
				<p className="mt-2">
					From the jobs on this board, worked out at {computedAt}. Active jobs are those open to applications now.
					Trends and the growth rate compare the jobs posted in the last 30 days with the 30 days before, counting jobs
					that have closed since. Days are whole UK calendar days: the last 30 are today so far and the 29 before it,
					and “new this week” counts today and the 6 days before it. Salaries are the middle of each job’s stated range,
					with hourly pay counted as 37.5 hours a week for 52 weeks; jobs without a salary are left out. A figure from
					fewer than {MIN_SAMPLE_SIZE} jobs is not shown: the page says “{NOT_ENOUGH_DATA}” instead. The same figures
					are at <code>/api/market-insights</code> and <code>/api/market-trends</code>.
				</p>
			</section>
		</div>
	)
}

export function meta({ matches }: Route.MetaArgs) {
	return [
		{ title: 'Market Insights | Warrington Jobs' },
		{
			name: 'description',
			content:
				'The Warrington job market from the jobs on Warrington Jobs: industries and skills in demand, salary ranges, areas and the most active employers.',
		},
		canonicalLink(matches, '/market-insights'),
	]
}
