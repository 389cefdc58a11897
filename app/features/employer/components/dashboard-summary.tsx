// The top of the employer's dashboard: links to the insight pages, and their figures at a glance.
import { Link } from 'react-router'
import { formatCount } from '../../../ui/format.ts'

const INSIGHT_TILES = [
	{
		to: '/salary-benchmarking',
		title: 'Salary Benchmarking',
		description: 'Compare the pay you offer with similar jobs in Warrington.',
	},
	{
		to: '/candidate-quality',
		title: 'Candidate Quality',
		description: 'See how well applicants match the jobs you post.',
	},
	{ to: '/talent-pool', title: 'Talent Pool', description: 'Find local job seekers looking for work like yours.' },
]

/** The employer's insight pages. */
export function EmployerInsightLinks() {
	return (
		<section aria-labelledby="insights-heading" className="mt-8">
			<h2 id="insights-heading" className="sr-only">
				Employer insights
			</h2>
			<ul className="grid gap-4 sm:grid-cols-3">
				{INSIGHT_TILES.map((tile) => (
					<li key={tile.to}>
						<Link
							to={tile.to}
							className="block h-full rounded-lg border border-gray-200 bg-white p-5 shadow-sm hover:border-brand-600 hover:shadow"
						>
							<span className="block font-semibold text-brand-700">{tile.title}</span>
							<span className="mt-1 block text-sm text-gray-700">{tile.description}</span>
						</Link>
					</li>
				))}
			</ul>
		</section>
	)
}

type EmployerFigures = { totalJobs: number; activeJobs: number; applications: number; avgPerJob: number }

export function EmployerFiguresList({ stats }: { stats: EmployerFigures }) {
	return (
		<section aria-labelledby="stats-heading" className="mt-8">
			<h2 id="stats-heading" className="sr-only">
				Your figures
			</h2>
			<dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
				{(
					[
						['Total Jobs', stats.totalJobs],
						['Active Jobs', stats.activeJobs],
						['Applications', stats.applications],
						['Avg per Job', stats.avgPerJob],
					] as const
				).map(([label, value]) => (
					<div key={label} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
						<dt className="text-sm font-medium text-gray-700">{label}</dt>
						<dd className="mt-1 text-3xl font-bold" data-stat={label}>
							{formatCount(value)}
						</dd>
					</div>
				))}
			</dl>
		</section>
	)
}
