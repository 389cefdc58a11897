// The rows the insight pages read, besides jobs, for `npm run bench`: job seekers with
// preferences and Quick Apply profiles (the talent pool; last used over the past 120 days, so that
// about two in five are active in the last 30), and Quick Apply applications to the demo
// employer's jobs (candidate quality). Generated inside PostgreSQL from the row number, like the
// jobs (bench-jobs.ts): the same data on every run.
import type pg from 'pg'
import { LISTING_INDUSTRIES } from '../app/features/jobs/job-options.ts'
import { PREFERENCE_LOCATIONS } from '../app/features/recommendations/seeker-options.ts'
import { SKILL_KEYWORDS } from '../app/features/insights/insight-options.ts'

export const BENCH_SEEKERS = 20_000
export const BENCH_APPLICATIONS = 5_000

const sqlArray = (values: readonly string[]) =>
	`array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`
const hash = (k: number) => `abs(hashint4(g * 37 + ${k}))`
const SKILLS = sqlArray(SKILL_KEYWORDS.map((keyword) => keyword.skill))
const pick = (values: string, length: number, k: number) => `(${values})[1 + ${hash(k)} % ${length}]`

export async function loadBenchInsightRows(client: pg.Client, employerId: number) {
	await client.query(`
		with seekers as (
			insert into "user" (email, password, first_name, last_name, user_type, created_at, updated_at, last_active_at)
			select 'seeker' || g || '@bench.example', '!', 'Bench', 'Seeker ' || g, 'employee',
				now() - make_interval(days => ${hash(1)} % 365), now() - make_interval(days => ${hash(2)} % 365),
				now() - make_interval(days => ${hash(15)} % 120, hours => ${hash(16)} % 24)
			from generate_series(1, ${BENCH_SEEKERS}) as g
			returning id
		), numbered as (select id, (row_number() over (order by id))::int as g from seekers),
		preferences as (
			insert into user_preferences (user_id, preferred_job_types, preferred_industries, preferred_locations, salary_min, salary_max, updated_at)
			select id, array['Full-time'], array[${pick(sqlArray(LISTING_INDUSTRIES), LISTING_INDUSTRIES.length, 3)}],
				array[${pick(sqlArray(PREFERENCE_LOCATIONS), PREFERENCE_LOCATIONS.length, 4)}],
				18000 + ${hash(5)} % 30 * 1000, 18000 + ${hash(5)} % 30 * 1000 + 5000, now() - make_interval(days => ${hash(17)} % 365)
			from numbered
		)
		insert into quick_apply_profile (user_id, full_name, years_experience, skills, qualifications, availability_notice, created_at, updated_at)
		select id, 'Bench Seeker ' || g, ${hash(6)} % 25,
			array[${pick(SKILLS, SKILL_KEYWORDS.length, 7)}, ${pick(SKILLS, SKILL_KEYWORDS.length, 8)}],
			array['GCSE English and Maths'], (array['immediate', '1week', '2weeks', '1month'])[1 + ${hash(9)} % 4],
			now() - make_interval(days => ${hash(18)} % 365), now() - make_interval(days => ${hash(18)} % 365)
		from numbered
	`)
	await client.query(`
		insert into application (job_id, applicant_name, applicant_email, covering_letter, kind, profile_snapshot, applied_at)
		select job.id, 'Bench Applicant ' || g, 'applicant' || g || '@bench.example',
			case when ${hash(10)} % 3 > 0 then 'I have ' || ${hash(11)} % 12 || ' years of experience in this kind of role and would welcome the chance to bring my skills to your team.' end,
			'quick',
			json_build_object('fullName', 'Bench Applicant ' || g, 'yearsExperience', ${hash(11)} % 12,
				'skills', array[${pick(SKILLS, SKILL_KEYWORDS.length, 12)}, ${pick(SKILLS, SKILL_KEYWORDS.length, 13)}],
				'qualifications', array['GCSE English and Maths'], 'currentJobTitle', 'Operative',
				'availabilityNotice', '2weeks', 'videoPitchDuration', null),
			now() - make_interval(hours => ${hash(14)} % (28 * 24))
		from generate_series(1, ${BENCH_APPLICATIONS}) as g
		join lateral (select id from job where user_id = ${employerId} order by id offset g % 500 limit 1) as job on true
	`)
}

/**
 * A career assessment for the demo job seeker, so that /career-advisor shows their results (decision
 * 149): an entry-level warehouse and retail seeker. Added once; a kept database keeps it.
 */
export async function ensureBenchAssessment(client: pg.Client, seekerEmail: string) {
	await client.query(
		`insert into career_assessment (user_id, experience_level, skills, interests, created_at)
		select u.id, 'entry', array['Forklift', 'Customer service', 'Excel'], array['Warehouse & Logistics', 'Retail'], now()
		from "user" u where u.email = $1 and not exists (select 1 from career_assessment a where a.user_id = u.id)`,
		[seekerEmail],
	)
}
