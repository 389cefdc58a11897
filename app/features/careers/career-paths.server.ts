// A job seeker's career paths (docs/product.md §15, decision 151): listed, made, changed and
// deleted only by their owner (their milestones: career-milestones.server.ts); anyone else's path is simply "not found"
// (null). A path's milestones and status follow the rules of career-path-plan.ts; its recommended
// courses are the active catalogue courses teaching its required skills.
import { LockMode } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { CareerMilestone } from '../../models/career-milestone.ts'
import { CareerPath } from '../../models/career-path.ts'
import { TrainingCourse } from '../../models/training-course.ts'
import { User } from '../../models/user.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import type { SeekerRecords } from '../../platform/seeker-records.server.ts'
import {
	MAX_PATHS_PER_USER,
	PATH_LIMIT_MESSAGE,
	PATH_NOT_FOUND,
	type CareerPathInput,
	type CareerPathView,
	type CareerProgressSummary,
	type MilestoneView,
} from './career-path-schemas.ts'
import { taxonomy } from '../skills/taxonomy.server.ts'
import { applyMilestoneTitle, coursesFor, planMilestones, skillsGainedBy, statusOf } from './career-path-plan.ts'

/** The seeker already keeps MAX_PATHS_PER_USER paths. */
export class CareerPathLimitError extends Error {
	constructor() {
		super(PATH_LIMIT_MESSAGE)
	}
}

const dayOf = (value: Date | string | null | undefined) =>
	value ? (typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)) : null

function milestoneView(row: CareerMilestone): MilestoneView {
	return {
		id: row.id,
		kind: row.kind,
		title: row.title,
		description: row.description ?? null,
		targetDate: dayOf(row.targetDate),
		isCompleted: row.isCompleted,
		completedDate: row.completedDate ? row.completedDate.toISOString() : null,
		skillsGained: [...row.skillsGained],
		orderIndex: row.orderIndex,
	}
}

async function viewsOf(em: EntityManager, rows: CareerPath[]): Promise<CareerPathView[]> {
	if (rows.length === 0) return []
	await em.populate(rows, ['recommendedCourses'])
	const milestones = await em.find(
		CareerMilestone,
		{ careerPath: { $in: rows.map((row) => row.id) } },
		{ orderBy: { orderIndex: 'asc' } },
	)
	return rows.map((row) => ({
		id: row.id,
		currentRole: row.currentRole,
		currentSalary: row.currentSalary ?? null,
		targetRole: row.targetRole,
		targetSalary: row.targetSalary ?? null,
		timeframe: row.timeframe,
		requiredSkills: [...row.requiredSkills],
		progressStatus: row.progressStatus,
		recommendedCourses: row.recommendedCourses
			.getItems()
			.filter((course) => course.isActive)
			.sort((a, b) => a.pricePence - b.pricePence || a.title.localeCompare(b.title))
			.map((course) => ({
				id: course.id,
				title: course.title,
				provider: course.provider,
				pricePence: course.pricePence,
			})),
		milestones: milestones.filter((m) => m.careerPath.id === row.id).map(milestoneView),
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	}))
}

/** The seeker's paths, newest first; all of them, or one page for the API. */
export async function careerPathsOf(
	em: EntityManager,
	user: Pick<User, 'id'>,
	page?: Page,
): Promise<Paged<CareerPathView>> {
	const [rows, total] = await em.findAndCount(
		CareerPath,
		{ user: user.id },
		{ orderBy: { createdAt: 'desc', id: 'desc' }, limit: page?.limit, offset: page?.offset },
	)
	return { items: await viewsOf(em, rows), total }
}

/** One of the seeker's paths; null when there is none with this id or it is someone else's. */
export async function careerPathOf(em: EntityManager, user: Pick<User, 'id'>, id: number) {
	const row = await em.findOne(CareerPath, { id, user: user.id })
	return row ? (await viewsOf(em, [row]))[0]! : null
}

/** The active catalogue courses teaching these skills, in taxonomy terms (career-path-plan.ts's rule). */
async function recommendedCoursesFor(em: EntityManager, skills: readonly string[]) {
	if (skills.length === 0) return []
	return coursesFor(taxonomy(), await em.find(TrainingCourse, { isActive: true }, { orderBy: { id: 'asc' } }), skills)
}

/** Makes a path in `planning`, with its milestones and recommended courses. */
export async function createCareerPath(
	em: EntityManager,
	user: Pick<User, 'id'>,
	input: CareerPathInput,
	now = new Date(),
): Promise<CareerPathView> {
	const id = await em.transactional(async (tx) => {
		await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE })
		if ((await tx.count(CareerPath, { user: user.id })) >= MAX_PATHS_PER_USER) throw new CareerPathLimitError()
		const path = tx.create(CareerPath, {
			...input,
			user: tx.getReference(User, user.id),
			progressStatus: 'planning',
			createdAt: now,
			updatedAt: now,
		})
		path.recommendedCourses.set(await recommendedCoursesFor(tx, input.requiredSkills))
		for (const milestone of planMilestones(input, now)) tx.create(CareerMilestone, { ...milestone, careerPath: path })
		await tx.flush()
		return path.id
	})
	return (await careerPathOf(em.fork(), user, id))!
}

/**
 * Replaces a path's fields; null when it is not the seeker's. Its milestones follow the new
 * required skills: a ticked one is kept whatever changed, an unticked skill milestone only while
 * its skill is still required, and the seeker's own always; a skill newly required gets its
 * milestone, the apply milestone names the new target role and stays last, and every unticked one
 * made from the path is given a date spread over the (new) timeframe from the path's first day.
 * The status is worked out again from the ticks.
 */
export async function updateCareerPath(
	em: EntityManager,
	user: Pick<User, 'id'>,
	id: number,
	input: CareerPathInput,
): Promise<CareerPathView | null> {
	const found = await em.transactional(async (tx) => {
		const path = await tx.findOne(CareerPath, { id, user: user.id })
		if (!path) return false
		const existing = await tx.find(CareerMilestone, { careerPath: id }, { orderBy: { orderIndex: 'asc' } })
		const plan = planMilestones(input, path.createdAt)
		const keyOf = (m: { kind: string; skillsGained: readonly string[] }) =>
			m.kind === 'skill' ? `skill:${m.skillsGained[0]?.toLowerCase()}` : m.kind
		const matched = new Set<CareerMilestone>()
		const ordered: { row: CareerMilestone | null; planned: (typeof plan)[number] | null }[] = plan.map((planned) => {
			const row = existing.find((m) => m.kind !== 'own' && !matched.has(m) && keyOf(m) === keyOf(planned)) ?? null
			if (row) matched.add(row)
			return { row, planned }
		})
		// The seeker's own, and ticked ones of skills no longer required, stay in their order before the last.
		const kept = existing.filter((m) => !matched.has(m) && (m.kind === 'own' || m.isCompleted))
		ordered.splice(ordered.length - 1, 0, ...kept.map((row) => ({ row, planned: null })))
		for (const row of existing) if (!matched.has(row) && !kept.includes(row)) tx.remove(row)
		// Order indexes are unique per path: move the kept ones out of the way before renumbering.
		for (const [index, row] of existing.entries()) row.orderIndex = 1000 + index
		tx.assign(path, input)
		await tx.flush()
		const rows = ordered.map(({ row, planned }, index) => {
			const milestone = row ?? tx.create(CareerMilestone, { ...planned!, careerPath: path })
			milestone.orderIndex = index + 1
			if (planned && !milestone.isCompleted) milestone.targetDate = planned.targetDate
			if (planned?.kind === 'apply') milestone.title = applyMilestoneTitle(input.targetRole)
			return milestone
		})
		path.progressStatus = statusOf(rows)
		path.recommendedCourses.set(await recommendedCoursesFor(tx, input.requiredSkills))
		await tx.flush()
		return true
	})
	return found ? careerPathOf(em.fork(), user, id) : null
}

/** Deletes one of the seeker's paths with its milestones; false when there was none (or not theirs). */
export async function deleteCareerPath(em: EntityManager, user: Pick<User, 'id'>, id: number) {
	return (await em.nativeDelete(CareerPath, { id, user: user.id })) > 0
}

/** The career paths as a seeker's records, for their pages under /career-paths and /api/career-paths. */
export const careerPathRecords: SeekerRecords<CareerPathView, CareerPathInput> = {
	notFound: PATH_NOT_FOUND,
	list: careerPathsOf,
	find: careerPathOf,
	add: createCareerPath,
	update: updateCareerPath,
	remove: deleteCareerPath,
	conflict: (error) => (error instanceof CareerPathLimitError ? { message: error.message } : null),
}

/** The Progress Overview's figures, counted from the seeker's paths and milestones. */
export async function careerProgressOf(em: EntityManager, user: Pick<User, 'id'>): Promise<CareerProgressSummary> {
	const paths = await em.find(CareerPath, { user: user.id }, { orderBy: { createdAt: 'desc', id: 'desc' } })
	const milestones = paths.length
		? await em.find(CareerMilestone, { careerPath: { $in: paths.map((path) => path.id) } })
		: []
	const of = (id: number) => milestones.filter((m) => m.careerPath.id === id)
	return {
		totalPaths: paths.length,
		activePaths: paths.filter((path) => path.progressStatus === 'in_progress').length,
		completedPaths: paths.filter((path) => path.progressStatus === 'completed').length,
		skillsGained: skillsGainedBy(milestones),
		paths: paths.map((path) => ({
			id: path.id,
			targetRole: path.targetRole,
			progressStatus: path.progressStatus,
			done: of(path.id).filter((m) => m.isCompleted).length,
			total: of(path.id).length,
		})),
	}
}
