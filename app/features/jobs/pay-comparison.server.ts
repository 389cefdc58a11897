// Pay against the local median, and the minimum wage (decision 206).
//
// How to use it: a loader that shows jobs passes them through `withPayComparisons(em, jobs)`
// (one query for the page's jobs, whatever their number, and the cached medians) and hands the
// result to `toJobCard`, which words it; a job already loaded as an entity takes
// `payComparisonOfJob(em, job)`.
//
// The medians: for each occupation and pay period (hourly and annual pay are never mixed), the
// median of the midpoints of this board's jobs listed now or within PAY_WINDOW_DAYS
// (`job.listed_until`), counting only medians of at least MIN_JOBS_FOR_MEDIAN jobs. Every
// occupation's median is one aggregate, cached like the listing's other aggregates and retired by
// any write to the job table.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { Job } from '../../models/job.ts'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import type { JobView } from './job-views.server.ts'
import { checkMinimumWage } from './minimum-wage.ts'
import {
	localComparison,
	MIN_JOBS_FOR_MEDIAN,
	PAY_WINDOW_DAYS,
	type LocalPayMedian,
	type PayComparison,
} from './pay-comparison.ts'
import type { SalaryPeriod } from './salary.ts'

type MedianRow = { occupation_id: number; label: string; period: SalaryPeriod; jobs: number; median: number }

/** Every occupation's local median by period ("occupation id:period" → median), from one statement. */
export async function localPayMedians(em: EntityManager): Promise<Map<string, LocalPayMedian>> {
	const rows = await cachedListing(
		em,
		'pay-medians',
		() =>
			em.getConnection().execute<MedianRow[]>(
				`select j.occupation_id, o.label, j.salary_period as period, count(*)::int as jobs,
					percentile_cont(0.5) within group (order by (j.salary_min_pence + j.salary_max_pence) / 2.0)::float8 as median
				from job j join occupation o on o.id = j.occupation_id
				where j.listed_until > now() - make_interval(days => ?) and j.salary_min_pence is not null and j.salary_period is not null
				group by j.occupation_id, o.label, j.salary_period
				having count(*) >= ?`,
				[PAY_WINDOW_DAYS, MIN_JOBS_FOR_MEDIAN],
			),
		Date.now(),
		{ stale: true },
	)
	return new Map(
		rows.map((row) => [
			medianKey(row.occupation_id, row.period),
			{
				occupationId: row.occupation_id,
				occupationLabel: row.label,
				period: row.period,
				medianPence: Number(row.median),
				jobs: row.jobs,
			},
		]),
	)
}

const medianKey = (occupationId: number, period: SalaryPeriod) => `${occupationId}:${period}`

/** What a job's comparison is made from, as stored. */
export type JobPay = {
	occupationId: number | null
	minPence: number | null
	maxPence: number | null
	period: SalaryPeriod | null
	/** The advert's words, for the age band it states. */
	advert: string
}

/** A job's comparison from its stored pay and the medians; null when it states no pay. */
export function payComparisonOf(
	pay: JobPay,
	medians: Map<string, LocalPayMedian>,
	now = new Date(),
): PayComparison | null {
	if (pay.minPence == null || pay.maxPence == null || !pay.period) return null
	const payPence = (pay.minPence + pay.maxPence) / 2
	const median = pay.occupationId == null ? undefined : medians.get(medianKey(pay.occupationId, pay.period))
	return {
		payPence: Math.round(payPence),
		period: pay.period,
		local: median ? localComparison(payPence, median) : null,
		minimumWage: checkMinimumWage({ minPence: pay.minPence, period: pay.period }, pay.advert, now),
	}
}

type PayRow = {
	id: number
	occupation_id: number | null
	salary_min_pence: number | null
	salary_max_pence: number | null
	salary_period: SalaryPeriod | null
}

/** The jobs, each with its `pay` comparison: one query for all of them, and the cached medians. */
export async function withPayComparisons(em: EntityManager, jobs: JobView[], now = new Date()): Promise<JobView[]> {
	if (jobs.length === 0) return jobs
	const [rows, medians] = await Promise.all([
		em.getConnection().execute<PayRow[]>(
			`select id, occupation_id, salary_min_pence, salary_max_pence, salary_period from job where id in (${jobs.map(() => '?').join(', ')})`,
			jobs.map((job) => job.id),
		),
		localPayMedians(em),
	])
	const byId = new Map(rows.map((row) => [row.id, row]))
	return jobs.map((job) => {
		const row = byId.get(job.id)
		const pay = row
			? payComparisonOf(
					{
						occupationId: row.occupation_id,
						minPence: row.salary_min_pence,
						maxPence: row.salary_max_pence,
						period: row.salary_period,
						advert: `${job.title}\n${job.description}`,
					},
					medians,
					now,
				)
			: null
		return { ...job, pay }
	})
}

/** One loaded job's comparison (the job page, the API's single job). */
export async function payComparisonOfJob(em: EntityManager, job: Job, now = new Date()) {
	if (job.salaryMinPence == null) return null
	return payComparisonOf(
		{
			occupationId: job.occupation?.id ?? null,
			minPence: job.salaryMinPence,
			maxPence: job.salaryMaxPence ?? null,
			period: job.salaryPeriod ?? null,
			advert: `${job.title}\n${job.description}`,
		},
		await localPayMedians(em),
		now,
	)
}
