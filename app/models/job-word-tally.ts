import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * How many active jobs hold a word (a lexeme of their `search_vector`) and end their listing in
 * one hour (UTC). Kept by the job_search_words trigger on `job` (decision 171) so that a search
 * for one word counts its listed matches by summing a few hundred rows instead of reading every
 * matching job; the app never writes it.
 */
export const JobWordTally = defineEntity({
	name: 'JobWordTally',
	tableName: 'job_word_tally',
	// A word's hours summed from the index alone (the rows of one word lie scattered over the table).
	indexes: [
		{
			name: 'job_word_tally_count_idx',
			expression: `create index "job_word_tally_count_idx" on "job_word_tally" ("word", "expires_hour") include ("jobs")`,
		},
	],
	properties: {
		word: p.text().primary(),
		expiresHour: p.datetime().primary(),
		jobs: p.integer(),
	},
})
export type JobWordTally = InferEntity<typeof JobWordTally>
