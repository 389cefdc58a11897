import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { Occupation } from './occupation.ts'
import { Skill } from './skill.ts'

/** A skill an occupation asks for: essential, or optional (ESCO's relation; decision 196). Reference data. */
export const OccupationSkill = defineEntity({
	name: 'OccupationSkill',
	tableName: 'occupation_skill',
	properties: {
		occupation: () => p.manyToOne(Occupation).primary().deleteRule('cascade'),
		skill: () => p.manyToOne(Skill).primary().deleteRule('cascade').index(),
		essential: p.boolean(),
	},
})
export type OccupationSkill = InferEntity<typeof OccupationSkill>
