import { Link } from 'react-router'
import type { Trend } from '../market-figures.ts'
import { ButtonLink } from '../../../ui/button.tsx'
import { NotEnoughData } from './insight-parts.tsx'
import { TrendBadge } from './market-panels.tsx'

// The Most Active Employers list and the call to action of /market-insights (docs/product.md §14).

type ActiveEmployer = {
	company: string
	jobsPosted: number
	trend: Trend
	/** The company's page, /companies/{slug}: it has one while it has a listed job and a name to make a slug of. */
	href: string | null
}

export function MostActiveEmployers({ employers }: { employers: readonly ActiveEmployer[] }) {
	return (
		<section aria-labelledby="active-employers" className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
			<h2 id="active-employers" className="text-xl font-semibold">
				Most Active Employers
			</h2>
			<p className="mt-1 text-sm text-gray-700">By jobs listed now; the trend compares their postings over 30 days.</p>
			{employers.length === 0 ? (
				<div className="mt-3">
					<NotEnoughData detail="No employer has a job listed yet." />
				</div>
			) : (
				<ol className="mt-3 divide-y divide-gray-200">
					{employers.map((employer) => (
						<li key={employer.company} className="flex flex-wrap items-center justify-between gap-2 py-2">
							<span className="min-w-0 break-words">
								{employer.href ? (
									<Link to={employer.href} className="font-semibold text-brand-700 underline hover:text-brand-800">
										{employer.company}
									</Link>
								) : (
									<span className="font-semibold">{employer.company}</span>
								)}
								<span className="block text-sm text-gray-700">
									{employer.jobsPosted} {employer.jobsPosted === 1 ? 'job' : 'jobs'} listed
								</span>
							</span>
							<TrendBadge trend={employer.trend} />
						</li>
					))}
				</ol>
			)}
		</section>
	)
}

export function MarketCallToAction() {
	return (
		<section aria-labelledby="market-next" className="rounded-lg bg-brand-800 p-5 text-white shadow-sm">
			<h2 id="market-next" className="text-xl font-semibold">
				Put the figures to work
			</h2>
			<p className="mt-2">
				Hiring in Warrington? Post a job where local people look. Looking for work? Browse every job listed today.
			</p>
			<div className="mt-4 flex flex-col gap-3 sm:flex-row">
				<ButtonLink to="/post-job" variant="secondary" className="text-center">
					Post a Job
				</ButtonLink>
				<Link to="/" className="rounded-md border border-white px-4 py-2 text-center font-semibold text-white">
					Browse Jobs
				</Link>
			</div>
		</section>
	)
}
