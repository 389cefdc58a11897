// A job seeker's training history (docs/product.md §15): courses, certifications, workshops,
// seminars and conferences they list on /profile, newest first, seen and changed only by their
// owner, at most MAX_TRAINING_PER_USER records (decision 139).
import { LockMode, QueryOrder } from '@mikro-orm/core'
import type { EntityManager } from '@mikro-orm/postgresql'
import { TrainingRecord } from '../../models/training-record.ts'
import { User } from '../../models/user.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import type { SeekerRecords } from '../../platform/seeker-records.server.ts'
import {
	MAX_TRAINING_PER_USER,
	TRAINING_LIMIT_MESSAGE,
	TRAINING_NOT_FOUND,
	type TrainingInput,
	type TrainingView,
} from './skill-schemas.ts'

/** The seeker already lists MAX_TRAINING_PER_USER training records. */
export class TrainingLimitError extends Error {
	constructor() {
		super(TRAINING_LIMIT_MESSAGE)
	}
}

function toView(row: TrainingRecord): TrainingView {
	return {
		id: row.id,
		trainingTitle: row.trainingTitle,
		trainingProvider: row.trainingProvider,
		trainingType: row.trainingType,
		category: row.category,
		skillsLearned: [...row.skillsLearned],
		completedDate: row.completedDate ?? null,
		certificateUrl: row.certificateUrl ?? null,
		duration: row.duration ?? null,
		status: row.status,
		createdAt: row.createdAt.toISOString(),
		updatedAt: row.updatedAt.toISOString(),
	}
}

/**
 * The seeker's training, newest first: undated records (still going, or no date given) first, then
 * by completed date, the latest added first among equals. All of it, or one page for the API.
 */
export async function trainingOf(em: EntityManager, user: Pick<User, 'id'>, page?: Page): Promise<Paged<TrainingView>> {
	const [rows, total] = await em.findAndCount(
		TrainingRecord,
		{ user: user.id },
		{
			orderBy: { completedDate: QueryOrder.DESC_NULLS_FIRST, id: QueryOrder.DESC },
			limit: page?.limit,
			offset: page?.offset,
		},
	)
	return { items: rows.map(toView), total }
}

/** One of the seeker's records; null when there is none with this id or it is someone else's. */
export async function trainingRecordOf(em: EntityManager, user: Pick<User, 'id'>, id: number) {
	const row = await em.findOne(TrainingRecord, { id, user: user.id })
	return row ? toView(row) : null
}

/** Adds a record; the seeker's row is locked so two adds at once cannot pass the limit together. */
export async function addTraining(
	em: EntityManager,
	user: Pick<User, 'id'>,
	input: TrainingInput,
): Promise<TrainingView> {
	return em.transactional(async (tx) => {
		await tx.findOneOrFail(User, user.id, { lockMode: LockMode.PESSIMISTIC_WRITE })
		if ((await tx.count(TrainingRecord, { user: user.id })) >= MAX_TRAINING_PER_USER) throw new TrainingLimitError()
		const row = tx.create(TrainingRecord, { ...input, user: tx.getReference(User, user.id) })
		await tx.flush()
		return toView(row)
	})
}

/** Replaces a record's fields; null when it is not the seeker's. */
export async function updateTraining(
	em: EntityManager,
	user: Pick<User, 'id'>,
	id: number,
	input: TrainingInput,
): Promise<TrainingView | null> {
	const row = await em.findOne(TrainingRecord, { id, user: user.id })
	if (!row) return null
	em.assign(row, input)
	await em.flush()
	return toView(row)
}

/** Deletes one of the seeker's records; false when there was none with this id (or not theirs). */
export async function deleteTraining(em: EntityManager, user: Pick<User, 'id'>, id: number) {
	return (await em.nativeDelete(TrainingRecord, { id, user: user.id })) > 0
}

/** The training history as a seeker's records, for their pages on /profile and /api/user/training-history. */
export const trainingRecords: SeekerRecords<TrainingView, TrainingInput> = {
	notFound: TRAINING_NOT_FOUND,
	list: trainingOf,
	find: trainingRecordOf,
	add: addTraining,
	update: updateTraining,
	remove: deleteTraining,
	conflict: (error) => (error instanceof TrainingLimitError ? { message: error.message } : null),
}
