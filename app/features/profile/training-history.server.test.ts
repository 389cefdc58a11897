import { describe, expect, test } from 'vitest'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { TrainingRecord } from '../../models/training-record.ts'
import { MAX_TRAINING_PER_USER, TRAINING_LIMIT_MESSAGE, TrainingSchema } from './skill-schemas.ts'
import {
	addTraining,
	deleteTraining,
	trainingOf,
	TrainingLimitError,
	trainingRecordOf,
	updateTraining,
} from './training-history.server.ts'

const training = (fields: Record<string, unknown>) =>
	TrainingSchema.parse({
		trainingProvider: 'Warrington & Vale Royal College',
		trainingType: 'Course',
		category: 'Other',
		...fields,
	})

describe('the training schema', () => {
	test('the four required fields carry the messages of docs/product.md §15; status defaults to completed', () => {
		expect(TrainingSchema.safeParse({}).error?.flatten().fieldErrors).toEqual({
			trainingTitle: ['Training title is required'],
			trainingProvider: ['Provider is required'],
			trainingType: ['Training type is required'],
			category: ['Category is required'],
		})
		expect(training({ trainingTitle: 'First Aid at Work' })).toMatchObject({
			status: 'completed',
			skillsLearned: [],
			completedDate: null,
			certificateUrl: null,
			duration: null,
		})
	})

	test('skills learned are split at commas, trimmed, blanks and repeats dropped; https links only; no future completion', () => {
		expect(
			training({ trainingTitle: 'Food Hygiene', skillsLearned: ' HACCP, food safety,, haccp ,Allergens ' })
				.skillsLearned,
		).toEqual(['HACCP', 'food safety', 'Allergens'])
		expect(training({ trainingTitle: 'T', skillsLearned: ['Excel', ' excel'] }).skillsLearned).toEqual(['Excel'])
		const errors = TrainingSchema.safeParse({
			trainingTitle: 'Forklift',
			trainingProvider: 'Cheshire Lift Training',
			trainingType: 'Course',
			category: 'Other',
			certificateUrl: 'http://example.co.uk/cert.pdf',
			completedDate: '2999-01-01',
			duration: 'x'.repeat(51),
		}).error?.flatten().fieldErrors
		expect(errors).toEqual({
			certificateUrl: ['Certificate link must be a web address starting https://'],
			duration: ['Duration must be at most 50 characters'],
			completedDate: ['Completed date cannot be in the future'],
		})
		// Still going: a planned end date is fine.
		expect(
			training({ trainingTitle: 'AAT Level 3', status: 'in_progress', completedDate: '2999-01-01' }).completedDate,
		).toBe('2999-01-01')
	})
})

describe('training history', () => {
	test('newest first (undated first), each seeker sees and changes only their own', async () => {
		const { user } = await apiUser('employee')
		const { user: other } = await apiUser('employee')
		const old = await addTraining(
			await freshEm(),
			user,
			training({ trainingTitle: 'Manual Handling', completedDate: '2021-02-01' }),
		)
		await addTraining(
			await freshEm(),
			user,
			training({ trainingTitle: 'Level 2 Food Hygiene', completedDate: '2024-09-12' }),
		)
		await addTraining(await freshEm(), user, training({ trainingTitle: 'AAT Level 3', status: 'in_progress' }))
		expect((await trainingOf(await freshEm(), user)).items.map((t) => t.trainingTitle)).toEqual([
			'AAT Level 3',
			'Level 2 Food Hygiene',
			'Manual Handling',
		])
		const page = await trainingOf(await freshEm(), user, { limit: 1, offset: 1 })
		expect(page).toMatchObject({ total: 3, items: [{ trainingTitle: 'Level 2 Food Hygiene' }] })

		expect(await trainingRecordOf(await freshEm(), other, old.id)).toBeNull()
		expect(await updateTraining(await freshEm(), other, old.id, training({ trainingTitle: 'Mine now' }))).toBeNull()
		expect(await deleteTraining(await freshEm(), other, old.id)).toBe(false)

		const changed = await updateTraining(
			await freshEm(),
			user,
			old.id,
			training({
				trainingTitle: 'Manual Handling Refresher',
				completedDate: '2025-01-20',
				skillsLearned: 'Safe lifting',
			}),
		)
		expect(changed).toMatchObject({ trainingTitle: 'Manual Handling Refresher', skillsLearned: ['Safe lifting'] })
		expect(await deleteTraining(await freshEm(), user, old.id)).toBe(true)
		expect((await trainingOf(await freshEm(), user)).total).toBe(2)
	})

	test(`at most ${MAX_TRAINING_PER_USER} records a seeker`, async () => {
		const { user } = await apiUser('employee')
		const em = await freshEm()
		for (let n = 0; n < MAX_TRAINING_PER_USER; n++)
			em.create(TrainingRecord, { ...training({ trainingTitle: `Course ${n}` }), user: user.id })
		await em.flush()
		await expect(addTraining(await freshEm(), user, training({ trainingTitle: 'One more' }))).rejects.toThrow(
			new TrainingLimitError(),
		)
		expect(TRAINING_LIMIT_MESSAGE).toMatch(/at most 100 training records/)
		expect(await (await freshEm()).count(TrainingRecord, { user: user.id })).toBe(MAX_TRAINING_PER_USER)
	})

	test('the database keeps certificate links to https', async () => {
		const { user } = await apiUser('employee')
		const em = await freshEm()
		em.create(TrainingRecord, {
			...training({ trainingTitle: 'X' }),
			certificateUrl: 'javascript:alert(1)',
			user: user.id,
		})
		await expect(em.flush()).rejects.toThrow(/training_record_certificate_url_check/)
	})
})
