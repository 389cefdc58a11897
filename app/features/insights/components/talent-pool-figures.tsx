import type { Breakdown, PoolGroup, TalentPool } from '../talent-pool.server.ts'
import { MIN_GROUP_SIZE } from '../insight-options.ts'
import { BarChart } from './bar-chart.tsx'
import { NotEnoughData, StatTile } from './insight-parts.tsx'

// What /talent-pool shows of the pool: the four tiles, the largest sectors, the charts (each with
// the k-anonymity note) and the hiring recommendations. Only aggregates reach this component.

/** Decisions 136 and 188: small groups, and groups a subtraction would narrow to a few people. */
const SMALL_GROUPS_NOTE = `Groups of fewer than ${MIN_GROUP_SIZE} people are not shown, nor those within ${MIN_GROUP_SIZE} people of a wider figure.`

const COMPETITION_LABELS = { high: 'High', moderate: 'Moderate', low: 'Low' } as const
const count = (value: number) => value.toLocaleString('en-GB')
const people = (value: number) => `${count(value)} ${value === 1 ? 'seeker' : 'seekers'}`

export function TalentPoolTiles({ pool }: { pool: TalentPool }) {
	// Jobs carry no skill category, so a pool narrowed to one has no jobs to set against it.
	const noJobFigure = pool.enoughData && pool.skillCategory !== null
	return (
		<section aria-labelledby="pool-summary" className="mt-8">
			<h2 id="pool-summary" className="sr-only">
				Summary
			</h2>
			<div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
				<StatTile
					label="Job seekers in the pool"
					value={pool.availableCandidates === null ? null : count(pool.availableCandidates)}
					note="Job seeker accounts matching the filters"
				/>
				<StatTile
					label="Active in the last 30 days"
					value={pool.activeCandidates === null ? null : count(pool.activeCandidates)}
					note="Signed in, applied, viewed a job or updated their profile"
				/>
				<StatTile
					label="Average experience"
					value={pool.averageExperience === null ? null : `${pool.averageExperience} years`}
					note="From their Quick Apply profiles"
				/>
				<StatTile
					label="Listed jobs per seeker"
					value={noJobFigure ? 'Not counted' : pool.jobsPerSeeker === null ? null : String(pool.jobsPerSeeker)}
					note={
						noJobFigure
							? 'Jobs are not sorted by skill category: clear that filter to compare jobs with seekers'
							: pool.listedJobs === null || pool.competitionLevel === null
								? undefined
								: `${count(pool.listedJobs)} listed jobs; competition ${COMPETITION_LABELS[pool.competitionLevel].toLowerCase()}`
					}
				/>
			</div>
		</section>
	)
}

/** The largest industries by seekers who prefer them: real groups, not sample sectors. */
export function TalentPoolSectors({ sectors }: { sectors: readonly PoolGroup[] }) {
	return (
		<section aria-labelledby="sectors" className="mt-10">
			<h2 id="sectors" className="text-2xl font-bold text-gray-900">
				Largest sectors
			</h2>
			<p className="mt-1 text-sm text-gray-700">The industries most seekers in this pool prefer. {SMALL_GROUPS_NOTE}</p>
			{sectors.length ? (
				<ul className="mt-4 grid gap-4 sm:grid-cols-2">
					{sectors.map((sector) => (
						<li key={sector.name} className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
							<h3 className="text-lg font-semibold text-gray-900">{sector.name}</h3>
							<dl className="mt-2 grid grid-cols-2 gap-2 text-sm">
								<dt className="text-gray-700">Seekers</dt>
								<dd className="font-semibold text-gray-900">{count(sector.candidates)}</dd>
								<dt className="text-gray-700">Listed jobs</dt>
								<dd className="font-semibold text-gray-900">{count(sector.listedJobs ?? 0)}</dd>
								<dt className="text-gray-700">Average experience</dt>
								<dd className="font-semibold text-gray-900">
									{sector.averageExperience === null ? 'Not enough data yet' : `${sector.averageExperience} years`}
								</dd>
								<dt className="text-gray-700">Competition</dt>
								<dd className="font-semibold text-gray-900">
									{sector.competitionLevel ? COMPETITION_LABELS[sector.competitionLevel] : 'Not enough data yet'}
								</dd>
							</dl>
						</li>
					))}
				</ul>
			) : (
				<div className="mt-4">
					<NotEnoughData detail="No industry is preferred by 5 or more seekers in this pool." />
				</div>
			)}
		</section>
	)
}

/** One breakdown as a bar chart, with the k-anonymity note and what was left out. */
function TalentPoolChart({
	title,
	breakdown,
	valueHeading = 'Seekers',
}: {
	title: string
	breakdown: Breakdown
	valueHeading?: string
}) {
	return (
		<div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
			{breakdown.groups.length ? (
				<BarChart
					title={title}
					valueHeading={valueHeading}
					bars={breakdown.groups.map((group) => ({
						label: group.name,
						value: group.candidates,
						display: people(group.candidates),
					}))}
				/>
			) : (
				<>
					<h3 className="mb-2 font-semibold text-gray-900">{title}</h3>
					<NotEnoughData detail="No group here can be shown yet." />
				</>
			)}
			<p className="mt-2 text-sm text-gray-700">
				{SMALL_GROUPS_NOTE}
				{breakdown.hiddenGroups ? ` ${breakdown.hiddenGroups} left out here.` : ''}
				{breakdown.otherCandidates ? ` ${people(breakdown.otherCandidates)} are in smaller groups or did not say.` : ''}
			</p>
		</div>
	)
}

export function TalentPoolCharts({ pool }: { pool: TalentPool }) {
	return (
		<section aria-labelledby="breakdowns" className="mt-10">
			<h2 id="breakdowns" className="text-2xl font-bold text-gray-900">
				Who is looking
			</h2>
			<p className="mt-1 text-sm text-gray-700">
				A seeker who prefers several industries or areas, or whose skills fall in several categories, is counted in
				each. Salary expectations are the midpoint of the range a seeker gave in their job preferences.
			</p>
			<div className="mt-4 grid gap-6 lg:grid-cols-2">
				<TalentPoolChart title="Seekers by preferred industry" breakdown={pool.breakdowns.industries} />
				<TalentPoolChart title="Seekers by preferred area" breakdown={pool.breakdowns.areas} />
				<TalentPoolChart title="Seekers by skill category" breakdown={pool.breakdowns.skillCategories} />
				<TalentPoolChart title="Salary expectations" breakdown={pool.salaryExpectations} />
				<TalentPoolChart title="Notice period" breakdown={pool.breakdowns.availability} />
				<TopSkills skills={pool.topSkills} />
			</div>
		</section>
	)
}

function TopSkills({ skills }: { skills: TalentPool['topSkills'] }) {
	return (
		<div className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
			<h3 className="font-semibold text-gray-900">Top skills</h3>
			{skills.length ? (
				<ol className="mt-2 space-y-1 text-sm">
					{skills.map((skill) => (
						<li key={skill.skill} className="flex justify-between gap-4">
							<span>{skill.skill}</span>
							<span className="font-semibold">{people(skill.candidates)}</span>
						</li>
					))}
				</ol>
			) : (
				<div className="mt-2">
					<NotEnoughData detail="No skill is named by 5 or more seekers in this pool yet." />
				</div>
			)}
			<p className="mt-2 text-sm text-gray-700">{SMALL_GROUPS_NOTE}</p>
		</div>
	)
}

export function TalentPoolRecommendations({
	actions,
	jobsCounted,
}: {
	actions: readonly string[]
	/** False for a pool narrowed to a skill category: jobs carry none, so there is nothing to compare. */
	jobsCounted: boolean
}) {
	return (
		<section aria-labelledby="recommendations" className="mt-10">
			<h2 id="recommendations" className="text-2xl font-bold text-gray-900">
				Hiring recommendations
			</h2>
			<p className="mt-1 text-sm text-gray-700">
				From listed jobs per seeker in each industry and area: 2 or more is high competition, under 0.5 a good supply.
			</p>
			{!jobsCounted ? (
				<p className="mt-4 text-gray-800">
					Jobs are not sorted by skill category: clear that filter to compare listed jobs with seekers.
				</p>
			) : actions.length ? (
				<ul className="mt-4 list-disc space-y-2 pl-5 text-gray-900">
					{actions.map((action) => (
						<li key={action}>{action}</li>
					))}
				</ul>
			) : (
				<p className="mt-4 text-gray-800">
					No group stands out: jobs and seekers are in balance wherever there are enough seekers to say.
				</p>
			)}
		</section>
	)
}
