import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { Job } from './job.ts'

/**
 * An active job under one word it is ranked by (a lexeme of its rank vector: title, employer,
 * occupation and skill tokens), with its relevance for that word (`job_relevance`: tier and
 * `ts_rank`, decision 203), posting date and listing end, so that a one-word search walks the best
 * matches in relevance order from an index (decision 171). `sponsoredUntil` is its sponsorship's
 * end while it has one: a running sponsorship lifts it above the other strong matches of the word.
 * It carries the columns a search filters on (area, job type, industry, annual pay), so that a word
 * searched with filters is paged and counted from its rows alone, and a word in an area from that
 * area's rows (`job_rank_word_area_idx`, decision 259).
 * Kept by the job_search_words trigger on `job`; the app never writes it.
 */
export const JobRankWord = defineEntity({
	name: 'JobRankWord',
	tableName: 'job_rank_word',
	indexes: [
		{
			name: 'job_rank_word_order_idx',
			expression: `create index "job_rank_word_order_idx" on "job_rank_word" ("word", "rank" desc, "posted_at" desc, "job_id" desc) include ("expires_at", "sponsored_until") where "rank" > 0`,
		},
		{
			name: 'job_rank_word_sponsored_idx',
			expression: `create index "job_rank_word_sponsored_idx" on "job_rank_word" ("word", "sponsored_until") include ("job_id", "rank", "posted_at", "expires_at", "location", "job_type", "industry", "salary_annual_max") where "sponsored_until" is not null`,
		},
		{
			name: 'job_rank_word_area_idx',
			expression: `create index "job_rank_word_area_idx" on "job_rank_word" ("word", "location", "rank" desc, "posted_at" desc, "job_id" desc) include ("expires_at", "sponsored_until", "job_type", "industry", "salary_annual_max") where "rank" > 0`,
		},
	],
	properties: {
		job: () => p.manyToOne(Job).primary().deleteRule('cascade'),
		word: p.text().primary(),
		rank: p.float().columnType('real'),
		postedAt: p.datetime(),
		expiresAt: p.datetime(),
		sponsoredUntil: p.datetime().nullable(),
		location: p.text(),
		jobType: p.text(),
		industry: p.text(),
		salaryAnnualMax: p.integer().nullable(),
	},
})
export type JobRankWord = InferEntity<typeof JobRankWord>
