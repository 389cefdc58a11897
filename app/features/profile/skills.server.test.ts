import { describe, expect, test } from 'vitest'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { UserSkill } from '../../models/user-skill.ts'
import { MAX_SKILLS_PER_USER, SKILL_LIMIT_MESSAGE, SkillSchema, todayInUk } from './skill-schemas.ts'
import {
	addSkill,
	deleteSkill,
	DuplicateSkillError,
	SkillLimitError,
	skillOf,
	skillsOf,
	updateSkill,
} from './skills.server.ts'

const skill = (fields: Record<string, unknown>) =>
	SkillSchema.parse({ skillCategory: 'Other', proficiencyLevel: 'Intermediate', ...fields })

describe('the skill schema', () => {
	test('the three required fields carry the messages of docs/product.md §15', () => {
		const result = SkillSchema.safeParse({ skillName: '   ' })
		expect(result.success).toBe(false)
		expect(result.error?.flatten().fieldErrors).toEqual({
			skillName: ['Skill name is required'],
			skillCategory: ['Category is required'],
			proficiencyLevel: ['Proficiency level is required'],
		})
	})

	test('years at least 0, no future dates, expiry not before the certificate, and isVerified cannot be sent', () => {
		const errors = SkillSchema.safeParse({
			skillName: 'Forklift',
			skillCategory: 'Other',
			proficiencyLevel: 'Expert',
			yearsOfExperience: -1,
			lastUsed: '2999-01-01',
			certificationDate: '2024-05-01',
			certificationExpiry: '2024-04-30',
		}).error?.flatten().fieldErrors
		expect(errors).toEqual({
			yearsOfExperience: ['Years of experience must be 0 or more'],
			lastUsed: ['Last used cannot be in the future'],
			certificationExpiry: ['Certification expiry must be on or after the certification date'],
		})
		expect(
			SkillSchema.safeParse({ skillName: 'X', skillCategory: 'Cooking', proficiencyLevel: 'Guru' }).error?.flatten()
				.fieldErrors,
		).toEqual({
			skillCategory: ['Choose a category from the list'],
			proficiencyLevel: ['Choose a proficiency level from the list'],
		})
		const parsed = skill({ skillName: ' Excel ', isVerified: true, lastUsed: todayInUk() })
		expect(parsed).not.toHaveProperty('isVerified')
		expect(parsed.skillName).toBe('Excel')
	})
})

describe('skills', () => {
	test('added, listed A to Z, changed and deleted by their owner only; never verified', async () => {
		const { user } = await apiUser('employee')
		const { user: other } = await apiUser('employee')
		const forklift = await addSkill(
			await freshEm(),
			user,
			skill({
				skillName: 'Forklift (counterbalance)',
				proficiencyLevel: 'Advanced',
				yearsOfExperience: 3,
				certificationName: 'RTITB Counterbalance',
				certificationDate: '2023-03-14',
				certificationExpiry: '2026-03-14',
			}),
		)
		expect(forklift).toMatchObject({
			skillName: 'Forklift (counterbalance)',
			yearsOfExperience: 3,
			certificationDate: '2023-03-14',
			isVerified: false,
		})
		await addSkill(await freshEm(), user, skill({ skillName: 'Customer service' }))
		expect((await skillsOf(await freshEm(), user)).items.map((s) => s.skillName)).toEqual([
			'Customer service',
			'Forklift (counterbalance)',
		])

		expect(await skillOf(await freshEm(), other, forklift.id)).toBeNull()
		expect(await updateSkill(await freshEm(), other, forklift.id, skill({ skillName: 'Stolen' }))).toBeNull()
		expect(await deleteSkill(await freshEm(), other, forklift.id)).toBe(false)
		expect((await skillsOf(await freshEm(), other)).total).toBe(0)

		const changed = await updateSkill(
			await freshEm(),
			user,
			forklift.id,
			skill({ skillName: 'Forklift', yearsOfExperience: 4 }),
		)
		expect(changed).toMatchObject({
			id: forklift.id,
			skillName: 'Forklift',
			yearsOfExperience: 4,
			certificationName: null,
		})
		expect(await deleteSkill(await freshEm(), user, forklift.id)).toBe(true)
		expect((await skillsOf(await freshEm(), user)).items.map((s) => s.skillName)).toEqual(['Customer service'])
	})

	test('a name the seeker already lists, in any case, is refused on add and on edit; someone else may use it', async () => {
		const { user } = await apiUser('employee')
		const { user: other } = await apiUser('employee')
		await addSkill(await freshEm(), user, skill({ skillName: 'Food Hygiene' }))
		const excel = await addSkill(await freshEm(), user, skill({ skillName: 'Excel' }))
		await expect(addSkill(await freshEm(), user, skill({ skillName: 'food hygiene' }))).rejects.toThrow(
			new DuplicateSkillError('food hygiene'),
		)
		await expect(updateSkill(await freshEm(), user, excel.id, skill({ skillName: 'FOOD HYGIENE' }))).rejects.toThrow(
			DuplicateSkillError,
		)
		// Keeping its own name (in another case) is no duplicate.
		expect(await updateSkill(await freshEm(), user, excel.id, skill({ skillName: 'EXCEL' }))).toMatchObject({
			skillName: 'EXCEL',
		})
		await addSkill(await freshEm(), other, skill({ skillName: 'Food hygiene' }))
		expect(await (await freshEm()).count(UserSkill, { user: user.id })).toBe(2)
		// The database says so too, past the service.
		const em = await freshEm()
		em.create(UserSkill, { ...skill({ skillName: 'EXCEL '.trim().toLowerCase() }), user: user.id })
		await expect(em.flush()).rejects.toThrow(/user_skill_user_name_unique/)
	})

	test(`at most ${MAX_SKILLS_PER_USER} skills a seeker, even when added at once`, async () => {
		const { user } = await apiUser('employee')
		const em = await freshEm()
		for (let n = 1; n < MAX_SKILLS_PER_USER - 1; n++)
			em.create(UserSkill, { ...skill({ skillName: `Skill ${n}` }), user: user.id })
		await em.flush()
		const results = await Promise.allSettled(
			['Last A', 'Last B', 'Last C'].map(async (skillName) => addSkill(await freshEm(), user, skill({ skillName }))),
		)
		expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(2)
		const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult
		expect(refused.reason).toBeInstanceOf(SkillLimitError)
		expect(refused.reason.message).toBe(SKILL_LIMIT_MESSAGE)
		expect(await (await freshEm()).count(UserSkill, { user: user.id })).toBe(MAX_SKILLS_PER_USER)
	})
})
