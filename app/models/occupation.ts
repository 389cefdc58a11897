import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * An occupation of the skills taxonomy (ESCO 1.2.0; decision 196): its preferred label and the
 * alternative labels job titles use ("warehouse operative" and "order picker" are labels of
 * "warehouse worker"). Reference data, filled by the taxonomy migration from data/esco; ids are
 * the shipped files' own and never change.
 */
export const Occupation = defineEntity({
	name: 'Occupation',
	tableName: 'occupation',
	properties: {
		id: p.integer().primary().autoincrement(false),
		escoCode: p.string().length(36).unique(),
		iscoGroup: p.string().length(4),
		label: p.string().length(255),
		altLabels: p.array().default([]),
	},
})
export type Occupation = InferEntity<typeof Occupation>
