// A job seeker's skills (docs/product.md §15): listed, added, changed and deleted only by their
// owner. A name is listed once per seeker whatever its case, and a seeker lists at most
// MAX_SKILLS_PER_USER skills (decision 139). The screens and /api/user/skills map the errors below.
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { User } from '../../models/user.ts'
import { UserSkill } from '../../models/user-skill.ts'
import { Skill } from '../../models/skill.ts'
import { skillOfSeekerText } from '../skills/seeker-skills.server.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import type { SeekerRecords } from '../../platform/seeker-records.server.ts'
import {
	duplicateSkillMessage,
	MAX_SKILLS_PER_USER,
	SKILL_LIMIT_MESSAGE,
	SKILL_NOT_FOUND,
	type SkillInput,
	type SkillView,
} from './skill-schemas.ts'

/** The seeker already lists a skill by this name (compared case-insensitively). */
export class DuplicateSkillError extends Error {
	readonly field = 'skillName'
	constructor(name: string) {
		super(duplicateSkillMessage(name))
	}
}

/** The seeker already lists MAX_SKILLS_PER_USER skills. */
export class SkillLimitError extends Error {
	constructor() {
		super(SKILL_LIMIT_MESSAGE)
	}
}

function toView(row: UserSkill): SkillView {
	return {
		id: row.id,
		skillName: row.skillName,
		skillCategory: row.skillCategory,
		proficiencyLevel: row.proficiencyLevel,
		yearsOfExperience: row.yearsOfExperience ?? null,
		lastUsed: row.lastUsed ?? null,
		certificationName: row.certificationName ?? null,
		certificationDate: row.certificationDate ?? null,
		certificationExpiry: row.certificationExpiry ?? null,
		isVerified: row.isVerified,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	}
}

/** The seeker's skills, A to Z by name; all of them, or one page for the API. */
export async function skillsOf(em: EntityManager, user: Pick<User, 'id'>, page?: Page): Promise<Paged<SkillView>> {
	const [rows, total] = await em.findAndCount(
		UserSkill,
		{ user: user.id },
		{ orderBy: { skillName: 'asc', id: 'asc' }, limit: page?.limit, offset: page?.offset },
	)
	return { items: rows.map(toView), total }
}

/** One of the seeker's skills; null when there is none with this id or it is someone else's. */
export async function skillOf(em: EntityManager, user: Pick<User, 'id'>, id: number) {
	const row = await em.findOne(UserSkill, { id, user: user.id })
	return row ? toView(row) : null
}

/** Another of the seeker's skills with this name (any case), other than `exceptId`. */
async function sameName(em: EntityManager, userId: number, name: string, exceptId?: number) {
	const found = await em
		.createQueryBuilder(UserSkill, 's')
		.select('id')
		.where({ user: userId })
		.andWhere('lower(s.skill_name) = lower(?)', [name])
		.getSingleResult()
	return found && found.id !== exceptId ? found : null
}

/** The taxonomy skill a name maps to (null when none; the name is kept as written either way), and when it was looked up. */
function taxonomySkillOf(em: EntityManager, name: string) {
	const skillId = skillOfSeekerText(name)
	return { skill: skillId === null ? null : em.getReference(Skill, skillId), skillMatchedAt: new Date() }
}

/**
 * Adds a skill. The seeker's row is locked for the transaction, so two adds at once cannot pass the
 * limit together; the unique index is the last word on a repeated name.
 */
export async function addSkill(em: EntityManager, user: Pick<User, 'id'>, input: SkillInput): Promise<SkillView> {
	try {
		return await em.transactional(async (tx) => {
			await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE })
			if (await sameName(tx, user.id, input.skillName)) throw new DuplicateSkillError(input.skillName)
			if ((await tx.count(UserSkill, { user: user.id })) >= MAX_SKILLS_PER_USER) throw new SkillLimitError()
			const row = tx.create(UserSkill, {
				...input,
				...taxonomySkillOf(tx, input.skillName),
				user: tx.getReference(User, user.id),
				isVerified: false,
			})
			await tx.flush()
			return toView(row)
		})
	} catch (error) {
		if (error instanceof UniqueConstraintViolationException) throw new DuplicateSkillError(input.skillName)
		throw error
	}
}

/** Replaces a skill's fields; null when it is not the seeker's. `isVerified` is left as it is. */
export async function updateSkill(
	em: EntityManager,
	user: Pick<User, 'id'>,
	id: number,
	input: SkillInput,
): Promise<SkillView | null> {
	try {
		return await em.transactional(async (tx) => {
			const row = await tx.findOne(UserSkill, { id, user: user.id })
			if (!row) return null
			if (await sameName(tx, user.id, input.skillName, id)) throw new DuplicateSkillError(input.skillName)
			tx.assign(row, { ...input, ...taxonomySkillOf(tx, input.skillName) })
			await tx.flush()
			return toView(row)
		})
	} catch (error) {
		if (error instanceof UniqueConstraintViolationException) throw new DuplicateSkillError(input.skillName)
		throw error
	}
}

/** Deletes one of the seeker's skills; false when there was none with this id (or not theirs). */
export async function deleteSkill(em: EntityManager, user: Pick<User, 'id'>, id: number) {
	return (await em.nativeDelete(UserSkill, { id, user: user.id })) > 0
}

/** The skills as a seeker's records, for their pages on /profile and /api/user/skills. */
export const skillRecords: SeekerRecords<SkillView, SkillInput> = {
	notFound: SKILL_NOT_FOUND,
	list: skillsOf,
	find: skillOf,
	add: addSkill,
	update: updateSkill,
	remove: deleteSkill,
	// A name listed twice is its field's error; a 51st skill is the whole form's.
	conflict: (error) =>
		error instanceof DuplicateSkillError
			? { message: error.message, field: error.field }
			: error instanceof SkillLimitError
				? { message: error.message }
				: null,
}
