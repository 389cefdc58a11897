// The three tabs of /career-paths (docs/product.md §15): links (`?tab=paths|progress|market`) in a
// navigation landmark, the current one marked aria-current="page", so they work without
// JavaScript and a screen reader hears where it is (decision 151). Then the Progress Overview
// and Market Insights panels.
import { Link } from 'react-router'
import type { RoleMarket } from '../career-path-market.server.ts'
import { CAREER_TABS, STATUS_LABELS, type CareerProgressSummary, type CareerTab } from '../career-path-schemas.ts'
import { formatCount, formatPounds } from '../../../ui/format.ts'
import { NOT_ENOUGH_DATA } from '../../insights/insight-options.ts'

export function CareerTabs({ current }: { current: CareerTab }) {
	return (
		<nav aria-label="Career paths sections" className="mt-6 border-b border-gray-200">
			<ul className="-mb-px grid grid-cols-3 gap-1">
				{CAREER_TABS.map((tab) => {
					const active = tab.value === current
					return (
						<li key={tab.value} className="flex">
							<Link
								to={`/career-paths?tab=${tab.value}`}
								aria-current={active ? 'page' : undefined}
								className={`flex w-full items-end justify-center border-b-2 px-2 py-2 text-center text-sm font-semibold ${
									active
										? 'border-brand-700 text-brand-800'
										: 'border-transparent text-gray-700 hover:border-gray-300 hover:text-gray-900'
								}`}
							>
								{tab.label}
							</Link>
						</li>
					)
				})}
			</ul>
		</nav>
	)
}

function Tile({ label, value }: { label: string; value: number }) {
	return (
		<div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
			<dt className="text-sm text-gray-700">{label}</dt>
			<dd className="text-2xl font-bold text-gray-900">{formatCount(value)}</dd>
		</div>
	)
}

export function ProgressOverview({ progress }: { progress: CareerProgressSummary }) {
	return (
		<>
			<dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
				<Tile label="Total paths" value={progress.totalPaths} />
				<Tile label="Active paths" value={progress.activePaths} />
				<Tile label="Completed paths" value={progress.completedPaths} />
				<Tile label="Skills gained" value={progress.skillsGained} />
			</dl>
			<p className="mt-2 text-sm text-gray-700">
				Active: at least one milestone done, not all. Skills gained: the different skills of your done milestones.
			</p>
			{progress.paths.length ? (
				<ul className="mt-6 flex flex-col gap-3">
					{progress.paths.map((path) => {
						const percent = path.total ? Math.round((path.done / path.total) * 100) : 0
						return (
							<li key={path.id} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
								<div className="flex flex-wrap justify-between gap-2">
									<Link to={`/career-paths/${path.id}`} className="font-semibold text-brand-700 underline">
										{path.targetRole}
									</Link>
									<span className="text-sm text-gray-700">{STATUS_LABELS[path.progressStatus]}</span>
								</div>
								<p className="mt-1 text-sm text-gray-800">
									{path.done} of {path.total} milestones done ({percent}%)
								</p>
								<div aria-hidden="true" className="mt-2 h-2 rounded-full bg-gray-200">
									<div className="h-2 rounded-full bg-brand-700" style={{ width: `${percent}%` }} />
								</div>
							</li>
						)
					})}
				</ul>
			) : null}
		</>
	)
}

const DEMAND: Record<NonNullable<RoleMarket['demandLevel']>, string> = {
	very_high: 'Very high',
	high: 'High',
	moderate: 'Moderate',
	low: 'Low',
}

function RoleCard({ market }: { market: RoleMarket }) {
	const months = market.industryMonths
	const posted = months.reduce((sum, month) => sum + month.jobsPosted, 0)
	return (
		<li className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
			<h3 className="text-lg font-semibold break-words text-gray-900">{market.role}</h3>
			<dl className="mt-3 grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
				<div>
					<dt className="font-semibold text-gray-800">Openings on the board now</dt>
					<dd className="text-gray-700">
						<Link to={`/?search=${encodeURIComponent(market.role)}`} className="text-brand-700 underline">
							{formatCount(market.jobOpenings)} {market.jobOpenings === 1 ? 'job' : 'jobs'}
						</Link>
					</dd>
				</div>
				<div>
					<dt className="font-semibold text-gray-800">Demand</dt>
					<dd className="text-gray-700">{market.demandLevel ? DEMAND[market.demandLevel] : NOT_ENOUGH_DATA}</dd>
				</div>
				<div>
					<dt className="font-semibold text-gray-800">Average salary</dt>
					<dd className="text-gray-700">
						{market.averageSalary === null ? NOT_ENOUGH_DATA : `${formatPounds(market.averageSalary)} a year`}
					</dd>
				</div>
				<div>
					<dt className="font-semibold text-gray-800">Skills its adverts name</dt>
					<dd className="text-gray-700">
						{market.skillsInDemand.length ? market.skillsInDemand.join(', ') : NOT_ENOUGH_DATA}
					</dd>
				</div>
				{market.industry ? (
					<div className="sm:col-span-2">
						<dt className="font-semibold text-gray-800">{market.industry}, last six months</dt>
						<dd className="text-gray-700">{formatCount(posted)} jobs posted on the board</dd>
					</div>
				) : null}
			</dl>
		</li>
	)
}

export function MarketTab({ markets }: { markets: RoleMarket[] }) {
	return (
		<>
			<p className="text-gray-700">
				What the jobs listed on this board now say about each of your target roles: jobs whose title has every word of
				the role. Under 5 jobs or 5 salaries, we say “{NOT_ENOUGH_DATA}” rather than guess.
			</p>
			<ul className="mt-4 flex flex-col gap-4">
				{markets.map((market) => (
					<RoleCard key={market.role} market={market} />
				))}
			</ul>
			<p className="mt-4 text-sm">
				<Link to="/market-insights" className="font-semibold text-brand-700 underline">
					See the whole local job market
				</Link>
			</p>
		</>
	)
}
