import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { SALARY_PERIODS } from '../utils/salary.ts'
import { ALL_INDUSTRIES, POST_JOB_TYPES, SPONSORSHIP_TYPES } from '../utils/job-options.ts'
import { User } from './user.ts'

/**
 * A job advert. `salary` is the employer's own text; `salaryMinPence`, `salaryMaxPence` and
 * `salaryPeriod` are parsed from it on save so that filters and sorting are exact and indexed.
 * `salaryAnnualMin`/`Max` (whole pounds a year, hourly pay at 37.5 hours for 52 weeks),
 * `searchVector` and `rankVector` are computed by PostgreSQL.
 */
export const Job = defineEntity({
	name: 'Job',
	tableName: 'job',
	checks: [
		{ name: 'job_job_type_check', expression: `job_type in (${POST_JOB_TYPES.map((t) => `'${t}'`).join(', ')})` },
		{ name: 'job_industry_check', expression: `industry in (${ALL_INDUSTRIES.map((i) => `'${i.replaceAll("'", "''")}'`).join(', ')})` },
		{ name: 'job_salary_range_check', expression: 'salary_min_pence is null or salary_max_pence >= salary_min_pence' },
	],
	indexes: [
		{ name: 'job_listing_idx', properties: ['isActive', 'expiresAt', 'postedAt'] },
		{ name: 'job_search_vector_idx', expression: 'create index "job_search_vector_idx" on "job" using gin ("search_vector")' },
		{ name: 'job_sponsored_idx', properties: ['isSponsored', 'sponsorshipExpiresAt'] },
		// The search's indexes over listed jobs (decision 061): counting any filter combination
		// from the index alone, and walking the newest or best-paid listed jobs in order.
		{
			name: 'job_listed_filters_idx',
			expression:
				'create index "job_listed_filters_idx" on "job" ("expires_at") include ("location", "job_type", "industry", "posted_at", "salary_annual_max") where "is_active"',
		},
		{ name: 'job_listed_newest_idx', expression: 'create index "job_listed_newest_idx" on "job" ("posted_at" desc, "id" desc) where "is_active"' },
		{
			name: 'job_listed_salary_idx',
			expression: 'create index "job_listed_salary_idx" on "job" ("salary_annual_max" desc nulls last, "posted_at" desc, "id" desc) where "is_active"',
		},
		{
			name: 'job_listed_sponsored_idx',
			expression: 'create index "job_listed_sponsored_idx" on "job" ("posted_at" desc, "id" desc) where "is_active" and "is_sponsored"',
		},
		{ name: 'job_listed_company_idx', expression: 'create index "job_listed_company_idx" on "job" (lower("company"), "expires_at") where "is_active"' },
	],
	properties: {
		id: p.integer().primary().autoincrement(),
		title: p.string().length(255),
		company: p.string().length(255),
		location: p.string().length(100).index(),
		salary: p.string().length(255).nullable(),
		description: p.text(),
		jobType: p.string().length(50).index(),
		industry: p.string().length(100).index(),
		contactEmail: p.string().length(254),
		isActive: p.boolean().default(true),
		postedAt: p.datetime().onCreate(() => new Date()).index(),
		expiresAt: p.datetime(),
		user: () => p.manyToOne(User).deleteRule('cascade').index(),
		isSponsored: p.boolean().default(false),
		sponsorshipType: p.enum(SPONSORSHIP_TYPES).nullable(),
		sponsorshipExpiresAt: p.datetime().nullable(),
		stripePaymentId: p.string().length(255).nullable(),
		salaryMinPence: p.integer().nullable(),
		salaryMaxPence: p.integer().nullable(),
		salaryPeriod: p.enum(SALARY_PERIODS).nullable(),
		salaryAnnualMin: p
			.integer()
			.nullable()
			.generated("(case when salary_period = 'hour' then salary_min_pence * 1950 / 100 else salary_min_pence / 100 end) stored")
			.index(),
		salaryAnnualMax: p
			.integer()
			.nullable()
			.generated("(case when salary_period = 'hour' then salary_max_pence * 1950 / 100 else salary_max_pence / 100 end) stored")
			.index(),
		searchVector: p
			.string()
			.columnType('tsvector')
			.generated(
				"(setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'A') || setweight(to_tsvector('english', coalesce(industry, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) stored",
			)
			.nullable()
			.lazy()
			.hidden(),
		/** The words relevance ranks by: title and company (weight A) and industry (B), small enough to rank every match. */
		rankVector: p
			.string()
			.columnType('tsvector')
			.generated(
				"(setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'A') || setweight(to_tsvector('english', coalesce(industry, '')), 'B')) stored",
			)
			.nullable()
			.lazy()
			.hidden(),
		createdAt: p.datetime().onCreate(() => new Date()),
		updatedAt: p.datetime().onCreate(() => new Date()).onUpdate(() => new Date()),
	},
})
export type Job = InferEntity<typeof Job>
