// The milestones of a job seeker's career path (docs/product.md §15, decision 151): ticked and
// unticked, moving the path's status with them (§22.44), and the seeker's own added and removed.
// Only the path's owner may; anyone else's path or milestone is simply "not found" (null).
import { LockMode } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { CareerMilestone } from '../../models/career-milestone.ts'
import { CareerPath } from '../../models/career-path.ts'
import type { User } from '../../models/user.ts'
import {
	MAX_MILESTONES_PER_PATH,
	MILESTONE_LIMIT_MESSAGE,
	MILESTONE_NOT_OWN,
	type CareerPathView,
	type MilestoneInput,
} from './career-path-schemas.ts'
import { statusOf } from './career-path-plan.ts'
import { careerPathOf } from './career-paths.server.ts'

/**
 * Runs `change` on one of the seeker's paths, locked, with its milestones (last first); `change`
 * answers the path's milestones after it, or null when there is no such milestone. The path's
 * status then follows them. Answers the path as it is now, or null when it or the milestone is
 * not theirs.
 */
async function changeMilestones(
	em: EntityManager,
	user: Pick<User, 'id'>,
	pathId: number,
	change: (tx: EntityManager, path: CareerPath, milestones: CareerMilestone[]) => Promise<CareerMilestone[] | null>,
): Promise<CareerPathView | null> {
	const found = await em.transactional(async (tx) => {
		const path = await tx.findOne(CareerPath, { id: pathId, user: user.id }, { lockMode: LockMode.PESSIMISTIC_WRITE })
		if (!path) return false
		const milestones = await tx.find(CareerMilestone, { careerPath: pathId }, { orderBy: { orderIndex: 'desc' } })
		const after = await change(tx, path, milestones)
		if (!after) return false
		path.progressStatus = statusOf(after)
		await tx.flush()
		return true
	})
	return found ? careerPathOf(em.fork(), user, pathId) : null
}

/**
 * Ticks (`done`) or unticks a milestone of one of the seeker's paths and moves the path's status
 * with it. Null when the path is not theirs or has no such milestone. Ticking a ticked one keeps
 * its first date.
 */
export function setMilestoneDone(
	em: EntityManager,
	user: Pick<User, 'id'>,
	pathId: number,
	milestoneId: number,
	done: boolean,
	now = new Date(),
): Promise<CareerPathView | null> {
	return changeMilestones(em, user, pathId, async (_tx, _path, milestones) => {
		const milestone = milestones.find((m) => m.id === milestoneId)
		if (!milestone) return null
		if (milestone.isCompleted !== done) {
			milestone.isCompleted = done
			milestone.completedDate = done ? now : null
		}
		return milestones
	})
}

/** The path already has MAX_MILESTONES_PER_PATH milestones. */
export class MilestoneLimitError extends Error {
	constructor() {
		super(MILESTONE_LIMIT_MESSAGE)
	}
}

/** Only a milestone the seeker added can be removed; the others follow the path's fields. */
export class MilestoneNotOwnError extends Error {
	constructor() {
		super(MILESTONE_NOT_OWN)
	}
}

/**
 * Adds the seeker's own milestone to one of their paths, before the last ("Apply for … roles"); a
 * completed path is in progress again. Null when the path is not theirs.
 */
export function addMilestone(
	em: EntityManager,
	user: Pick<User, 'id'>,
	pathId: number,
	input: MilestoneInput,
): Promise<CareerPathView | null> {
	return changeMilestones(em, user, pathId, async (tx, path, milestones) => {
		if (milestones.length >= MAX_MILESTONES_PER_PATH) throw new MilestoneLimitError()
		const last = milestones.find((m) => m.kind === 'apply')
		let orderIndex = (milestones[0]?.orderIndex ?? 0) + 1
		if (last) {
			// Make room: the apply milestone moves one down (last first, so no two share an index).
			orderIndex = last.orderIndex
			for (const m of milestones.filter((m) => m.orderIndex >= orderIndex)) {
				m.orderIndex += 1
				await tx.flush()
			}
		}
		const added = tx.create(CareerMilestone, { ...input, kind: 'own', careerPath: path, orderIndex })
		return [...milestones, added]
	})
}

/** Removes a milestone the seeker added; null when the path or milestone is not theirs. */
export function deleteMilestone(
	em: EntityManager,
	user: Pick<User, 'id'>,
	pathId: number,
	milestoneId: number,
): Promise<CareerPathView | null> {
	return changeMilestones(em, user, pathId, async (tx, _path, milestones) => {
		const milestone = milestones.find((m) => m.id === milestoneId)
		if (!milestone) return null
		if (milestone.kind !== 'own') throw new MilestoneNotOwnError()
		tx.remove(milestone)
		return milestones.filter((m) => m !== milestone)
	})
}
