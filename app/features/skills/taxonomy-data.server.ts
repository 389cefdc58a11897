// The skills and occupations taxonomy as shipped in data/esco (ESCO 1.2.0, CC BY 4.0, "ESCO,
// European Commission"; what was kept and how: data/esco/README.md), plus the board's own local
// vocabulary (local-vocabulary.ts). Read from disk on first use and kept for the process, like the
// postcode districts: the migration that fills the taxonomy tables and the in-memory phrase index
// (taxonomy.server.ts) both read it from here, so the tables and the index never disagree.
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { gunzipSync } from 'node:zlib'
import { LOCAL_SKILLS } from './local-vocabulary.ts'

export type SkillType = 'skill' | 'knowledge'
export type ReuseLevel = 'transversal' | 'cross-sector' | 'sector-specific' | 'occupation-specific'

export type SkillRecord = {
	id: number
	/** The last segment of the ESCO URI; null for a skill ESCO 1.2.0 names only by label, and for local skills. */
	escoCode: string | null
	label: string
	altLabels: string[]
	skillType: SkillType | null
	reuseLevel: ReuseLevel | null
	origin: 'esco' | 'local'
}

export type OccupationRecord = {
	id: number
	escoCode: string
	/** The ISCO-08 unit group (4 digits). */
	iscoGroup: string
	label: string
	altLabels: string[]
}

export type OccupationSkillRecord = { occupationId: number; skillId: number; essential: boolean }

export type TaxonomyData = {
	skills: SkillRecord[]
	occupations: OccupationRecord[]
	occupationSkills: OccupationSkillRecord[]
}

const TYPES: Record<string, SkillType | null> = { s: 'skill', k: 'knowledge', '': null }
const REUSE: Record<string, ReuseLevel | null> = {
	t: 'transversal',
	c: 'cross-sector',
	s: 'sector-specific',
	o: 'occupation-specific',
	'': null,
}

/** data/esco in the nearest folder above this module that has it (source, build or a test's build). */
function dataFolder() {
	const start = path.dirname(fileURLToPath(import.meta.url))
	for (let folder = start; ; folder = path.dirname(folder)) {
		const candidate = path.join(folder, 'data', 'esco')
		if (existsSync(path.join(candidate, 'skills.tsv.gz'))) return candidate
		if (path.dirname(folder) === folder) throw new Error(`data/esco is in no folder above ${start}`)
	}
}

function rowsOf(folder: string, name: string) {
	const [, ...lines] = gunzipSync(readFileSync(path.join(folder, `${name}.tsv.gz`)))
		.toString('utf8')
		.split('\n')
	return lines.filter((line) => line.length > 0).map((line) => line.split('\t'))
}

const labels = (field: string | undefined) => (field ? field.split('|') : [])

let data: TaxonomyData | undefined

/** Every skill, occupation and link between them: ESCO's, then the local vocabulary's. */
export function taxonomyData(): TaxonomyData {
	if (data) return data
	const folder = dataFolder()
	const skills: SkillRecord[] = rowsOf(folder, 'skills').map(([id, code, label, alt, type, reuse]) => ({
		id: Number(id),
		escoCode: code || null,
		label: label!,
		altLabels: labels(alt),
		skillType: TYPES[type ?? ''] ?? null,
		reuseLevel: REUSE[reuse ?? ''] ?? null,
		origin: 'esco',
	}))
	const occupations: OccupationRecord[] = rowsOf(folder, 'occupations').map(([id, code, isco, label, alt]) => ({
		id: Number(id),
		escoCode: code!,
		iscoGroup: isco!,
		label: label!,
		altLabels: labels(alt),
	}))
	const localLinks: OccupationSkillRecord[] = []
	const occupationByLabel = new Map(occupations.map((occupation) => [occupation.label.toLowerCase(), occupation.id]))
	for (const local of LOCAL_SKILLS) {
		skills.push({
			id: local.id,
			escoCode: null,
			label: local.label,
			altLabels: [...local.altLabels],
			skillType: local.skillType,
			reuseLevel: null,
			origin: 'local',
		})
		for (const [relation, names] of [
			[true, local.essentialFor ?? []],
			[false, local.optionalFor ?? []],
		] as const) {
			for (const name of names) {
				const occupationId = occupationByLabel.get(name.toLowerCase())
				if (occupationId === undefined) throw new Error(`Local skill ${local.label}: no ESCO occupation "${name}"`)
				localLinks.push({ occupationId, skillId: local.id, essential: relation })
			}
		}
	}
	// The 129,000 links are read only when asked for: finding skills in text needs none of them.
	let links: OccupationSkillRecord[] | undefined
	data = {
		skills,
		occupations,
		get occupationSkills() {
			links ??= [
				...rowsOf(folder, 'occupation-skills').map(([occupation, skill, relation]) => ({
					occupationId: Number(occupation),
					skillId: Number(skill),
					essential: relation === 'e',
				})),
				...localLinks,
			]
			return links
		},
	}
	return data
}
