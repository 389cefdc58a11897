// Fills the taxonomy tables (occupation, skill, occupation_skill) from the shipped data
// (taxonomy-data.server.ts) so that they match it exactly: rows are upserted by id and links the
// data no longer has are removed. Run by the taxonomy migration, and by any later migration that
// ships a new version of the data or of the local vocabulary (decision 196).
import { taxonomyData } from './taxonomy-data.server.ts'

type Execute = (sql: string, params?: unknown[]) => Promise<unknown>

/** Rows a statement: each statement stays well inside the client's 12-second query limit on a busy machine. */
const CHUNK = 5_000

function chunks<T>(rows: readonly T[]) {
	const result: T[][] = []
	for (let start = 0; start < rows.length; start += CHUNK) result.push(rows.slice(start, start + CHUNK))
	return result
}

/**
 * Rows are sent as JSON documents of CHUNK rows and unpacked in PostgreSQL (about 30 statements for
 * 150,000 rows). Run inside a transaction (a migration's): the links to remove are found through a
 * temporary table dropped at its end.
 */
export async function syncTaxonomy(execute: Execute) {
	const { skills, occupations, occupationSkills } = taxonomyData()
	for (const rows of chunks(occupations))
		await execute(
			`insert into "occupation" ("id", "esco_code", "isco_group", "label", "alt_labels")
			select o.id, o.code, o.isco, o.label, o.alt
			from json_to_recordset(?::json) as o(id int, code varchar, isco varchar, label varchar, alt text[])
			on conflict ("id") do update set "esco_code" = excluded."esco_code", "isco_group" = excluded."isco_group",
				"label" = excluded."label", "alt_labels" = excluded."alt_labels"`,
			[
				JSON.stringify(
					rows.map((o) => ({ id: o.id, code: o.escoCode, isco: o.iscoGroup, label: o.label, alt: o.altLabels })),
				),
			],
		)
	for (const rows of chunks(skills))
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
					rows.map((s) => ({
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
		`create temporary table "shipped_occupation_skill" ("occupation_id" int, "skill_id" int, "essential" boolean, primary key ("occupation_id", "skill_id")) on commit drop`,
	)
	for (const rows of chunks(occupationSkills))
		await execute(
			`insert into "shipped_occupation_skill" select * from json_to_recordset(?::json) as l(occupation_id int, skill_id int, essential boolean)`,
			[
				JSON.stringify(
					rows.map((l) => ({ occupation_id: l.occupationId, skill_id: l.skillId, essential: l.essential })),
				),
			],
		)
	await execute(
		`delete from "occupation_skill" os where not exists (
			select 1 from "shipped_occupation_skill" l where l.occupation_id = os.occupation_id and l.skill_id = os.skill_id
		)`,
	)
	for (const rows of chunks(occupationSkills))
		await execute(
			`insert into "occupation_skill" ("occupation_id", "skill_id", "essential")
			select * from json_to_recordset(?::json) as l(occupation_id int, skill_id int, essential boolean)
			on conflict ("occupation_id", "skill_id") do update set "essential" = excluded."essential"`,
			[
				JSON.stringify(
					rows.map((l) => ({ occupation_id: l.occupationId, skill_id: l.skillId, essential: l.essential })),
				),
			],
		)
}
