import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * Each company (by its lower-cased name) with an active job, and when its last listing ends.
 * Kept by a trigger on `job` (migration search_tallies, decision 061) so that the listing can
 * count companies with a listed job without reading every job; the app never writes it.
 */
export const CompanyListing = defineEntity({
	name: 'CompanyListing',
	tableName: 'company_listing',
	properties: {
		companyKey: p.string().length(255).primary(),
		listedUntil: p.datetime().index(),
	},
})
export type CompanyListing = InferEntity<typeof CompanyListing>
