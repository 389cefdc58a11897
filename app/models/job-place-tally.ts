import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * How many active jobs at one place (their area's centre, `job.latitude` and `longitude`) end their
 * listing in one hour (UTC). Kept by the job_listing_tally trigger on `job` (decision 241) so that
 * a search near a postcode counts its listed jobs by summing a few thousand rows however many
 * jobs there are; the app never writes it.
 */
export const JobPlaceTally = defineEntity({
	name: 'JobPlaceTally',
	tableName: 'job_place_tally',
	properties: {
		latitude: p.double().primary(),
		longitude: p.double().primary(),
		expiresHour: p.datetime().primary(),
		jobs: p.integer(),
	},
})
export type JobPlaceTally = InferEntity<typeof JobPlaceTally>
