// /career-advisor through its loader and action, as a browser without JavaScript posts each step:
// who may use it, each step's rule and message, answers kept going forward and back, the assessment
// stored on the last step and its results shown when the seeker comes back.
import { describe, expect, test } from 'vitest'
import { careerJob } from '../../../../tests/fixtures/career-jobs.ts'
import { apiUser } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN, toastTitleOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { CareerAssessment } from '../../../models/career-assessment.ts'
import * as advisor from './career-advisor.tsx'

const page = (cookie?: string, search = '') =>
	callRoute(
		advisor.loader,
		new Request(`${ORIGIN}/career-advisor${search}`, { headers: cookie ? { Cookie: cookie } : {} }),
	)

/** A step's form post: repeated fields (ticked boxes) as a browser sends them. */
const send = (cookie: string, fields: [string, string][]) =>
	callRoute(
		advisor.action,
		new Request(`${ORIGIN}/career-advisor`, {
			method: 'POST',
			headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: ORIGIN, Cookie: cookie },
			body: new URLSearchParams(fields).toString(),
		}),
	)

type StepAnswer = {
	step: number
	draft: Record<string, unknown>
	errors: Record<string, string[]>
	toast: { title: string } | null
}

describe('/career-advisor', () => {
	test('signed out goes to sign in and back; an employer gets the page for job seekers (403)', async () => {
		const signedOut = await page()
		expect(signedOut.status).toBe(302)
		expect(signedOut.headers.get('Location')).toBe('/auth?redirectTo=%2Fcareer-advisor')
		const { cookie } = await signedIn('employer')
		const refused = await page(cookie)
		expect(refused.status).toBe(403)
		expect(await refused.json()).toMatchObject({ accessRefused: 'wrong-type', userType: 'employee' })
		expect(
			(
				await send(cookie, [
					['step', '1'],
					['experienceLevel', 'entry'],
				])
			).status,
		).toBe(403)
	})

	test('each step needs its answer ("Incomplete Assessment"), keeps every answer forward and back, and stores the last', async () => {
		const { user: employer } = await apiUser('employer')
		await careerJob(
			employer,
			{
				title: 'Trainee Warehouse Operative',
				industry: 'Warehouse & Logistics',
				description: 'Forklift training given. Customer service with our drivers.',
			},
			{ skills: ['operate forklift', 'stack goods'] },
		)
		const { user, cookie } = await signedIn('employee')
		const first = await page(cookie)
		expect(first.status).toBe(200)
		const loaded = (await first.json()) as {
			results: unknown
			skillChoices: { name: string }[]
			interestChoices: string[]
		}
		expect(loaded.results).toBeNull()
		// The board's job skills, each with its count of listed jobs.
		expect(loaded.skillChoices).toContainEqual({ name: 'Operate forklift', listedJobs: 1 })
		expect(loaded.interestChoices).toContain('Warehouse & Logistics')

		// Step 1 without a level: sent back to step 1 with the message.
		const noLevel = await send(cookie, [
			['step', '1'],
			['currentRole', '  Shop assistant '],
		])
		expect(noLevel.status).toBe(400)
		const noLevelAnswer = (await noLevel.json()) as StepAnswer
		expect(noLevelAnswer).toMatchObject({
			step: 1,
			errors: { experienceLevel: ['Choose your experience level to continue'] },
			toast: { title: 'Incomplete Assessment' },
			draft: { currentRole: 'Shop assistant' },
		})

		const toSkills = (await (
			await send(cookie, [
				['step', '1'],
				['currentRole', 'Warehouse Operative'],
				['experienceLevel', 'entry'],
			])
		).json()) as StepAnswer & { skillChoices: { name: string }[] }
		expect(toSkills).toMatchObject({ step: 2, errors: {} })
		// The skills step offers the skills of the occupation the current role names.
		expect(toSkills.skillChoices.map((choice) => choice.name)).toContain('Pick orders for dispatching')

		// Step 2 with nothing ticked or typed.
		const noSkill = await send(cookie, [
			['step', '2'],
			['currentRole', 'Warehouse Operative'],
			['experienceLevel', 'entry'],
			['customSkills', ' , '],
		])
		expect(noSkill.status).toBe(400)
		expect(await noSkill.json()).toMatchObject({
			step: 2,
			errors: { skills: ['Choose or add at least one skill to continue'] },
		})

		// Ticked and typed skills: trimmed, repeats in any case dropped.
		const stepOne: [string, string][] = [
			['currentRole', 'Warehouse Operative'],
			['experienceLevel', 'entry'],
		]
		const toInterests = (await (
			await send(cookie, [
				['step', '2'],
				...stepOne,
				['skills', 'Forklift'],
				['customSkills', ' forklift, Stock rotation ,Till work '],
			])
		).json()) as StepAnswer
		expect(toInterests).toMatchObject({ step: 3, draft: { skills: ['Forklift', 'Stock rotation', 'Till work'] } })

		// Back from step 3 keeps what was chosen there too.
		const skills: [string, string][] = [
			['skills', 'Forklift'],
			['skills', 'Stock rotation'],
			['skills', 'Till work'],
		]
		const back = (await (
			await send(cookie, [
				['step', '3'],
				['intent', 'back'],
				...stepOne,
				...skills,
				['interests', 'Retail'],
				['workPreferences', 'hybrid'],
			])
		).json()) as StepAnswer
		expect(back).toMatchObject({
			step: 2,
			errors: {},
			draft: { interests: ['Retail'], workPreferences: 'hybrid', skills: ['Forklift', 'Stock rotation', 'Till work'] },
		})

		const noInterest = await send(cookie, [['step', '3'], ...stepOne, ...skills])
		expect(noInterest.status).toBe(400)
		expect(await noInterest.json()).toMatchObject({
			step: 3,
			errors: { interests: ['Choose or add at least one interest to see your results'] },
		})
		// A skipped step found on the way is where the wizard goes back to.
		expect(
			await (
				await send(cookie, [
					['step', '3'],
					['interests', 'Retail'],
				])
			).json(),
		).toMatchObject({ step: 1 })
		expect((await send(cookie, [['step', '7']])).status).toBe(400)

		const done = await send(cookie, [
			['step', '3'],
			...stepOne,
			...skills,
			['interests', 'Warehouse & Logistics'],
			['customInterests', 'warehouse & logistics, Driving'],
			['workPreferences', 'flexible'],
			['salaryExpectation', '20000-25000'],
			['careerGoals', 'A steady job near Birchwood.'],
		])
		expect(done.status).toBe(302)
		expect(done.headers.get('Location')).toBe('/career-advisor')
		expect(await toastTitleOf(done)).toBe('Your results are ready')
		const stored = await (await freshEm()).findOneOrFail(CareerAssessment, { user: user.id })
		expect(stored).toMatchObject({
			currentRole: 'Warehouse Operative',
			experienceLevel: 'entry',
			skills: ['Forklift', 'Stock rotation', 'Till work'],
			interests: ['Warehouse & Logistics', 'Driving'],
			workPreferences: 'flexible',
			salaryExpectation: '20000-25000',
			careerGoals: 'A steady job near Birchwood.',
		})

		// Coming back shows the latest results; ?new starts again from an empty step 1.
		const results = (await (await page(cookie)).json()) as {
			results: {
				advice: {
					role: string
					relevantJobs: { id: number }[]
					matchedSkills: { essential: string[] }
					missingSkills: { essential: string[]; optional: string[] }
				}[]
				skills: string[]
			}
		}
		expect(results.results.skills).toEqual(['Forklift', 'Stock rotation', 'Till work'])
		const warehouse = results.results.advice.find((role) => role.role === 'Warehouse worker')
		expect(warehouse?.relevantJobs.length).toBe(1)
		expect(warehouse?.matchedSkills.essential).toContain('Pick orders for dispatching')
		expect(warehouse?.missingSkills.essential).toEqual([])
		expect(warehouse?.missingSkills.optional.length).toBeGreaterThan(0)
		expect(((await (await page(cookie, '?new')).json()) as { results: unknown }).results).toBeNull()
	})
})
