// The local talent pool (docs/product.md §11 and §22.20, decisions 136 and 137): job seekers
// counted by the industries and areas they prefer, the skill categories their Quick Apply skills
// fall in, their notice period and salary expectation, beside the jobs listed for each group.
// Aggregates only, counted in SQL (one query for the seekers, one for the jobs); every group
// passes the k-anonymity cut-off (k-anonymity.ts) before it leaves this module, and a pool of
// fewer than MIN_GROUP_SIZE seekers gives no figure at all.
import type { EntityManager } from '@mikro-orm/postgresql'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import { SESSION_IDLE_MS } from '../../platform/session.server.ts'
import {
	MIN_GROUP_SIZE,
	MIN_SAMPLE_SIZE,
	NOT_ENOUGH_DATA,
	SKILL_KEYWORDS,
	type SkillCategory,
} from './insight-options.ts'
import { AVAILABILITY_NOTICES, PREFERENCE_INDUSTRIES, PREFERENCE_LOCATIONS } from '../recommendations/seeker-options.ts'
import { skillPattern } from '../profile/skill-words.ts'
import { protectedCount, protectGroups, type Group } from './k-anonymity.ts'
import {
	competitionLevel,
	hiringRecommendations,
	SALARY_BANDS,
	type CompetitionLevel,
	type RecommendationGroup,
} from './talent-pool-rules.ts'

/** "Active": signed in, applied, viewed a job or changed their profile within this many days. */
export const ACTIVE_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
/** The most skills listed under top skills. */
export const TOP_SKILLS = 10
/** The largest industries shown as sector cards. */
export const SECTOR_CARDS = 4

export type TalentPoolFilters = { industry: string | null; skillCategory: SkillCategory | null }

export type PoolGroup = {
	name: string
	candidates: number
	/** Mean years of experience of the group's seekers with a Quick Apply profile; null under MIN_SAMPLE_SIZE of them. */
	averageExperience: number | null
	/** Listed jobs in that industry or area; null for groups jobs carry no field for (skill category, notice, salary band). */
	listedJobs: number | null
	competitionLevel: CompetitionLevel | null
}

export type Breakdown = {
	groups: PoolGroup[]
	/** Groups left out by the k-anonymity cut-off. */
	hiddenGroups: number
	/** Seekers in the hidden groups or who did not say, where each seeker is in one group and there are 5 or more; else null. */
	otherCandidates: number | null
}

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
type RawGroup = { name: string; count: number; years: number | null; withYears: number }

/** A breakdown's groups, counted over the chosen seekers: `join` gives each seeker's group names as x.name. */
const breakdown = (join: string) =>
	`(select coalesce(json_agg(json_build_object('name', g.name, 'count', g.count, 'years', g.years, 'withYears', g.with_years)), '[]')
	from (select x.name, count(*) as count, avg(c.years)::float as years, count(c.years) as with_years
		from chosen c ${join} group by x.name) g)`

async function countSeekers(em: EntityManager, filters: TalentPoolFilters, now: Date) {
	const since = new Date(now.getTime() - ACTIVE_DAYS * DAY_MS)
	// A session's expiry is its last use plus the idle time, so a later expiry than this means it was used since `since`.
	const sessionSince = new Date(since.getTime() + SESSION_IDLE_MS)
	// Skills are matched once per distinct skill (lower-cased), not once per seeker: free text repeats
	// ("Customer service"), and the patterns (fewer than PostgreSQL's 32 cached regular expressions) stay compiled.
	const [row] = await em.getConnection().execute<[SeekerRow]>(
		`with pool as (
			select u.id, coalesce(p.preferred_industries, '{}') as industries, coalesce(p.preferred_locations, '{}') as areas,
				case when p.salary_min is null then p.salary_max when p.salary_max is null then p.salary_min
					else (p.salary_min + p.salary_max) / 2.0 end as salary,
				q.years_experience as years, q.availability_notice as notice, coalesce(q.skills, '{}') as skills,
				(u.created_at > ?::timestamptz or u.updated_at > ?::timestamptz or p.updated_at > ?::timestamptz or q.updated_at > ?::timestamptz
					or exists (select 1 from application a where a.user_id = u.id and a.applied_at > ?::timestamptz)
					or exists (select 1 from job_interaction i where i.user_id = u.id and i.last_at > ?::timestamptz)
					or exists (select 1 from session s where s.user_id = u.id and s.expire > ?::timestamptz)) as active
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
			...Array<string>(6).fill(since.toISOString()),
			sessionSince.toISOString(),
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
 * get no job figures (decision 137).
 */
async function countJobs(em: EntityManager, filters: TalentPoolFilters, now: Date) {
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

const oneDecimal = (value: number) => Math.round(value * 10) / 10

function protectBreakdown(
	raw: readonly RawGroup[],
	total: number,
	jobs: readonly { name: string; count: number }[] | null,
	{ partition, labels, order }: { partition: boolean; labels?: Record<string, string>; order?: readonly string[] },
): Breakdown {
	const groups: Group<{ years: number | null; withYears: number }>[] = raw.map((group) => ({
		...group,
		count: Number(group.count),
	}))
	const { shown, hiddenGroups, remainder } = protectGroups(groups, total)
	// An ordered scale (notice periods, salary bands) keeps its own order; anything else stays largest first.
	if (order) shown.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
	const jobsOf = (name: string) => (jobs ? (jobs.find((job) => job.name === name)?.count ?? 0) : null)
	return {
		groups: shown.map((group) => {
			const listedJobs = jobsOf(group.name) === null ? null : Number(jobsOf(group.name))
			return {
				name: labels?.[group.name] ?? group.name,
				candidates: group.count,
				averageExperience: group.years !== null && group.withYears >= MIN_SAMPLE_SIZE ? oneDecimal(group.years) : null,
				listedJobs,
				competitionLevel: listedJobs === null ? null : competitionLevel(listedJobs, group.count),
			}
		}),
		hiddenGroups,
		otherCandidates: partition ? remainder : null,
	}
}

const EMPTY_BREAKDOWN: Breakdown = { groups: [], hiddenGroups: 0, otherCandidates: null }
const NOTICE_LABELS: Record<string, string> = Object.fromEntries(
	AVAILABILITY_NOTICES.map(({ value, label }) => [value, label]),
)

/** The talent pool's figures for these filters, computed now (see talentPoolInsights for the cached answer). */
export async function computeTalentPool(em: EntityManager, filters: TalentPoolFilters, now = new Date()) {
	const seekers = await countSeekers(em, filters, now)
	const total = Number(seekers.total)
	const base = { location: 'Warrington', industry: filters.industry, skillCategory: filters.skillCategory }
	if (total < MIN_GROUP_SIZE) {
		return {
			...base,
			enoughData: false as const,
			reason: `${NOT_ENOUGH_DATA}: fewer than ${MIN_GROUP_SIZE} job seekers match${filters.industry || filters.skillCategory ? ' these filters' : ''}.`,
			availableCandidates: null,
			activeCandidates: null,
			averageExperience: null,
			listedJobs: null,
			jobsPerSeeker: null,
			competitionLevel: null,
			topSkills: [],
			salaryExpectations: EMPTY_BREAKDOWN,
			recommendedActions: [],
			sectors: [],
			breakdowns: {
				industries: EMPTY_BREAKDOWN,
				areas: EMPTY_BREAKDOWN,
				skillCategories: EMPTY_BREAKDOWN,
				availability: EMPTY_BREAKDOWN,
			},
		}
	}
	// Jobs carry no skill category: a pool narrowed to one has no jobs to set against it.
	const jobs = filters.skillCategory ? null : await countJobs(em, filters, now)
	const listedJobs = jobs ? jobs.listed : null
	const industries = protectBreakdown(seekers.industries, total, jobs?.industries ?? null, { partition: false })
	const areas = protectBreakdown(seekers.areas, total, jobs?.areas ?? null, { partition: false })
	const skillCategories = protectBreakdown(seekers.categories, total, null, { partition: false })
	const compared = (kind: RecommendationGroup['kind'], groups: PoolGroup[]): RecommendationGroup[] =>
		groups.flatMap((group) =>
			group.listedJobs === null ? [] : [{ kind, name: group.name, jobs: group.listedJobs, seekers: group.candidates }],
		)
	const recommendationGroups = [...compared('industry', industries.groups), ...compared('area', areas.groups)]
	const withYears = Number(seekers.with_years)
	return {
		...base,
		enoughData: true as const,
		reason: null,
		availableCandidates: total,
		activeCandidates: protectedCount(Number(seekers.active), total),
		averageExperience:
			seekers.average_years !== null && withYears >= MIN_SAMPLE_SIZE ? oneDecimal(Number(seekers.average_years)) : null,
		listedJobs,
		jobsPerSeeker: listedJobs === null ? null : oneDecimal(listedJobs / total),
		competitionLevel: listedJobs === null ? null : competitionLevel(listedJobs, total),
		topSkills: protectGroups(
			seekers.skills.map((group) => ({ name: group.name, count: Number(group.count) })),
			total,
		)
			.shown.slice(0, TOP_SKILLS)
			.map((group) => ({ skill: group.name, candidates: group.count })),
		salaryExpectations: protectBreakdown(seekers.salary, total, null, {
			partition: true,
			order: SALARY_BANDS.map((band) => band.name),
		}),
		recommendedActions: hiringRecommendations(recommendationGroups),
		sectors: industries.groups.slice(0, SECTOR_CARDS),
		breakdowns: {
			industries,
			areas,
			skillCategories,
			availability: protectBreakdown(seekers.availability, total, null, {
				partition: true,
				labels: NOTICE_LABELS,
				order: AVAILABILITY_NOTICES.map(({ value }) => value),
			}),
		},
	}
}

export type TalentPool = Awaited<ReturnType<typeof computeTalentPool>>

/**
 * The talent pool's figures, cached briefly and retired by any write to jobs or to job seekers'
 * accounts, preferences, profiles and applications (listing-cache.server.ts). Only "active in the
 * last 30 days", which sign-ins and job views also move, can be up to the cache's time limit late.
 */
export function talentPoolInsights(em: EntityManager, filters: TalentPoolFilters) {
	return cachedListing(
		em,
		`talent-pool ${filters.industry ?? ''}|${filters.skillCategory ?? ''}`,
		() => computeTalentPool(em, filters),
		Date.now(),
		{ seekers: true, stale: true },
	)
}
