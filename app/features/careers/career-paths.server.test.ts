import { describe, expect, test } from 'vitest'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { TrainingCourse } from '../../models/training-course.ts'
import {
	CareerPathApiSchema,
	CareerPathSchema,
	MAX_MILESTONES_PER_PATH,
	MAX_PATHS_PER_USER,
	MilestoneSchema,
} from './career-path-schemas.ts'
import { coursesFor, planMilestones, statusOf } from './career-path-plan.ts'
import { taxonomy } from '../skills/taxonomy.server.ts'
import {
	CareerPathLimitError,
	careerPathOf,
	careerPathsOf,
	careerProgressOf,
	createCareerPath,
	deleteCareerPath,
	updateCareerPath,
} from './career-paths.server.ts'
import {
	addMilestone,
	deleteMilestone,
	MilestoneLimitError,
	MilestoneNotOwnError,
	setMilestoneDone,
} from './career-milestones.server.ts'

const path = (fields: Record<string, unknown> = {}) =>
	CareerPathSchema.parse({
		currentRole: 'Warehouse Operative',
		targetRole: 'Care Assistant',
		timeframe: '1year',
		requiredSkills: 'Care, First aid',
		...fields,
	})

describe('the career path schema', () => {
	test('current role, target role and timeframe are required with their messages; skills are split, trimmed, once each', () => {
		const refused = CareerPathSchema.safeParse({ currentRole: '  ', currentSalary: '-5', targetSalary: '24.5k' })
		expect(refused.error?.flatten().fieldErrors).toEqual({
			currentRole: ['Current role is required'],
			targetRole: ['Target role is required'],
			timeframe: ['Timeframe is required'],
			currentSalary: ['Current salary must be 0 or more'],
			targetSalary: ['Target salary must be a whole number of pounds, like 24500'],
		})
		expect(CareerPathSchema.safeParse({ ...path(), timeframe: '3years' }).error?.flatten().fieldErrors).toEqual({
			timeframe: ['Choose a timeframe from the list'],
		})
		expect(
			path({
				requiredSkills: ' Care certificate , first aid,, Care Certificate ',
				currentSalary: '£23,400',
				targetSalary: '',
			}),
		).toMatchObject({ requiredSkills: ['Care certificate', 'first aid'], currentSalary: 23400, targetSalary: null })
		expect(path({ requiredSkills: ['Care', ' Care '] }).requiredSkills).toEqual(['Care'])
	})

	test('the API may send progressStatus only as planning', () => {
		expect(CareerPathApiSchema.safeParse({ ...path(), progressStatus: 'planning' }).success).toBe(true)
		expect(
			CareerPathApiSchema.safeParse({ ...path(), progressStatus: 'completed' }).error?.flatten().fieldErrors,
		).toEqual({
			progressStatus: [expect.stringMatching(/starts in planning/)],
		})
	})
})

describe('the plan of a path', () => {
	test('one milestone per required skill then "Apply for … roles", due evenly over the timeframe', () => {
		const plan = planMilestones(
			{ targetRole: 'Care Assistant', timeframe: '6months', requiredSkills: ['Care', 'First aid'] },
			new Date('2026-01-01T10:00:00Z'),
		)
		// 2026-01-01 to 2026-07-01 is 181 days: due at days 60, 121 and 181.
		expect(plan).toEqual([
			expect.objectContaining({ title: 'Gain: Care', skillsGained: ['Care'], targetDate: '2026-03-02', orderIndex: 1 }),
			expect.objectContaining({
				title: 'Gain: First aid',
				skillsGained: ['First aid'],
				targetDate: '2026-05-02',
				orderIndex: 2,
			}),
			expect.objectContaining({
				title: 'Apply for Care Assistant roles',
				skillsGained: [],
				targetDate: '2026-07-01',
				orderIndex: 3,
			}),
		])
		expect(statusOf([{ isCompleted: false }, { isCompleted: false }])).toBe('planning')
		expect(statusOf([{ isCompleted: true }, { isCompleted: false }])).toBe('in_progress')
		expect(statusOf([{ isCompleted: true }, { isCompleted: true }])).toBe('completed')
	})

	test('courses teaching the most required skills first, then the cheapest; at most 3; skills compared in taxonomy terms', () => {
		const course = (title: string, skills: string[], pricePence: number) => ({ title, skills, pricePence })
		const care = course('Care Certificate', ['Person centred care', 'Safeguarding'], 0)
		const firstAid = course('Emergency First Aid at Work', ['first aid', 'CPR'], 9500)
		const both = course('Care and First Aid Combined', ['First aid', 'person centred care'], 20000)
		const excel = course('Excel Essentials', ['Microsoft Excel', 'Spreadsheets'], 0)
		const required = ['Person centred care', 'First aid']
		expect(coursesFor(taxonomy(), [excel, firstAid, care, both], required)).toEqual([both, care, firstAid])
		// A required skill no taxonomy skill stands for is taught by no course.
		expect(coursesFor(taxonomy(), [excel, care], ['Zyxt handling'])).toEqual([])
	})
})

describe('career paths in the database', () => {
	test('a new path starts in planning, with its milestones and the active courses for its skills', async () => {
		const { user } = await apiUser('employee')
		const em = await freshEm()
		const course = em.create(TrainingCourse, {
			title: 'Care Certificate Preparation',
			description: 'The 15 standards.',
			provider: 'Winwick Care Academy',
			category: 'Care and Health',
			duration: '3 days',
			format: 'In person',
			level: 'Beginner',
			pricePence: 0,
			location: 'Winwick',
			skills: ['Person-centred care', 'First aid'],
		})
		await em.flush()
		const created = await createCareerPath(await freshEm(), user, path({ currentSalary: 23000, targetSalary: 25500 }))
		expect(created).toMatchObject({
			currentRole: 'Warehouse Operative',
			targetRole: 'Care Assistant',
			currentSalary: 23000,
			targetSalary: 25500,
			timeframe: '1year',
			requiredSkills: ['Care', 'First aid'],
			progressStatus: 'planning',
			recommendedCourses: [{ id: course.id, title: 'Care Certificate Preparation', pricePence: 0 }],
		})
		expect(created.milestones.map((m) => m.title)).toEqual([
			'Gain: Care',
			'Gain: First aid',
			'Apply for Care Assistant roles',
		])
		expect(created.milestones.every((m) => !m.isCompleted && m.completedDate === null)).toBe(true)
	})

	test('ticking moves planning → in_progress → completed and back; skills gained count; progress is counted', async () => {
		const { user } = await apiUser('employee')
		const em = await freshEm()
		const first = await createCareerPath(em, user, path())
		const second = await createCareerPath(
			em,
			user,
			path({ targetRole: 'Team Leader', requiredSkills: 'care, Leadership' }),
		)
		await createCareerPath(em, user, path({ targetRole: 'Shift Manager', requiredSkills: '' }))
		const [care, aid, apply] = first.milestones.map((m) => m.id) as [number, number, number]

		const ticked = await setMilestoneDone(await freshEm(), user, first.id, care, true)
		expect(ticked).toMatchObject({ progressStatus: 'in_progress' })
		expect(ticked!.milestones[0]).toMatchObject({ isCompleted: true, completedDate: expect.any(String) })
		await setMilestoneDone(await freshEm(), user, first.id, aid, true)
		expect(await setMilestoneDone(await freshEm(), user, first.id, apply, true)).toMatchObject({
			progressStatus: 'completed',
		})
		expect(await setMilestoneDone(await freshEm(), user, first.id, apply, false)).toMatchObject({
			progressStatus: 'in_progress',
		})
		await setMilestoneDone(await freshEm(), user, second.id, second.milestones[0]!.id, true)

		expect(await careerProgressOf(await freshEm(), user)).toEqual({
			totalPaths: 3,
			activePaths: 2,
			completedPaths: 0,
			// "Care" on both paths counts once; "First aid" once.
			skillsGained: 2,
			paths: [
				{ id: expect.any(Number), targetRole: 'Shift Manager', progressStatus: 'planning', done: 0, total: 1 },
				{ id: second.id, targetRole: 'Team Leader', progressStatus: 'in_progress', done: 1, total: 3 },
				{ id: first.id, targetRole: 'Care Assistant', progressStatus: 'in_progress', done: 2, total: 3 },
			],
		})
		await setMilestoneDone(await freshEm(), user, first.id, apply, true)
		expect(await careerProgressOf(await freshEm(), user)).toMatchObject({ activePaths: 1, completedPaths: 1 })
	})

	test('someone else’s path or milestone is not found; editing keeps ticks and follows the skills; delete', async () => {
		const { user } = await apiUser('employee')
		const { user: other } = await apiUser('employee')
		const created = await createCareerPath(await freshEm(), user, path())
		const care = created.milestones[0]!.id
		expect(await careerPathOf(await freshEm(), other, created.id)).toBeNull()
		expect(await setMilestoneDone(await freshEm(), other, created.id, care, true)).toBeNull()
		expect(await updateCareerPath(await freshEm(), other, created.id, path())).toBeNull()
		expect(await deleteCareerPath(await freshEm(), other, created.id)).toBe(false)
		const elsewhere = await createCareerPath(await freshEm(), other, path())
		expect(await setMilestoneDone(await freshEm(), user, created.id, elsewhere.milestones[0]!.id, true)).toBeNull()

		await setMilestoneDone(await freshEm(), user, created.id, care, true)
		const edited = await updateCareerPath(
			await freshEm(),
			user,
			created.id,
			path({ targetRole: 'Senior Care Assistant', requiredSkills: 'Care, Medication', timeframe: '2years' }),
		)
		expect(edited!.milestones.map((m) => [m.title, m.isCompleted])).toEqual([
			['Gain: Care', true],
			['Gain: Medication', false],
			['Apply for Senior Care Assistant roles', false],
		])
		expect(edited!.progressStatus).toBe('in_progress')
		const removed = await updateCareerPath(await freshEm(), user, created.id, path({ requiredSkills: 'Medication' }))
		expect(removed!.milestones.map((m) => [m.title, m.isCompleted])).toEqual([
			['Gain: Medication', false],
			['Gain: Care', true],
			['Apply for Care Assistant roles', false],
		])

		expect((await careerPathsOf(await freshEm(), user, { limit: 1, offset: 0 })).total).toBe(1)
		expect(await deleteCareerPath(await freshEm(), user, created.id)).toBe(true)
		expect(await careerPathOf(await freshEm(), user, created.id)).toBeNull()
	})

	test(`at most ${MAX_PATHS_PER_USER} paths a seeker`, async () => {
		const { user } = await apiUser('employee')
		for (let index = 0; index < MAX_PATHS_PER_USER; index++) {
			await createCareerPath(await freshEm(), user, path({ requiredSkills: '' }))
		}
		await expect(createCareerPath(await freshEm(), user, path())).rejects.toBeInstanceOf(CareerPathLimitError)
	})

	test('a seeker adds their own milestone before the last, keeps it through edits, and removes it', async () => {
		const { user } = await apiUser('employee')
		const { user: other } = await apiUser('employee')
		const created = await createCareerPath(await freshEm(), user, path({ requiredSkills: 'Care' }))
		for (const milestone of created.milestones)
			await setMilestoneDone(await freshEm(), user, created.id, milestone.id, true)
		const own = MilestoneSchema.parse({
			title: ' Shadow a shift at Sankey Brook ',
			targetDate: '2027-02-01',
			skillsGained: 'Care, Dementia care',
		})
		expect(MilestoneSchema.safeParse({ title: '' }).error?.flatten().fieldErrors).toEqual({
			title: ['Milestone title is required'],
		})
		expect(await addMilestone(await freshEm(), other, created.id, own)).toBeNull()

		const added = await addMilestone(await freshEm(), user, created.id, own)
		expect(added!.progressStatus).toBe('in_progress')
		expect(added!.milestones.map((m) => [m.kind, m.title, m.orderIndex])).toEqual([
			['skill', 'Gain: Care', 1],
			['own', 'Shadow a shift at Sankey Brook', 2],
			['apply', 'Apply for Care Assistant roles', 3],
		])
		const ownId = added!.milestones[1]!.id
		const edited = await updateCareerPath(await freshEm(), user, created.id, path({ requiredSkills: 'First aid' }))
		expect(edited!.milestones.map((m) => [m.title, m.isCompleted])).toEqual([
			['Gain: First aid', false],
			['Gain: Care', true],
			['Shadow a shift at Sankey Brook', false],
			['Apply for Care Assistant roles', true],
		])
		await expect(deleteMilestone(await freshEm(), user, created.id, edited!.milestones[0]!.id)).rejects.toBeInstanceOf(
			MilestoneNotOwnError,
		)
		expect(await deleteMilestone(await freshEm(), other, created.id, ownId)).toBeNull()
		const removed = await deleteMilestone(await freshEm(), user, created.id, ownId)
		expect(removed!.milestones.map((m) => m.title)).toEqual([
			'Gain: First aid',
			'Gain: Care',
			'Apply for Care Assistant roles',
		])
		expect(removed!.progressStatus).toBe('in_progress')

		for (let count = removed!.milestones.length; count < MAX_MILESTONES_PER_PATH; count++) {
			await addMilestone(await freshEm(), user, created.id, own)
		}
		await expect(addMilestone(await freshEm(), user, created.id, own)).rejects.toBeInstanceOf(MilestoneLimitError)
	})
})
