import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { inboxColumns } from './inbox-columns.ts'

/** A partnership enquiry sent from /employer-outreach (docs/product.md §17, §22.7); an admin marks it handled. */
export const PartnershipEnquiry = defineEntity({
	name: 'PartnershipEnquiry',
	tableName: 'partnership_enquiry',
	properties: {
		id: p.integer().primary().autoincrement(),
		companyName: p.string().length(255),
		contactName: p.string().length(255),
		email: p.string().length(254),
		phone: p.string().length(50).nullable(),
		industry: p.string().length(50).nullable(),
		companySize: p.string().length(20).nullable(),
		message: p.text().nullable(),
		leadSource: p.string().length(50).nullable(),
		...inboxColumns(),
	},
})
export type PartnershipEnquiry = InferEntity<typeof PartnershipEnquiry>
