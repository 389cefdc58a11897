import type { SalaryBenchmark } from '../salary-benchmarks.server.ts'
import { describeMatch } from '../salary-stats.ts'
import { MIN_SAMPLE_SIZE } from '../insight-options.ts'
import { ButtonLink } from '../../../ui/button.tsx'
import { BarChart } from './bar-chart.tsx'
import { formatPounds, NotEnoughData, StatTile } from './insight-parts.tsx'

const jobsCount = (count: number) => `${count.toLocaleString('en-GB')} ${count === 1 ? 'job' : 'jobs'}`
const pounds = (value: number | null) => (value === null ? null : formatPounds(value))

/** The benchmark: what it describes, any widening, the figures, and the two charts. */
export function SalaryBenchmarkingResults({ benchmark }: { benchmark: SalaryBenchmark }) {
	const heading = headingOf(benchmark)
	const enough = benchmark.median !== null
	return (
		<section aria-labelledby="benchmark-heading" className="mt-8">
			<h2 id="benchmark-heading" className="text-xl font-semibold text-gray-900">
				{heading}
			</h2>
			<p className="mt-1 text-sm text-gray-700">
				{jobsCount(benchmark.sampleSize)} with a salary, listed in the last {benchmark.windowDays} days
				{benchmark.withoutSalary > 0 ? `; ${jobsCount(benchmark.withoutSalary)} without a stated salary left out` : ''}.
			</p>
			{benchmark.message ? (
				<p
					role="status"
					data-testid="benchmark-notice"
					className="mt-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-amber-900"
				>
					{benchmark.message}
				</p>
			) : null}
			{enough ? (
				<Figures benchmark={benchmark} />
			) : (
				<NotEnoughData
					detail={`A benchmark needs at least ${MIN_SAMPLE_SIZE} jobs with a salary; try fewer words in the job title, or another industry or level.`}
				/>
			)}
		</section>
	)
}

/** "All jobs on the board", "All Retail jobs", "Jobs matching ‘chef’ at senior level in Hospitality". */
function headingOf({ jobTitle, industry, experience }: SalaryBenchmark) {
	if (!jobTitle && !experience) return industry ? `All ${industry} jobs` : 'All jobs on the board'
	return `Jobs ${jobTitle ? 'matching ' : ''}${describeMatch({ jobTitle, industry, experienceLevel: experience })}`
}

function Figures({ benchmark }: { benchmark: SalaryBenchmark }) {
	const areas = benchmark.byArea.filter((area) => area.median !== null)
	const leftOut = benchmark.byArea.filter((area) => area.median === null)
	return (
		<>
			<div className="mt-4 grid grid-cols-1 gap-4 sm:grid-cols-3">
				<StatTile
					label="Median salary"
					value={pounds(benchmark.median)}
					note={`Half of the ${jobsCount(benchmark.sampleSize)} pay more, half less`}
				/>
				<StatTile label="Lower quartile" value={pounds(benchmark.lowerQuartile)} note="A quarter pay less than this" />
				<StatTile label="Upper quartile" value={pounds(benchmark.upperQuartile)} note="A quarter pay more than this" />
				<StatTile label="Average salary" value={pounds(benchmark.averageSalary)} />
				<StatTile
					label="Range"
					value={`${formatPounds(benchmark.minSalary!)} to ${formatPounds(benchmark.maxSalary!)}`}
					note="Lowest and highest"
				/>
				<StatTile
					label="Jobs counted"
					value={benchmark.sampleSize.toLocaleString('en-GB')}
					note="With a stated salary"
				/>
			</div>
			<div className="mt-6 rounded-lg border border-brand-100 bg-brand-50 p-4">
				<p className="text-gray-900">
					Posting a job like this? The median here is <strong>{formatPounds(benchmark.median!)}</strong> a year, and a
					quarter of these jobs pay {formatPounds(benchmark.upperQuartile!)} or more.
				</p>
				<ButtonLink to="/post-job" className="mt-3 inline-block">
					Post a job
				</ButtonLink>
			</div>
			<div className="mt-8 grid gap-8 lg:grid-cols-2">
				<BarChart
					title="Salary distribution"
					valueHeading="Jobs"
					bars={benchmark.distribution.map((band) => ({
						label: band.band,
						value: band.count,
						display: jobsCount(band.count),
					}))}
				/>
				<div>
					<BarChart
						title="Median salary by area"
						valueHeading="Median salary (jobs)"
						colour="fill-emerald-600"
						bars={areas.map((area) => ({
							label: area.area,
							value: area.median!,
							display: `${formatPounds(area.median!)} (${area.count})`,
						}))}
					/>
					{leftOut.map((area) => (
						<p key={area.area} className="mt-2 text-sm text-gray-700">
							{area.area}: {jobsCount(area.count)} in areas with fewer than {MIN_SAMPLE_SIZE} each, too few for a
							median.
						</p>
					))}
				</div>
			</div>
		</>
	)
}

/** How the figures are made, in words an employer can check. */
export function SalaryBenchmarkingMethod({ windowDays }: { windowDays: number }) {
	return (
		<section
			aria-labelledby="method-heading"
			className="mt-10 rounded-lg border border-gray-200 bg-white p-4 text-gray-800"
		>
			<h2 id="method-heading" className="text-lg font-semibold text-gray-900">
				How these figures are worked out
			</h2>
			<ul className="mt-2 list-disc space-y-1 pl-5 text-sm">
				<li>
					From the jobs on this board: those listed now and those whose listing ended in the last {windowDays} days.
					Nothing is estimated or bought in.
				</li>
				<li>
					Each job counts once, at the middle of its pay range, as a yearly salary. Hourly pay is counted as 37.5 hours
					a week for 52 weeks (£13.00 an hour is £25,350 a year). Jobs whose salary gives no amount (“Competitive”) are
					left out and counted apart.
				</li>
				<li>
					The median is the middle salary; the quartiles mark the lowest and highest quarters, read between the two
					nearest salaries when they fall between (as Excel’s QUARTILE.INC does).
				</li>
				<li>
					The job title matches jobs whose titles contain all its words (“driver” also finds “drivers”). The experience
					level is read from the advert: years of experience it asks for (“3 years’ experience” is mid level); otherwise
					its title (junior, trainee, apprentice or graduate is entry level; senior, lead or manager is senior; head of
					or director is executive); otherwise mid level.
				</li>
				<li>
					With fewer than {MIN_SAMPLE_SIZE} jobs with a salary, the benchmark says so and shows the whole industry
					instead; if that is still too few, it shows no figures. Areas with fewer than {MIN_SAMPLE_SIZE} jobs are put
					together as “Other areas”.
				</li>
			</ul>
		</section>
	)
}
