// Seekers' skills map to taxonomy skills, the free text kept when nothing matches (decision 200),
// on saving a profile skill and, for rows from before, by the skills backfill.
import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { sql } from '../../../tests/fixtures/queue.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { SkillSchema } from '../profile/skill-schemas.ts'
import { addSkill, updateSkill } from '../profile/skills.server.ts'
import { skillOfSeekerText, skillsOfTexts } from './seeker-skills.server.ts'
import { backfillSkills, findSkillsOfOlderJobs } from './skills-backfill.server.ts'
import { taxonomyData } from './taxonomy-data.server.ts'

const { skills } = taxonomyData()
const skillId = (label: string) => skills.find((skill) => skill.label.toLowerCase() === label.toLowerCase())!.id

describe('texts to skills', () => {
	test('a name is one skill; a sentence gives every skill it names; the rest is kept as written', () => {
		expect(
			skillsOfTexts([
				'Customer service',
				'FLT licence',
				'Years of driving and general cleaning at a busy site',
				'Zanthor juggling',
				'  ',
			]),
		).toEqual({
			skillIds: [
				skillId('customer service'),
				skillId('operate forklift'),
				skillId('drive vehicles'),
				skillId('perform cleaning duties'),
			],
			unmatched: ['Zanthor juggling'],
		})
	})

	test('a bare job word names no skill', () => {
		expect(skillOfSeekerText('Chef')).toBeNull()
		expect(skillsOfTexts(['Engineer', 'Assistant'])).toEqual({ skillIds: [], unmatched: ['Engineer', 'Assistant'] })
	})
})

describe("a profile skill's taxonomy skill", () => {
	const input = (skillName: string) =>
		SkillSchema.parse({ skillName, skillCategory: 'Other', proficiencyLevel: 'Expert' })
	const stored = async (id: number) =>
		(
			await sql<{ skill_id: number | null; skill_name: string }>(
				'select skill_id, skill_name from user_skill where id = $1',
				[id],
			)
		)[0]

	test('is set when it is added and changed, and null with the name kept when none matches', async () => {
		const { user } = await apiUser('employee')
		const added = await addSkill(await freshEm(), user, input('Customer service'))
		expect(await stored(added.id)).toEqual({ skill_id: skillId('customer service'), skill_name: 'Customer service' })
		await updateSkill(await freshEm(), user, added.id, input('Zanthor juggling'))
		expect(await stored(added.id)).toEqual({ skill_id: null, skill_name: 'Zanthor juggling' })
	})
})

describe('the skills backfill', () => {
	test("finds the skills of jobs and seekers' skills stored before the taxonomy, and leaves them once done", async () => {
		const { user: employer } = await apiUser('employer')
		const job = await postedJob(employer, {
			title: 'Picker Packer',
			description: 'Requirements\nCounterbalance licence.',
		})
		const { user: seeker } = await apiUser('employee')
		const skill = await addSkill(
			await freshEm(),
			seeker,
			SkillSchema.parse({ skillName: 'FLT licence', skillCategory: 'Other', proficiencyLevel: 'Expert' }),
		)
		// As a database from before this change has them.
		await sql(
			`update job set skill_ids = '{}', company_text = null, occupation_id = null, skills_found_at = null where id = $1`,
			[job.id],
		)
		await sql('delete from job_skill where job_id = $1', [job.id])
		await sql('update user_skill set skill_id = null, skill_matched_at = null where id = $1', [skill.id])
		const [before] = await sql<{ updated_at: Date }>('select updated_at from job where id = $1', [job.id])

		const done = await backfillSkills(await freshEm())
		expect(done.jobs).toBeGreaterThanOrEqual(1)
		expect(done.seekerSkills).toBeGreaterThanOrEqual(1)
		const [after] = await sql<{ skill_ids: number[]; updated_at: Date; found: boolean }>(
			'select skill_ids, updated_at, skills_found_at is not null as found from job where id = $1',
			[job.id],
		)
		expect(after).toEqual({
			skill_ids: [skillId('counterbalance forklift licence')],
			updated_at: before!.updated_at,
			found: true,
		})
		const [seekerSkill] = await sql<{ skill_id: number }>('select skill_id from user_skill where id = $1', [skill.id])
		expect(seekerSkill!.skill_id).toBe(skillId('operate forklift'))
		expect(await findSkillsOfOlderJobs(await freshEm())).toBe(0)
	})
})
