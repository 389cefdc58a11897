// The local talent pool (docs/product.md §11 and §22.20, decisions 136 and 137): job seekers
// counted by the industries and areas they prefer, the skill categories their Quick Apply skills
// fall in, their notice period and salary expectation, beside the jobs listed for each group.
// Aggregates only, read from running totals (talent-pool-totals.server.ts, decision 240) and held
// to the full count in SQL (talent-pool-queries.server.ts); every group passes the
// k-anonymity cut-off (k-anonymity.ts) before it leaves this module, and a pool of fewer than
// MIN_GROUP_SIZE seekers gives no figure at all. Nor can two answers be subtracted to single a
// seeker out (decision 188): the figures for a filter are set against the same figures for every
// wider filter (one or both filters dropped), and each group against its answer's total; a pool or
// a group that differs from one of those by 1 to MIN_GROUP_SIZE - 1 seekers is not shown.
import type { EntityManager } from '@mikro-orm/postgresql'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import { MIN_GROUP_SIZE, MIN_SAMPLE_SIZE, NOT_ENOUGH_DATA } from './insight-options.ts'
import { AVAILABILITY_NOTICES } from '../recommendations/seeker-options.ts'
import { protectedCount, protectGroups, separable, type Group } from './k-anonymity.ts'
import { countJobs, countSeekers, type RawGroup, type TalentPoolFilters } from './talent-pool-queries.server.ts'
import { TOTALS_COUNTING } from './talent-pool-totals.server.ts'
import type { SkillCategory } from './insight-options.ts'
import {
	competitionLevel,
	hiringRecommendations,
	SALARY_BANDS,
	type CompetitionLevel,
	type RecommendationGroup,
} from './talent-pool-rules.ts'

/** The most skills listed under top skills. */
const TOP_SKILLS = 10
/** The largest industries shown as sector cards. */
const SECTOR_CARDS = 4

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

const oneDecimal = (value: number) => Math.round(value * 10) / 10

type SeekerCounts = Awaited<ReturnType<typeof countSeekers>>
type BreakdownName = 'industries' | 'areas' | 'categories' | 'skills' | 'availability' | 'salary'

/** The filters wider than these: each with one or both of them dropped. */
export function widerFilters({ industry, skillCategory }: TalentPoolFilters): TalentPoolFilters[] {
	const wider: TalentPoolFilters[] = []
	if (industry && skillCategory) wider.push({ industry, skillCategory: null }, { industry: null, skillCategory })
	if (industry || skillCategory) wider.push({ industry: null, skillCategory: null })
	return wider
}

/**
 * What a breakdown's groups are set against: the answer's own total (and how many in it gave
 * their years), and the same breakdown's groups under each wider filter. A group lies inside each.
 */
type Nesting = { total: number; withYears: number; wider: readonly SeekerCounts[] }

function insideNesting(nesting: Nesting, breakdown: BreakdownName) {
	const widerGroups = (name: string) =>
		nesting.wider.flatMap((counts) => counts[breakdown].filter((group) => group.name === name))
	return {
		/** The group's seekers may be counted: they differ from the total and from the group under each wider filter by 0 or 5+. */
		countShown: (group: { name: string; count: number }) =>
			separable(nesting.total, group.count) &&
			widerGroups(group.name).every((wider) => separable(Number(wider.count), group.count)),
		/** The group's mean years may be shown: enough seekers gave them, and they too are separable. */
		yearsShown: (group: { name: string; withYears: number }) =>
			Number(group.withYears) >= MIN_SAMPLE_SIZE &&
			separable(nesting.withYears, Number(group.withYears)) &&
			widerGroups(group.name).every((wider) => separable(Number(wider.withYears), Number(group.withYears))),
	}
}

function protectBreakdown(
	raw: readonly RawGroup[],
	nesting: Nesting & { breakdown: BreakdownName },
	jobs: readonly { name: string; count: number }[] | null,
	{ partition, labels, order }: { partition: boolean; labels?: Record<string, string>; order?: readonly string[] },
): Breakdown {
	const groups: Group<{ years: number | null; withYears: number }>[] = raw.map((group) => ({
		...group,
		count: Number(group.count),
	}))
	const { countShown, yearsShown } = insideNesting(nesting, nesting.breakdown)
	const { shown, hiddenGroups, remainder } = protectGroups(groups, nesting.total, undefined, countShown)
	// An ordered scale (notice periods, salary bands) keeps its own order; anything else stays largest first.
	if (order) shown.sort((a, b) => order.indexOf(a.name) - order.indexOf(b.name))
	const jobsOf = (name: string) => (jobs ? (jobs.find((job) => job.name === name)?.count ?? 0) : null)
	return {
		groups: shown.map((group) => {
			const listedJobs = jobsOf(group.name) === null ? null : Number(jobsOf(group.name))
			return {
				name: labels?.[group.name] ?? group.name,
				candidates: group.count,
				averageExperience: group.years !== null && yearsShown(group) ? oneDecimal(group.years) : null,
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

/** The answer when no figure may be shown, and why. */
function notEnoughData(
	base: { location: string; industry: string | null; skillCategory: SkillCategory | null },
	reason: string,
) {
	return {
		...base,
		enoughData: false as const,
		reason,
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

/** Where the counts come from: the running totals, or the full pass over the rows they are held to. */
type Counting = { seekers: typeof countSeekers; jobs: typeof countJobs }
const RECOMPUTED: Counting = { seekers: countSeekers, jobs: countJobs }

/** The talent pool's figures for these filters, computed now (see talentPoolInsights for the cached answer). */
export async function computeTalentPool(
	em: EntityManager,
	filters: TalentPoolFilters,
	now = new Date(),
	counting: Counting = TOTALS_COUNTING,
) {
	const seekers = await counting.seekers(em, filters, now)
	const total = Number(seekers.total)
	const base = { location: 'Warrington', industry: filters.industry, skillCategory: filters.skillCategory }
	if (total < MIN_GROUP_SIZE) {
		const these = filters.industry || filters.skillCategory ? ' these filters' : ''
		return notEnoughData(base, `${NOT_ENOUGH_DATA}: fewer than ${MIN_GROUP_SIZE} job seekers match${these}.`)
	}
	const wider: SeekerCounts[] = await Promise.all(
		widerFilters(filters).map((widerFilter) => counting.seekers(em, widerFilter, now)),
	)
	if (wider.some((counts) => !separable(Number(counts.total), total))) {
		return notEnoughData(
			base,
			`${NOT_ENOUGH_DATA}: these filters leave out fewer than ${MIN_GROUP_SIZE} of the job seekers a wider search counts, so comparing the two could reveal those people's details.`,
		)
	}
	const withYears = Number(seekers.with_years)
	const nesting = (breakdown: BreakdownName) => ({ total, withYears, wider, breakdown })
	// Jobs carry no skill category: a pool narrowed to one has no jobs to set against it.
	const jobs = filters.skillCategory ? null : await counting.jobs(em, filters, now)
	const listedJobs = jobs ? jobs.listed : null
	const industries = protectBreakdown(seekers.industries, nesting('industries'), jobs?.industries ?? null, {
		partition: false,
	})
	const areas = protectBreakdown(seekers.areas, nesting('areas'), jobs?.areas ?? null, { partition: false })
	const skillCategories = protectBreakdown(seekers.categories, nesting('categories'), null, { partition: false })
	const compared = (kind: RecommendationGroup['kind'], groups: PoolGroup[]): RecommendationGroup[] =>
		groups.flatMap((group) =>
			group.listedJobs === null ? [] : [{ kind, name: group.name, jobs: group.listedJobs, seekers: group.candidates }],
		)
	const recommendationGroups = [...compared('industry', industries.groups), ...compared('area', areas.groups)]
	const active = Number(seekers.active)
	const widerSeparable = (figure: (counts: SeekerCounts) => number, narrower: number) =>
		wider.every((counts) => separable(figure(counts), narrower))
	return {
		...base,
		enoughData: true as const,
		reason: null,
		availableCandidates: total,
		activeCandidates: widerSeparable((counts) => Number(counts.active), active) ? protectedCount(active, total) : null,
		averageExperience:
			seekers.average_years !== null &&
			withYears >= MIN_SAMPLE_SIZE &&
			widerSeparable((counts) => Number(counts.with_years), withYears)
				? oneDecimal(Number(seekers.average_years))
				: null,
		listedJobs,
		jobsPerSeeker: listedJobs === null ? null : oneDecimal(listedJobs / total),
		competitionLevel: listedJobs === null ? null : competitionLevel(listedJobs, total),
		topSkills: protectGroups(
			seekers.skills.map((group) => ({ name: group.name, count: Number(group.count) })),
			total,
			undefined,
			insideNesting({ total, withYears, wider }, 'skills').countShown,
		)
			.shown.slice(0, TOP_SKILLS)
			.map((group) => ({ skill: group.name, candidates: group.count })),
		salaryExpectations: protectBreakdown(seekers.salary, nesting('salary'), null, {
			partition: true,
			order: SALARY_BANDS.map((band) => band.name),
		}),
		recommendedActions: hiringRecommendations(recommendationGroups),
		sectors: industries.groups.slice(0, SECTOR_CARDS),
		breakdowns: {
			industries,
			areas,
			skillCategories,
			availability: protectBreakdown(seekers.availability, nesting('availability'), null, {
				partition: true,
				labels: NOTICE_LABELS,
				order: AVAILABILITY_NOTICES.map(({ value }) => value),
			}),
		},
	}
}

/** The same figures by full passes over the seekers and jobs: what the totals are held to. */
export const recomputeTalentPool = (em: EntityManager, filters: TalentPoolFilters, now = new Date()) =>
	computeTalentPool(em, filters, now, RECOMPUTED)

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
