import { describe, expect, test } from 'vitest'
import { ACCOUNTS, accountsJob, applied, withStoredSkills } from '../../../tests/fixtures/candidate-quality.ts'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Application } from '../../models/application.ts'
import { Job } from '../../models/job.ts'
import type { User } from '../../models/user.ts'
import { deleteJob } from '../jobs/jobs.server.ts'
import { CandidateJobNotFoundError, candidateQuality } from './candidate-quality.server.ts'

const ALL = { limit: 100, offset: 0 }

const quality = async (employer: User, query: Parameters<typeof candidateQuality>[2] = { sort: 'overallScore' }) =>
	candidateQuality(await freshEm(), employer, query, ALL)

describe('candidateQuality', () => {
	test('scores the employer’s own applications only; another employer’s never appear', async () => {
		const { user: employer } = await apiUser('employer')
		const { user: rival } = await apiUser('employer')
		const own = await accountsJob(employer)
		const theirs = await accountsJob(rival)
		const mine = await applied(own, {
			message: 'I have eight years in purchase ledger and can manage payroll in school hours.',
		})
		const other = await applied(theirs, { message: 'Someone else’s applicant.' })

		const result = await quality(employer)
		expect(result.items.map((item) => item.applicationId)).toEqual([mine.id])
		expect(result.items[0]).toMatchObject({
			jobId: own.id,
			// 30 + 25 × 0.3 + 0 + 30 × 0.15 + 0 = 42: "manage payroll" is one optional skill of weight 1 in 4.
			overallScore: 42,
			band: 'fair',
			experienceMatch: 100,
			skillsMatch: 25,
			educationMatch: 0,
			communicationQuality: 30,
			cvQuality: 0,
			responseTime: null,
			skills: {
				matched: { essential: [], optional: ['manage payroll'] },
				missing: { essential: ['use accounting systems'], optional: ['issue sales invoices'] },
			},
		})
		expect(result.items[0]!.scoringFactors[1]!.reason).toBe(
			'Has 1 of the 3 skills the advert asks for, 0 of 1 essential. Matched: manage payroll. Missing: use accounting systems, issue sales invoices',
		)
		expect((await quality(rival)).items.map((item) => item.applicationId)).toEqual([other.id])
		await expect(quality(rival, { jobId: own.id, sort: 'overallScore' })).rejects.toBeInstanceOf(
			CandidateJobNotFoundError,
		)
		await expect(quality(employer, { jobId: 2_000_000_000, sort: 'overallScore' })).rejects.toBeInstanceOf(
			CandidateJobNotFoundError,
		)
	})

	test('changing what an application sent changes its score', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await accountsJob(employer)
		const application = await applied(job, {
			profileSnapshot: {
				fullName: 'Ann Lee',
				yearsExperience: 0,
				skills: [],
				qualifications: [],
				currentJobTitle: null,
			},
		})
		const before = (await quality(employer)).items[0]!
		expect(before.experienceMatch).toBe(0)

		const em = await freshEm()
		await em.nativeUpdate(Application, application.id, {
			profileSnapshot: {
				fullName: 'Ann Lee',
				yearsExperience: 5,
				skills: ['Use accounting systems', 'Manage payroll', 'Issue sales invoices'],
				qualifications: ['AAT Level 3'],
				currentJobTitle: 'Accounts Assistant',
			},
		})
		const after = (await quality(employer)).items[0]!
		expect(after.experienceMatch).toBe(100)
		expect(after.skillsMatch).toBe(100)
		expect(after.educationMatch).toBe(100)
		expect(after.overallScore).toBeGreaterThan(before.overallScore)
	})

	test('a name is shown but not scored: two applicants who sent the same get the same score', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await accountsJob(employer)
		const letter = 'Five years of Sage and payroll in an accounts office, AAT Level 3.'
		await applied(job, { name: 'Mohammed Rahman', message: letter })
		await applied(job, { name: 'Helen Marsh', message: letter })
		const [first, second] = (await quality(employer)).items
		expect(new Set([first!.applicantName, second!.applicantName])).toEqual(new Set(['Mohammed Rahman', 'Helen Marsh']))
		expect(first!.scoringFactors).toEqual(second!.scoringFactors)
	})

	test('filters by job; the four sorts; summary tiles and the bands over all, not the page', async () => {
		const { user: employer } = await apiUser('employer')
		const accounts = await accountsJob(employer)
		const packer = await withStoredSkills(
			await postedJob(employer, { title: 'Packer', description: 'Packing boxes. No experience is needed.' }),
			{},
		)
		const hour = 3_600_000
		const strong = await applied(accounts, {
			profileSnapshot: {
				yearsExperience: 5,
				skills: ['Use accounting systems', 'Manage payroll'],
				qualifications: ['AAT Level 3'],
				currentJobTitle: 'Accounts Assistant',
			},
			coveringLetter:
				'I have spent five years in the accounts team of a Warrington builders’ merchant, where I process purchase invoices, match them to orders and run the supplier payment run every Friday. I also prepare the monthly payroll for forty staff and would like an accounts assistant role closer to home.',
			cv: 20_000,
			appliedAt: new Date(Date.now() - 3 * hour),
		})
		const skilled = await applied(accounts, {
			message: 'I use accounting systems daily, manage payroll and hold AAT: I want to be your assistant.',
			appliedAt: new Date(Date.now() - 2 * hour),
		})
		const experienced = await applied(accounts, {
			message: 'Twelve years in offices.',
			appliedAt: new Date(Date.now() - 1 * hour),
		})
		const packing = await applied(packer, { message: 'Happy to pack.', appliedAt: new Date() })

		const all = await quality(employer)
		const scoreOf = (id: number) => all.items.find((item) => item.applicationId === id)!
		expect(all.items[0]!.applicationId).toBe(strong.id)
		expect(all.total).toBe(4)
		expect(all.jobs.map((job) => job.id)).toEqual([packer.id, accounts.id])

		expect((await quality(employer, { sort: 'mostRecent' })).items.map((item) => item.applicationId)).toEqual([
			packing.id,
			experienced.id,
			skilled.id,
			strong.id,
		])
		// Not scored (null) sorts after every score: the packer advert has no skills stored and asks for no experience.
		const descending = (values: (number | null)[]) => [...values].sort((a, b) => (b ?? -1) - (a ?? -1))
		const bySkills = (await quality(employer, { sort: 'skillsMatch' })).items.map((item) => item.skillsMatch)
		expect(bySkills).toEqual(descending(bySkills))
		expect(bySkills.at(-1)).toBeNull()
		expect(scoreOf(skilled.id).skillsMatch!).toBeGreaterThan(scoreOf(experienced.id).skillsMatch!)
		const byExperience = (await quality(employer, { sort: 'experienceMatch' })).items.map(
			(item) => item.experienceMatch,
		)
		expect(byExperience).toEqual(descending(byExperience))
		expect(scoreOf(packing.id)).toMatchObject({ experienceMatch: null, skillsMatch: null, skills: null })

		const oneJob = await quality(employer, { jobId: packer.id, sort: 'overallScore' })
		expect(oneJob.job).toEqual({ id: packer.id, title: 'Packer' })
		expect(oneJob.items.map((item) => item.applicationId)).toEqual([packing.id])

		const paged = await candidateQuality(await freshEm(), employer, { sort: 'overallScore' }, { limit: 1, offset: 1 })
		expect(paged.items).toHaveLength(1)
		expect(paged.summary.scored).toBe(4)
		const scores = all.items.map((item) => item.overallScore)
		expect(paged.summary.averageScore).toBe(Math.round(scores.reduce((a, b) => a + b, 0) / 4))
		expect(paged.summary.bands.reduce((sum, band) => sum + band.count, 0)).toBe(4)
		expect(paged.summary.bands.find((band) => band.band === 'excellent')!.count).toBe(
			scores.filter((score) => score >= 80).length,
		)
	})

	test('the job filter names only jobs with applicants; a job of theirs with none is an empty list, not "not found"', async () => {
		const { user: employer } = await apiUser('employer')
		const answered = await accountsJob(employer)
		const quiet = await postedJob(employer, { title: 'Warehouse Operative' })
		await applied(answered, { coveringLetter: 'I have worked in an accounts office for three years.' })
		const all = await quality(employer)
		expect(all.jobs.map((job) => job.id)).toEqual([answered.id])
		const none = await quality(employer, { jobId: quiet.id, sort: 'overallScore' })
		expect(none.job).toEqual({ id: quiet.id, title: 'Warehouse Operative' })
		expect(none.total).toBe(0)
		expect(none.summary.scored).toBe(0)
	})

	test('applications whose job was deleted are left out; an employer with none sees an empty summary', async () => {
		const { user: employer } = await apiUser('employer')
		const { user: seeker } = await apiUser('employee')
		const job = await postedJob(employer, ACCOUNTS)
		const em = await freshEm()
		em.create(Application, {
			job: em.getReference(Job, job.id),
			user: seeker.id,
			applicantName: 'Kept By The Seeker',
			applicantEmail: seeker.email,
			message: 'Hello',
		})
		await em.flush()
		expect((await quality(employer)).total).toBe(1)
		const fork = await freshEm()
		await deleteJob(fork, await fork.findOneOrFail(Job, job.id))
		const after = await quality(employer)
		expect(after.total).toBe(0)
		expect(after.summary).toEqual({
			scored: 0,
			averageScore: null,
			bands: [
				{ band: 'excellent', label: 'Excellent', count: 0 },
				{ band: 'good', label: 'Good', count: 0 },
				{ band: 'fair', label: 'Fair', count: 0 },
				{ band: 'poor', label: 'Poor', count: 0 },
			],
		})
	})
})
