// Candidate quality on real inputs (issue 29, decision 207): the applicant's /profile skills mapped
// to the taxonomy, title words never counted as skills, and an advert that states no years.
import { describe, expect, test } from 'vitest'
import { ACCOUNTS_SKILLS, accountsJob, applied, withStoredSkills } from '../../../tests/fixtures/candidate-quality.ts'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import type { User } from '../../models/user.ts'
import { candidateQuality } from './candidate-quality.server.ts'

const quality = async (employer: User) =>
	candidateQuality(await freshEm(), employer, { sort: 'overallScore' }, { limit: 100, offset: 0 })

describe('candidate quality on real inputs (issue 29)', () => {
	test('the applicant’s /profile skills count: a mapped skill, and a name mapped to the taxonomy now', async () => {
		const { user: employer } = await apiUser('employer')
		const { user: seeker } = await apiUser('employee')
		const job = await accountsJob(employer)
		const connection = (await freshEm()).getConnection()
		await connection.execute(
			`insert into user_skill (user_id, skill_name, skill_id, skill_category, proficiency_level, is_verified, created_at, updated_at)
			select ?, 'Payroll (monthly, 40 staff)', id, 'Business', 'Advanced', false, now(), now() from skill where label = 'manage payroll'`,
			[seeker.id],
		)
		await connection.execute(
			`insert into user_skill (user_id, skill_name, skill_id, skill_category, proficiency_level, is_verified, created_at, updated_at)
			values (?, 'Use accounting systems', null, 'Business', 'Intermediate', false, now(), now())`,
			[seeker.id],
		)
		await applied(job, { user: seeker, message: 'Please see my profile.' })
		const [scored] = (await quality(employer)).items
		expect(scored!.skills).toEqual({
			matched: { essential: ['use accounting systems'], optional: ['manage payroll'] },
			missing: { essential: [], optional: ['issue sales invoices'] },
		})
		// (2 + 1) of 4
		expect(scored!.skillsMatch).toBe(75)
	})

	test('title words are not skills: an applicant who only names the job’s title matches none of its skills', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await withStoredSkills(
			await postedJob(employer, {
				title: 'Assistant Maintenance Engineer',
				description: 'Carry out planned maintenance on packing lines. Minimum 2 years’ experience.',
			}),
			{ 'perform machine maintenance': 'requirements' },
		)
		await applied(job, {
			profileSnapshot: {
				yearsExperience: 3,
				skills: ['Assistant', 'Engineer'],
				qualifications: [],
				currentJobTitle: 'Assistant Engineer',
			},
			message: 'I am an assistant engineer looking for an engineer role.',
		})
		const [scored] = (await quality(employer)).items
		expect(scored!.skills).toEqual({
			matched: { essential: [], optional: [] },
			missing: { essential: ['perform machine maintenance'], optional: [] },
		})
		expect(scored!.skillsMatch).toBe(0)
		expect(scored!.experienceMatch).toBe(100)
		expect(JSON.stringify(scored!.scoringFactors)).not.toMatch(/Matched: [^.]*(assistant|engineer)/i)
	})

	test('an advert that states no years: experience is not scored, and the explanation says so', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await withStoredSkills(
			await postedJob(employer, {
				title: 'Accounts Assistant',
				description: 'Process purchase invoices in Sage and help with payroll. AAT qualified or studying.',
			}),
			ACCOUNTS_SKILLS,
		)
		await applied(job, {
			profileSnapshot: { yearsExperience: 0, skills: ['Manage payroll'], qualifications: [], currentJobTitle: null },
		})
		const [scored] = (await quality(employer)).items
		expect(scored!.experienceMatch).toBeNull()
		expect(scored!.scoringFactors[0]).toMatchObject({
			factor: 'experience',
			score: null,
			weight: 0,
			reason: 'No years stated in the advert, so experience is not scored; its weight goes to the other factors',
		})
		expect(JSON.stringify(scored)).not.toMatch(/asks for 1 year|no years stated\)/)
		expect(scored!.scoringFactors.reduce((sum, factor) => sum + factor.weight, 0)).toBeCloseTo(100, 0)
	})

	test('a weak finding (a single word in the rest of the advert) is not a skill it asks for', async () => {
		const { user: employer } = await apiUser('employer')
		const job = await withStoredSkills(
			await postedJob(employer, { title: 'IT Support Technician', description: 'We also look after cleaning firms.' }),
			{ 'customer service': 'description' },
			0.4,
		)
		await applied(job, { message: 'Customer service is my strength.' })
		const [scored] = (await quality(employer)).items
		expect(scored!.skills).toBeNull()
		expect(scored!.skillsMatch).toBeNull()
	})
})
