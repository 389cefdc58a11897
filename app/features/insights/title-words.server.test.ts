// job_title_word (decision 255) holds every job under each word of its title with what a salary
// benchmark reads of it, kept by the job table's statement triggers: after every kind of write the
// board makes (bulk inserts, edits of title, pay, area and industry, closing, reopening, deletion)
// it equals a fill from the job table, and a benchmark read from it equals one read from the jobs.
import { beforeAll, describe, expect, test } from 'vitest'
import { emptyBoard } from '../../../tests/fixtures/jobs.ts'
import { freshEm, runSql } from '../../../tests/fixtures/route.ts'
import { titleWordRowsSql } from '../../../migrations/Migration20261128180000_job_title_words.ts'
import { measure } from './salary-benchmark-queries.server.ts'

let ownerId: number

beforeAll(async () => {
	ownerId = await emptyBoard()
})

const run = runSql

const TITLES = [
	'Warehouse Operative',
	'Forklift Driver (nights)',
	'Senior Warehouse Manager',
	'Care Assistant',
	'The Cleaner',
]

/** `count` jobs in one statement, from row `from`, some closed, some without pay, listed over the last 120 days. */
const insertMany = (from: number, count: number) =>
	run(
		`insert into job (title, company, location, salary_min_pence, salary_max_pence, salary_period, description,
			job_type, industry, contact_email, is_active, posted_at, expires_at, user_id, created_at, updated_at)
		select (array[${TITLES.map((title) => `'${title}'`).join(', ')}])[1 + g % ${TITLES.length}], 'Acme Ltd',
			(array['Birchwood', 'Lymm', 'Culcheth'])[1 + g % 3],
			case when g % 7 = 0 then null else (20000 + (g * 37) % 15000) * 100 end,
			case when g % 7 = 0 then null else (22000 + (g * 37) % 15000) * 100 end,
			case when g % 7 = 0 then null else 'year' end,
			'Plenty to do.', 'Full-time', (array['Retail', 'Healthcare', 'Manufacturing'])[1 + g % 3], 'jobs@test.example',
			g % 5 <> 1, now() - make_interval(days => g % 120), now() - make_interval(days => g % 120) + interval '30 days',
			${ownerId}, now(), now()
		from generate_series(${from}, ${from + count - 1}) as g`,
	)

const ROW = `word || ' ' || job_id || ' ' || coalesce(listed_until::text, '-') || ' ' || industry || ' ' || coalesce(experience_level, '-')
	|| ' ' || location || ' ' || coalesce(salary_annual_min::text, '-') || ' ' || coalesce(salary_annual_max::text, '-')`

/** The kept rows, and the rows a fill from the job table would give. */
async function keptAndFilled() {
	const read = async (from: string) =>
		((await run(`select ${ROW} as row from ${from} order by 1`)) as { row: string }[]).map((r) => r.row)
	return { kept: await read('job_title_word'), filled: await read(`(${titleWordRowsSql}) as filled`) }
}

describe('job_title_word', () => {
	test('equals a fill from the jobs after every kind of write', async () => {
		await insertMany(1, 300)
		const first = await keptAndFilled()
		expect(first.kept.length).toBeGreaterThan(300)
		expect(first.kept).toEqual(first.filled)
		await run(`update job set title = 'Night Warehouse Picker' where id % 11 = 0`)
		await run(`update job set salary_max_pence = salary_max_pence + 50000, location = 'Lymm' where id % 13 = 0`)
		await run(
			`update job set industry = 'Retail', description = description || ' Five years of experience needed.' where id % 17 = 0`,
		)
		await run(`update job set is_active = not is_active where id % 19 = 0`)
		await run(`update job set updated_at = now() where id % 2 = 0`)
		await run(`delete from job where id % 23 = 0`)
		await insertMany(301, 50)
		const { kept, filled } = await keptAndFilled()
		expect(kept).toEqual(filled)
		expect(kept.some((row) => row.startsWith('picker '))).toBe(true)
	})

	test('a benchmark from its rows equals one from the jobs', async () => {
		const em = await freshEm()
		for (const jobTitle of ['warehouse', 'Warehouse operatives', 'forklift driver', 'the', 'nobody-has-this']) {
			const fromWords = await measure(em, { jobTitle, industry: null, experienceLevel: null })
			const [fromJobs] = await em.getConnection().execute<[{ matched: string; median: number | null }]>(
				`select count(*) as matched,
					percentile_cont(0.5) within group (order by ((j.salary_annual_min + j.salary_annual_max) / 2.0)::float8) as median
				from job j where j.listed_until > now() - interval '90 days'
					and to_tsvector('english', j.title) @@ plainto_tsquery('english', ?)`,
				[jobTitle],
			)
			expect({ jobTitle, matched: fromWords.matched, median: fromWords.summary.quartiles?.[1] ?? null }).toEqual({
				jobTitle,
				matched: Number(fromJobs.matched),
				median: fromJobs.median,
			})
		}
	})
})
