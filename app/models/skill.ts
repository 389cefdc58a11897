import { defineEntity, p, type InferEntity } from '@mikro-orm/core'

/**
 * A skill or piece of knowledge of the taxonomy (decision 196): ESCO 1.2.0's (`origin` esco; its
 * code is null where the shipped extract names it only by label) or one of the board's own UK
 * terms (`origin` local: CSCS card, DBS check …, app/features/skills/local-vocabulary.ts). Labels are
 * unique in any case. Reference data, filled by the taxonomy migration; ids never change.
 */
export const Skill = defineEntity({
	name: 'Skill',
	tableName: 'skill',
	checks: [
		{ name: 'skill_origin_check', expression: `origin in ('esco', 'local')` },
		{ name: 'skill_type_check', expression: `skill_type is null or skill_type in ('skill', 'knowledge')` },
	],
	uniques: [
		{ name: 'skill_label_unique', expression: 'create unique index "skill_label_unique" on "skill" (lower("label"))' },
	],
	properties: {
		id: p.integer().primary().autoincrement(false),
		escoCode: p.string().length(36).nullable().unique(),
		label: p.string().length(255),
		altLabels: p.array().default([]),
		skillType: p.string().length(10).nullable(),
		reuseLevel: p.string().length(20).nullable(),
		origin: p.string().length(5),
	},
})
export type Skill = InferEntity<typeof Skill>
