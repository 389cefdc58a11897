// Market insights for anyone, and the employers' insights (§14, §11, decisions 130-137).
import { z } from 'zod'
import { CandidateQualityQuerySchema } from './candidate-quality-schema.ts'
import { SalaryBenchmarkQuerySchema } from './salary-benchmark-query.ts'
import { TalentPoolQuerySchema } from './talent-pool-schema.ts'
import { dateTime, id } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'

const trend = () => z.enum(['up', 'down', 'steady'])
const count = () => z.number().int().nonnegative()

const MarketInsightsSchema = named(
	'MarketInsights',
	z.object({
		totalJobs: count(),
		newJobsThisWeek: count(),
		averageSalary: z.number().nullable().meta({ description: 'null: too few salaries to tell' }),
		companiesHiring: count(),
		growthRate: z.number().nullable().meta({ description: 'Percent; null: not enough data' }),
		topIndustries: z.array(z.object({ name: z.string(), jobCount: count(), percentage: z.number(), trend: trend() })),
		topSkills: z.array(z.object({ skill: z.string(), demand: z.number(), growth: z.number().nullable() })),
		salaryRanges: z.array(z.object({ range: z.string(), count: count(), percentage: z.number() })),
		locationData: z.array(z.object({ area: z.string(), jobCount: count(), avgSalary: z.number().nullable() })),
		companyActivity: z.array(z.object({ company: z.string(), jobsPosted: count(), trend: trend() })),
	}),
)

const MarketTrendSchema = named(
	'MarketTrend',
	z.object({
		industry: z.string(),
		region: z.string(),
		jobsPosted: count(),
		months: z.array(
			z.object({
				month: z.string().regex(/^\d{4}-\d{2}$/),
				jobsPosted: count(),
				averageSalary: z.number().nullable(),
			}),
		),
	}),
)

const experienceLevel = () => z.enum(['entry', 'mid', 'senior', 'executive'])

const SalaryBenchmarkSchema = named(
	'SalaryBenchmark',
	z.object({
		jobTitle: z.string().nullable(),
		industry: z.string().nullable(),
		experience: experienceLevel().nullable(),
		location: z.string(),
		averageSalary: z.number().nullable(),
		minSalary: z.number().nullable(),
		maxSalary: z.number().nullable(),
		dataPoints: count(),
		sampleSize: count(),
		withoutSalary: count(),
		lowerQuartile: z.number().nullable(),
		median: z.number().nullable(),
		upperQuartile: z.number().nullable(),
		requested: z.object({
			jobTitle: z.string().nullable(),
			industry: z.string().nullable(),
			experienceLevel: experienceLevel().nullable(),
			sampleSize: count(),
		}),
		widenedTo: z.literal('industry').nullable(),
		message: z.string().nullable(),
		windowDays: z.number().int(),
		byArea: z.array(z.object({ area: z.string(), count: count(), median: z.number().nullable() })),
		distribution: z.array(z.object({ band: z.string(), from: z.number(), to: z.number().nullable(), count: count() })),
	}),
)

const CandidateScoreSchema = named(
	'CandidateScore',
	z.object({
		applicationId: id(),
		jobId: id(),
		jobTitle: z.string(),
		appliedAt: dateTime(),
		overallScore: z.number(),
		band: z.string(),
		experienceMatch: z.number().nullable().meta({
			description: 'Null when not scored: the advert states no years of experience, or asks for none',
		}),
		skillsMatch: z.number().nullable().meta({ description: 'Null when not scored: the advert has no skills stored' }),
		educationMatch: z.number(),
		communicationQuality: z.number(),
		cvQuality: z.number(),
		responseTime: z.null().meta({ description: 'Not measured yet' }),
		scoringFactors: z.array(
			z.object({
				factor: z.string(),
				score: z.number().nullable().meta({ description: 'Null when not scored; its weight is then 0' }),
				weight: z.number().meta({ description: 'Percent of the overall score, after leaving out what is not scored' }),
				contribution: z.number(),
				reason: z.string(),
			}),
		),
		skills: z
			.object({
				matched: z.object({ essential: z.array(z.string()), optional: z.array(z.string()) }),
				missing: z.object({ essential: z.array(z.string()), optional: z.array(z.string()) }),
			})
			.nullable()
			.meta({ description: 'The advert’s stored skills the applicant has and lacks, by label; null when it has none' }),
	}),
)

const competition = () => z.enum(['high', 'moderate', 'low']).nullable()
const PoolGroupSchema = z.object({
	name: z.string(),
	candidates: count(),
	averageExperience: z.number().nullable(),
	listedJobs: count().nullable(),
	competitionLevel: competition(),
})
const BreakdownSchema = z.object({
	groups: z.array(PoolGroupSchema),
	hiddenGroups: count().meta({
		description:
			'Groups left out: fewer than 5 people, or within 5 people of the total or of the same group under a wider filter',
	}),
	otherCandidates: count().nullable(),
})

const TalentPoolSchema = named(
	'TalentPool',
	z.object({
		location: z.string(),
		industry: z.string().nullable(),
		skillCategory: z.string().nullable(),
		enoughData: z.boolean(),
		reason: z.string().nullable().meta({
			description:
				'Why no figure is given: fewer than 5 seekers match, or the filters differ from a wider choice by 1 to 4 seekers',
		}),
		availableCandidates: count().nullable(),
		activeCandidates: count().nullable(),
		averageExperience: z.number().nullable(),
		listedJobs: count().nullable(),
		jobsPerSeeker: z.number().nullable(),
		competitionLevel: competition(),
		topSkills: z.array(z.object({ skill: z.string(), candidates: count() })),
		salaryExpectations: BreakdownSchema,
		recommendedActions: z.array(z.string()),
		sectors: z.array(PoolGroupSchema),
		breakdowns: z.object({
			industries: BreakdownSchema,
			areas: BreakdownSchema,
			skillCategories: BreakdownSchema,
			availability: BreakdownSchema,
		}),
	}),
)

const EMPLOYERS_ONLY = 'Signed in, but not as an employer'

export const insightOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/market-insights',
		summary: 'The local job market in figures',
		access: 'anyone',
		answers: { 200: { description: 'The figures', schema: MarketInsightsSchema } },
	},
	{
		method: 'get',
		path: '/api/market-trends',
		summary: 'Jobs posted per industry over the last six calendar months, the busiest first',
		access: 'anyone',
		paged: true,
		answers: { 200: { description: 'A page of industries', schema: z.array(MarketTrendSchema) } },
	},
	{
		method: 'get',
		path: '/api/salary-benchmarks',
		summary: 'A salary benchmark for a job title, industry and experience level',
		access: 'employer',
		query: SalaryBenchmarkQuerySchema,
		answers: {
			200: { description: 'The benchmark', schema: SalaryBenchmarkSchema },
			400: 'A filter not in its list, named in `errors`',
			403: EMPLOYERS_ONLY,
		},
	},
	{
		method: 'get',
		path: '/api/candidate-quality-scores',
		summary: 'Your applications, each scored; no applicant’s name',
		access: 'employer',
		query: CandidateQualityQuerySchema,
		paged: true,
		answers: {
			200: { description: 'A page of scores', schema: z.array(CandidateScoreSchema) },
			400: 'A bad jobId, sort, limit or offset, named in `errors`',
			403: EMPLOYERS_ONLY,
			404: 'Job not found: jobId is not one of your jobs',
		},
	},
	{
		method: 'get',
		path: '/api/talent-pool-insights',
		summary: 'The local talent pool as aggregates: never a person, no group under 5',
		access: 'employer',
		query: TalentPoolQuerySchema,
		answers: {
			200: { description: 'The pool', schema: TalentPoolSchema },
			400: 'A filter not in its list, named in `errors`',
			403: EMPLOYERS_ONLY,
		},
	},
]
