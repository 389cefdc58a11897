// The local talent pool (docs/product.md §11 and §22.20, decisions 136 and 137): job seekers
// counted by the industries and areas they prefer, the skill categories their Quick Apply skills
// fall in, their notice period and salary expectation, beside the jobs listed for each group.
// Aggregates only, counted in SQL (talent-pool-queries.server.ts); every group passes the
// k-anonymity cut-off (k-anonymity.ts) before it leaves this module, and a pool of fewer than
// MIN_GROUP_SIZE seekers gives no figure at all.
import type { EntityManager } from '@mikro-orm/postgresql'
import { cachedListing } from '../../platform/render/listing-cache.server.ts'
import { MIN_GROUP_SIZE, MIN_SAMPLE_SIZE, NOT_ENOUGH_DATA } from './insight-options.ts'
import { AVAILABILITY_NOTICES } from '../recommendations/seeker-options.ts'
import { protectedCount, protectGroups, type Group } from './k-anonymity.ts'
import { countJobs, countSeekers, type RawGroup, type TalentPoolFilters } from './talent-pool-queries.server.ts'
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
