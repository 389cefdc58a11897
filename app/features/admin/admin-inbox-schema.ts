// What an admin can do from the inbox (/admin): one form per item, told apart by `intent`. The
// item's field is `itemId`, not `id`: a form's `id` property would then be that input, not its id.
import { z } from 'zod'
import { AdminJobSourceInputSchema } from '../importing/job-source-schemas.ts'

const itemId = z.coerce.number({ error: 'Unknown item' }).int('Unknown item').positive('Unknown item')
const reason = z
	.string({ error: 'Please give a reason' })
	.trim()
	.min(3, 'Please give a reason (at least 3 characters)')
	.max(500, 'Please keep the reason under 500 characters')

export const InboxActionSchema = z.discriminatedUnion('intent', [
	z.object({ intent: z.literal('approve-submission'), itemId }),
	z.object({ intent: z.literal('reject-submission'), itemId, reason }),
	z.object({ intent: z.literal('contact-handled'), itemId }),
	z.object({ intent: z.literal('enquiry-handled'), itemId }),
	z.object({ intent: z.literal('hide-review'), itemId, reason }),
	z.object({ intent: z.literal('approve-source'), itemId }),
	AdminJobSourceInputSchema.extend({ intent: z.literal('add-source') }),
])
export type InboxAction = z.output<typeof InboxActionSchema>
export type InboxIntent = InboxAction['intent']
