import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * A word "Did you mean" may offer for a misspelt search (decision 204): the words of job titles
 * (added by the job_search_vocabulary trigger on `job`) and of the taxonomy's occupation labels and
 * skill labels (added by the search_relevance migration), lower-case plain letters, trigram-indexed
 * (pg_trgm) so that the nearest words to a misspelling are found from the index. The app never
 * writes it.
 */
export const SearchWord = defineEntity({
	name: 'SearchWord',
	tableName: 'search_word',
	indexes: [
		{
			name: 'search_word_trigram_idx',
			expression: `create index "search_word_trigram_idx" on "search_word" using gin ("word" gin_trgm_ops)`,
		},
	],
	properties: {
		word: p.text().primary(),
		/** A word of some job title: preferred as a correction to a word of the taxonomy alone. */
		inTitles: p.boolean().default(false),
	},
})
export type SearchWord = InferEntity<typeof SearchWord>
