import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { INQUIRY_TYPES } from '../features/directory/enquiry-schemas.ts'
import { inboxColumns } from './inbox-columns.ts'

/** A message sent from /contact (docs/product.md §16, §22.7); an admin marks it handled. */
export const ContactMessage = defineEntity({
	name: 'ContactMessage',
	tableName: 'contact_message',
	properties: {
		id: p.integer().primary().autoincrement(),
		name: p.string().length(255),
		email: p.string().length(254),
		subject: p.string().length(255),
		message: p.text(),
		inquiryType: p.enum(INQUIRY_TYPES),
		...inboxColumns(),
	},
})
export type ContactMessage = InferEntity<typeof ContactMessage>
