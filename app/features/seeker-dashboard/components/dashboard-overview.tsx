// The top of the job seeker dashboard: the figures, how complete the profile is, and the tabs.
import { Link } from 'react-router'
import { formatCount } from '../../../ui/format.ts'
import { completeProfileHref } from '../profile-completeness.ts'
import { DASHBOARD_TABS, tabHref, type DashboardTab } from '../dashboard-tabs.ts'
import { ButtonLink } from '../../../ui/button.tsx'

const TAB_LABELS: Record<DashboardTab, string> = {
	applications: 'My Applications',
	saved: 'Saved Jobs',
	recommendations: 'Recommendations',
	alerts: 'Job Alerts',
}

type Counts = Record<DashboardTab, number>

export function DashboardStats({ counts, percent }: { counts: Counts; percent: number }) {
	return (
		<section aria-labelledby="stats-heading" className="mt-8">
			<h2 id="stats-heading" className="sr-only">
				Your figures
			</h2>
			<dl className="grid grid-cols-2 gap-4 lg:grid-cols-4">
				{(
					[
						['Applications', formatCount(counts.applications)],
						['Saved Jobs', formatCount(counts.saved)],
						['Recommendations', formatCount(counts.recommendations)],
						['Profile Complete', `${percent}%`],
					] as const
				).map(([label, value]) => (
					<div key={label} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
						<dt className="text-sm font-medium text-gray-700">{label}</dt>
						<dd className="mt-1 text-3xl font-bold" data-stat={label}>
							{value}
						</dd>
					</div>
				))}
			</dl>
		</section>
	)
}

/** The tabs as links (they work without JavaScript), each with its count. */
export function DashboardTabNav({ query, tab, counts }: { query: string; tab: DashboardTab; counts: Counts }) {
	return (
		<nav
			aria-label="Dashboard sections"
			className="flex flex-col gap-1 rounded-lg bg-gray-100 p-1 sm:inline-flex sm:flex-row"
		>
			{DASHBOARD_TABS.map((name) => (
				<Link
					key={name}
					to={tabHref(query, name)}
					preventScrollReset
					aria-current={tab === name ? 'page' : undefined}
					className={`whitespace-nowrap rounded-md px-4 py-2 text-center text-sm font-semibold ${tab === name ? 'bg-white text-brand-700 shadow' : 'text-gray-700 hover:text-gray-900'}`}
				>
					{TAB_LABELS[name]} ({formatCount(counts[name])})
				</Link>
			))}
		</nav>
	)
}

export function CompleteProfileAlert({ percent, missing }: { percent: number; missing: string[] }) {
	return (
		<section
			aria-labelledby="complete-profile-heading"
			className="mt-6 rounded-lg border border-amber-300 bg-amber-50 p-5 text-amber-950"
		>
			<div className="flex flex-wrap items-start justify-between gap-4">
				<div>
					<h2 id="complete-profile-heading" className="text-lg font-semibold">
						Your profile is {percent}% complete
					</h2>
					<p className="mt-1 text-sm">
						{missing.length
							? `Add your ${joinWords(missing)} so employers can see you at your best.`
							: 'Finish your profile so employers can see you at your best.'}
					</p>
				</div>
				<ButtonLink to={completeProfileHref(missing)} size="lg" className="inline-flex items-center justify-center">
					Complete Profile
				</ButtonLink>
			</div>
			<div
				role="progressbar"
				aria-label="Profile completeness"
				aria-valuemin={0}
				aria-valuemax={100}
				aria-valuenow={percent}
				aria-valuetext={`${percent}% complete`}
				className="mt-4 h-3 w-full overflow-hidden rounded-full bg-amber-200"
			>
				<div className="h-full rounded-full bg-amber-600" style={{ width: `${percent}%` }} />
			</div>
		</section>
	)
}

/** "CV", "email and CV", "last name, email and CV". */
function joinWords(words: string[]) {
	return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
}
