import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/** One counting window per key (for example `login:ip:203.0.113.9`); shared by all app instances. */
export const RateLimit = defineEntity({
	name: 'RateLimit',
	tableName: 'rate_limit',
	properties: {
		key: p.string().length(300).primary(),
		count: p.integer(),
		windowStart: p.datetime(),
		windowEnd: p.datetime().index(),
	},
})
export type RateLimit = InferEntity<typeof RateLimit>
