import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * How many active jobs were posted in one hour and end their listing in another (both hours
 * UTC). Kept by a trigger on `job` (migration search_tallies, decision 061) so that the listing
 * can count 100,000 listed jobs by summing a few hundred rows; the app never writes it.
 */
export const JobListingTally = defineEntity({
	name: 'JobListingTally',
	tableName: 'job_listing_tally',
	properties: {
		expiresHour: p.datetime().primary(),
		postedHour: p.datetime().primary(),
		jobs: p.integer(),
	},
})
export type JobListingTally = InferEntity<typeof JobListingTally>
