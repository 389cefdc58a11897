// Fills the taxonomy tables (occupation, skill, occupation_skill) from the shipped data
// (taxonomy-data.server.ts) so that they match it exactly: rows are upserted by id and links the
// data no longer has are removed. Run by the taxonomy migration, and by any later migration that
// ships a new version of the data or of the local vocabulary (decision 196).
import { taxonomyData } from './taxonomy-data.server.ts'

type Execute = (sql: string, params?: unknown[]) => Promise<unknown>

/** Rows are sent as one JSON document a table and unpacked in PostgreSQL: three statements for about 150,000 rows. */
export async function syncTaxonomy(execute: Execute) {
	const { skills, occupations, occupationSkills } = taxonomyData()
	await execute(
		`insert into "occupation" ("id", "esco_code", "isco_group", "label", "alt_labels")
		select o.id, o.code, o.isco, o.label, o.alt
		from json_to_recordset(?::json) as o(id int, code varchar, isco varchar, label varchar, alt text[])
		on conflict ("id") do update set "esco_code" = excluded."esco_code", "isco_group" = excluded."isco_group",
			"label" = excluded."label", "alt_labels" = excluded."alt_labels"`,
		[
			JSON.stringify(
				occupations.map((o) => ({ id: o.id, code: o.escoCode, isco: o.iscoGroup, label: o.label, alt: o.altLabels })),
			),
		],
	)
	await execute(
		`insert into "skill" ("id", "esco_code", "label", "alt_labels", "skill_type", "reuse_level", "origin")
		select s.id, s.code, s.label, s.alt, s.type, s.reuse, s.origin
		from json_to_recordset(?::json)
			as s(id int, code varchar, label varchar, alt text[], type varchar, reuse varchar, origin varchar)
		on conflict ("id") do update set "esco_code" = excluded."esco_code", "label" = excluded."label",
			"alt_labels" = excluded."alt_labels", "skill_type" = excluded."skill_type",
			"reuse_level" = excluded."reuse_level", "origin" = excluded."origin"`,
		[
			JSON.stringify(
				skills.map((s) => ({
					id: s.id,
					code: s.escoCode,
					label: s.label,
					alt: s.altLabels,
					type: s.skillType,
					reuse: s.reuseLevel,
					origin: s.origin,
				})),
			),
		],
	)
	await execute(
		`with shipped as (
			select * from json_to_recordset(?::json) as l(occupation_id int, skill_id int, essential boolean)
		),
		gone as (
			delete from "occupation_skill" os where not exists (
				select 1 from shipped l where l.occupation_id = os.occupation_id and l.skill_id = os.skill_id
			)
		)
		insert into "occupation_skill" ("occupation_id", "skill_id", "essential")
		select occupation_id, skill_id, essential from shipped
		on conflict ("occupation_id", "skill_id") do update set "essential" = excluded."essential"`,
		[
			JSON.stringify(
				occupationSkills.map((l) => ({ occupation_id: l.occupationId, skill_id: l.skillId, essential: l.essential })),
			),
		],
	)
}
