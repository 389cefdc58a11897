import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/** A Stripe webhook event already handled, by its id, so that a replay is ignored. */
export const StripeEvent = defineEntity({
	name: 'StripeEvent',
	tableName: 'stripe_event',
	properties: {
		id: p.string().length(255).primary(),
		type: p.string().length(100),
		receivedAt: p.datetime().onCreate(() => new Date()),
	},
})
export type StripeEvent = InferEntity<typeof StripeEvent>
