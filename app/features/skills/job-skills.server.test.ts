// Skills of a job, found honestly (decision 199): from its title, requirements and duties, as
// whole phrases, never from company boilerplate or an "About us" part; its occupation from its title.
import { describe, expect, test } from 'vitest'
import { apiUser, postedJob } from '../../../tests/fixtures/jobs.ts'
import { sql } from '../../../tests/fixtures/queue.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Job } from '../../models/job.ts'
import { analyseAdvert, occupationOf, storeJobSkills } from './job-skills.server.ts'
import { JOB_WORDS, isJobWord } from './skill-phrases.server.ts'
import { taxonomyData } from './taxonomy-data.server.ts'

const { skills, occupations } = taxonomyData()
const skillId = (label: string) => skills.find((skill) => skill.label.toLowerCase() === label.toLowerCase())!.id
const occupationId = (label: string) => occupations.find((occupation) => occupation.label === label)!.id
const labelsOf = (found: { skillId: number }[]) =>
	found.map((skill) => skills.find((known) => known.id === skill.skillId)!.label)

const BLURB =
	'Brightwire Digital builds booking and scheduling software for cleaning businesses, care agencies and hauliers across the North West.'
const DEVELOPER = {
	title: 'Senior Full Stack Developer (TypeScript)',
	description: `Requirements\nTypeScript and JavaScript, with SQL.\n\n${BLURB}`,
}

describe('analysing an advert', () => {
	test("an employer's blurb repeated in its other adverts gives a developer job no cleaning skill", () => {
		const alone = analyseAdvert({ ...DEVELOPER, otherAdverts: [] })
		expect(alone.skills.map((found) => found.skillId)).toContain(skillId('perform cleaning duties'))

		const analysis = analyseAdvert({
			...DEVELOPER,
			otherAdverts: [`Answer customers' calls about bookings.\n\n${BLURB}`],
		})
		const found = labelsOf(analysis.skills)
		expect(found).toEqual(expect.arrayContaining(['TypeScript', 'JavaScript']))
		expect(found).not.toContain('perform cleaning duties')
		expect(analysis.companyText).toBe(BLURB)
	})

	test('an "About us" part is company text and no source of skills, even in a first advert', () => {
		const analysis = analyseAdvert({
			title: 'Software Developer',
			description: `Duties\nBuild our TypeScript services.\n\nAbout us\n${BLURB}\n\nBenefits\nFree first aid at work course.`,
			otherAdverts: [],
		})
		expect(labelsOf(analysis.skills)).toEqual(['TypeScript'])
		expect(analysis.skills[0]).toMatchObject({ source: 'duties', confidence: 0.8 })
		expect(analysis.companyText).toBe(BLURB)
	})

	test('phrases count only whole: "cleaning" in a web address and "care" in "careful" are nothing', () => {
		const none = analyseAdvert({
			title: 'Receptionist',
			description: 'Apply through www.safecleaningco.uk. We are careful, caring people.',
			otherAdverts: [],
		})
		expect(none.skills).toEqual([])
		const some = analyseAdvert({
			title: 'Receptionist',
			description: 'Some general cleaning of the front office, and personal care for visitors who need it.',
			otherAdverts: [],
		})
		expect(labelsOf(some.skills).sort()).toEqual(['assist clients with special needs', 'perform cleaning duties'])
	})

	test('alternative labels and local synonyms are found, as the skill they name', () => {
		const analysis = analyseAdvert({
			title: 'HGV Class 1 Driver',
			description: 'Requirements:\nC+E licence, CPC card and a digi tachograph card.\nFLT licence an advantage.',
			otherAdverts: [],
		})
		expect(analysis.skills).toEqual(
			expect.arrayContaining([
				{ skillId: skillId('HGV Class 1 licence'), source: 'requirements', confidence: 0.9 },
				{ skillId: skillId('Driver CPC'), source: 'requirements', confidence: 0.9 },
				{ skillId: skillId('operate forklift'), source: 'requirements', confidence: 0.9 },
			]),
		)
	})

	test('confidence by where: title and requirements 0.9, duties 0.8, other text 0.6, a single word there 0.4', () => {
		const analysis = analyseAdvert({
			title: 'Bookkeeper',
			description:
				'Some customer service and general cleaning.\n\nDuties\nKeep the books in Xero.\n\nEssential\nSage 50.',
			otherAdverts: [],
		})
		const by = new Map(analysis.skills.map((found) => [found.skillId, found]))
		expect(by.get(skillId('Xero'))).toMatchObject({ source: 'duties', confidence: 0.8 })
		expect(by.get(skillId('Sage accounting software'))).toMatchObject({ source: 'requirements', confidence: 0.9 })
		expect(by.get(skillId('customer service'))).toMatchObject({ source: 'description', confidence: 0.6 })
		expect(by.get(skillId('perform cleaning duties'))).toMatchObject({ source: 'description', confidence: 0.6 })
	})

	test('industrial design is no accounting (the source once gave it as an alternative label)', () => {
		const analysis = analyseAdvert({
			title: 'Designer',
			description: 'Requirements\nIndustrial design.',
			otherAdverts: [],
		})
		expect(labelsOf(analysis.skills)).not.toContain('accounting')
	})
})

describe('title words are not skills', () => {
	test.each(['Chef', 'Kitchen Assistant', 'Site Engineer', 'Warehouse Operative', 'Team Lead', 'Care Assistant'])(
		'%s gives no skill from its title',
		(title) => {
			expect(analyseAdvert({ title, description: '', otherAdverts: [] }).skills).toEqual([])
		},
	)

	test('no bare job word, and no single-word name of an occupation, stands as a skill anywhere', () => {
		for (const word of JOB_WORDS) expect(isJobWord(word), word).toBe(true)
		const singleWordOccupations = new Set(
			occupations
				.flatMap((occupation) => [occupation.label, ...occupation.altLabels])
				.filter((name) => !/\s/.test(name))
				.map((name) => name.toLowerCase()),
		)
		const named = skills.flatMap((skill) =>
			[skill.label, ...skill.altLabels].filter((phrase) => singleWordOccupations.has(phrase.toLowerCase())),
		)
		expect(named.length).toBeGreaterThan(0)
		for (const phrase of named) expect(isJobWord(phrase), phrase).toBe(true)
		const found = analyseAdvert({ title: 'Chef', description: `Duties\n${JOB_WORDS.join(', ')}`, otherAdverts: [] })
		expect(found.skills).toEqual([])
	})
})

describe('the occupation of a title', () => {
	test('Warehouse Operative and Picker Packer are one occupation, warehouse worker', () => {
		expect(occupationOf('Warehouse Operative')).toBe(occupationId('warehouse worker'))
		expect(occupationOf('Picker Packer')).toBe(occupationId('warehouse worker'))
	})

	test('an HGV Class 1 Driver drives cargo vehicles', () => {
		expect(occupationOf('HGV Class 1 Driver')).toBe(occupationId('cargo vehicle driver'))
		expect(occupationOf('Class 1 Driver - Nights')).toBe(occupationId('cargo vehicle driver'))
	})

	test('a Care Assistant (Days) is a care occupation; level words and extras do not hide the job', () => {
		const care = ['care home worker', 'social care worker', 'healthcare assistant'].map(occupationId)
		expect(care).toContain(occupationOf('Care Assistant (Days)'))
		expect(care).toContain(occupationOf('Senior Care Assistant - Nights'))
	})

	test('a title naming no occupation has none', () => {
		expect(occupationOf('Zanthor Qwib')).toBeNull()
	})
})

describe('storing the skills of a job', () => {
	test('writes job_skill, skill_ids, company text and occupation, and replaces them on edit', async () => {
		const { user } = await apiUser('employer')
		await postedJob(user, { title: 'Customer Adviser', description: `Answer calls about bookings.\n\n${BLURB}` })
		const job = await postedJob(user, DEVELOPER)

		const rows = () =>
			sql<{ skill_id: number; source: string; confidence: number }>(
				'select skill_id, source, confidence from job_skill where job_id = $1 order by skill_id',
				[job.id],
			)
		const stored = async () =>
			(
				await sql<{ skill_ids: number[]; company_text: string | null; occupation_id: number | null; updated_at: Date }>(
					'select skill_ids, company_text, occupation_id, updated_at from job where id = $1',
					[job.id],
				)
			)[0]!
		const first = await rows()
		expect(first.map((row) => row.skill_id)).toEqual(expect.arrayContaining([skillId('TypeScript')]))
		expect(first.map((row) => row.skill_id)).not.toContain(skillId('perform cleaning duties'))
		const before = await stored()
		expect(before.skill_ids).toEqual(first.map((row) => row.skill_id))
		expect(before.company_text).toBe(BLURB)

		const em = await freshEm()
		const edited = await em.findOneOrFail(Job, job.id)
		edited.title = 'Warehouse Operative'
		edited.description = 'Duties\nPicking and packing orders.\n\nRequirements\nCounterbalance licence.'
		await em.flush()
		await storeJobSkills(em, edited, null)

		const after = await rows()
		expect(after.map((row) => row.skill_id).sort((a, b) => a - b)).toEqual(
			[skillId('pick orders for dispatching'), skillId('counterbalance forklift licence')].sort((a, b) => a - b),
		)
		expect(await stored()).toMatchObject({
			skill_ids: after.map((row) => row.skill_id),
			company_text: null,
			occupation_id: occupationId('warehouse worker'),
		})
	})

	test("the employer's chosen list is stored as it is, each skill with where it was found or as theirs", async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user, {
			title: 'Bookkeeper',
			description: 'Requirements\nXero.',
			skills: [skillId('Xero'), skillId('Sage accounting software'), 99_999_999],
		})
		const rows = await sql<{ skill_id: number; source: string; confidence: number }>(
			'select skill_id, source, confidence from job_skill where job_id = $1 order by skill_id',
			[job.id],
		)
		expect(rows).toEqual([
			{ skill_id: skillId('Sage accounting software'), source: 'employer', confidence: 1 },
			{ skill_id: skillId('Xero'), source: 'requirements', confidence: expect.closeTo(0.9, 5) },
		])
	})

	test("an employer's second advert with the same blurb makes it company text in the first too", async () => {
		const { user } = await apiUser('employer')
		const first = await postedJob(user, DEVELOPER)
		const skillsOf = async (id: number) =>
			(
				await sql<{ skill_ids: number[]; company_text: string | null }>(
					'select skill_ids, company_text from job where id = $1',
					[id],
				)
			)[0]!
		expect((await skillsOf(first.id)).skill_ids).toContain(skillId('perform cleaning duties'))
		await postedJob(user, { title: 'Customer Adviser', description: `Answer calls about bookings.\n\n${BLURB}` })
		const after = await skillsOf(first.id)
		expect(after.skill_ids).not.toContain(skillId('perform cleaning duties'))
		expect(after.skill_ids).toContain(skillId('TypeScript'))
		expect(after.company_text).toBe(BLURB)
	})

	test("finding skills is no edit: a job's updated_at stays as it was", async () => {
		const { user } = await apiUser('employer')
		const job = await postedJob(user)
		const when = async () => (await sql<{ updated_at: Date }>('select updated_at from job where id = $1', [job.id]))[0]!
		const before = await when()
		const em = await freshEm()
		await storeJobSkills(em, await em.findOneOrFail(Job, job.id), null)
		expect(await when()).toEqual(before)
	})
})
