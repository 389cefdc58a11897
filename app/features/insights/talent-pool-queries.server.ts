// The SQL of the talent pool (decisions 136 and 137): one query counts the job seekers, in all and
// by each breakdown's groups, and one the listed jobs by industry and area. Aggregates only: no
// seeker's row comes to Node. talent-pool.server.ts turns the counts into the figures shown.
import type { EntityManager } from '@mikro-orm/postgresql'
import { SKILL_KEYWORDS, type SkillCategory } from './insight-options.ts'
import { PREFERENCE_INDUSTRIES, PREFERENCE_LOCATIONS } from '../recommendations/seeker-options.ts'
import { skillPattern } from '../profile/skill-words.ts'
import { SALARY_BANDS } from './talent-pool-rules.ts'

/**
 * "Active": joined, used the account (signed in, or a signed-in request: `user.last_active_at`,
 * recorded at most once a day, decision 222) or changed the account, preferences or profile within
 * this many days (decision 251).
 */
export const ACTIVE_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000

export type TalentPoolFilters = { industry: string | null; skillCategory: SkillCategory | null }

/** Each named skill with its category and pattern: a seeker is in a category when one of its skills matched. */
const SKILL_PATTERNS = SKILL_KEYWORDS.map(({ skill, words, category }) => ({
	name: skill,
	category,
	pattern: skillPattern(words),
}))

type SeekerRow = {
	total: string
	active: string
	with_years: string
	average_years: string | null
	industries: RawGroup[]
	areas: RawGroup[]
	categories: RawGroup[]
	skills: RawGroup[]
	availability: RawGroup[]
	salary: RawGroup[]
}
/** One group as counted: its seekers, their mean years of experience and how many gave them. */
export type RawGroup = { name: string; count: number; years: number | null; withYears: number }

/** A breakdown's groups, counted over the chosen seekers: `join` gives each seeker's group names as x.name. */
const breakdown = (join: string) =>
	`(select coalesce(json_agg(json_build_object('name', g.name, 'count', g.count, 'years', g.years, 'withYears', g.with_years)), '[]')
	from (select x.name, count(*) as count, avg(c.years)::float as years, count(c.years) as with_years
		from chosen c ${join} group by x.name) g)`

/** The seekers the filters choose: how many, how many active, and each breakdown's groups. */
export async function countSeekers(em: EntityManager, filters: TalentPoolFilters, now: Date) {
	const since = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS)
	// Skills are matched once per distinct skill (lower-cased), not once per seeker: free text repeats
	// ("Customer service"), and the patterns (fewer than PostgreSQL's 32 cached regular expressions) stay compiled.
	const [row] = await em.getConnection().execute<[SeekerRow]>(
		`with pool as (
			select u.id, coalesce(p.preferred_industries, '{}') as industries, coalesce(p.preferred_locations, '{}') as areas,
				case when p.salary_min is null then p.salary_max when p.salary_max is null then p.salary_min
					else (p.salary_min + p.salary_max) / 2.0 end as salary,
				q.years_experience as years, q.availability_notice as notice, coalesce(q.skills, '{}') as skills,
				(u.created_at > ?::timestamptz or u.updated_at > ?::timestamptz or u.last_active_at > ?::timestamptz
					or p.updated_at > ?::timestamptz or q.updated_at > ?::timestamptz) as active
			from "user" u
			left join user_preferences p on p.user_id = u.id
			left join quick_apply_profile q on q.user_id = u.id
			where u.user_type = 'employee'
		), skill_rows as (
			select pool.id as seeker, lower(s.skill) as skill from pool cross join lateral unnest(pool.skills) as s(skill)
		), matched as (
			select d.skill, k.name, k.category
			from (select distinct skill from skill_rows) d
			join jsonb_to_recordset(?::jsonb) as k(name text, category text, pattern text) on d.skill ~* k.pattern
		), seeker_skills as (
			select distinct r.seeker, m.name, m.category from skill_rows r join matched m on m.skill = r.skill
		), seeker_categories as (
			select seeker, array_agg(distinct category) as categories from seeker_skills where category is not null group by seeker
		), chosen as (
			select pool.*, coalesce(sc.categories, '{}') as categories
			from pool left join seeker_categories sc on sc.seeker = pool.id
			where (?::text is null or ?::text = any(pool.industries)) and (?::text is null or ?::text = any(coalesce(sc.categories, '{}')))
		)
		select (select count(*) from chosen) as total,
			(select count(*) from chosen where active) as active,
			(select count(years) from chosen) as with_years,
			(select avg(years)::float from chosen) as average_years,
			${breakdown('cross join lateral unnest(c.industries) as x(name) where x.name = any(?::text[])')} as industries,
			${breakdown('cross join lateral unnest(c.areas) as x(name) where x.name = any(?::text[])')} as areas,
			${breakdown('cross join lateral unnest(c.categories) as x(name)')} as categories,
			${breakdown('join (select seeker, name from seeker_skills) as x on x.seeker = c.id')} as skills,
			${breakdown('cross join lateral (select c.notice as name) as x where c.notice is not null')} as availability,
			${breakdown(
				`cross join lateral (select b.name from jsonb_to_recordset(?::jsonb) as b(name text, min int) where b.min <= c.salary order by b.min desc limit 1) as x(name) where c.salary is not null`,
			)} as salary`,
		[
			...Array<string>(5).fill(since.toISOString()),
			JSON.stringify(SKILL_PATTERNS),
			filters.industry,
			filters.industry,
			filters.skillCategory,
			filters.skillCategory,
			`{${PREFERENCE_INDUSTRIES.map((name) => `"${name}"`).join(',')}}`,
			`{${PREFERENCE_LOCATIONS.map((name) => `"${name}"`).join(',')}}`,
			JSON.stringify(SALARY_BANDS),
		],
	)
	return row
}

type JobCount = { industry: string; location: string; jobs: string }

/**
 * Listed jobs (active, not expired) in the industry filter, by industry and by area: one
 * index-only pass (job_listed_filters_idx, or job_listed_industry_idx for one industry) counting
 * each industry and area pair, added up here. Jobs carry no skill category (reading one from every
 * advert's text is neither reliable nor fast), so the skill categories and a pool narrowed to one
 * get no job figures.
 */
export async function countJobs(em: EntityManager, filters: TalentPoolFilters, now: Date) {
	const rows = await em.getConnection().execute<JobCount[]>(
		`select j.industry, j.location, count(*) as jobs from job j
		where j.is_active and j.expires_at > ?::timestamptz${filters.industry ? ' and j.industry = ?' : ''}
		group by j.industry, j.location`,
		filters.industry ? [now.toISOString(), filters.industry] : [now.toISOString()],
	)
	const total = (key: 'industry' | 'location') => {
		const counts = new Map<string, number>()
		for (const row of rows) counts.set(row[key], (counts.get(row[key]) ?? 0) + Number(row.jobs))
		return [...counts].map(([name, count]) => ({ name, count }))
	}
	return {
		listed: rows.reduce((sum, row) => sum + Number(row.jobs), 0),
		industries: total('industry'),
		areas: total('location'),
	}
}
