// The skills count in SQL (job.skill_tags, set by the job_skill_tags trigger) agrees with the rule
// in JavaScript (namesSkill) for every word of SKILL_KEYWORDS, written as adverts write them,
// slashes included (decision 141). A change to SKILL_KEYWORDS without a migration for the
// trigger fails here.
import { expect, test } from 'vitest'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Job } from '../../models/job.ts'
import { User } from '../../models/user.ts'
import { SKILL_KEYWORDS } from './insight-options.ts'
import { namesSkill } from '../profile/skill-words.ts'
import { skillJobCounts } from './market-recomputed.server.ts'

test('every skill word is found, in the forms adverts use, exactly as the JavaScript rule finds it', async () => {
	const { user } = await apiUser('employer')
	const em = await freshEm()
	const forms = (word: string) => [
		`Must have ${word}.`,
		`(${word.toUpperCase()}) experience`,
		`, ${word}; and more`,
		`${word.replace(/\b\w/g, (letter) => letter.toUpperCase())}/other tools`,
		`Word/${word}`,
	]
	const texts = [
		...SKILL_KEYWORDS.flatMap(({ words }) => words.flatMap(forms)),
		// Words inside other words name nothing.
		'JavaScript only',
		'Wholesales and reacting fast',
		'Excellence in cadence',
	]
	for (const [index, text] of texts.entries()) {
		em.create(Job, {
			title: index % 2 ? 'Role' : text,
			company: 'Skills Test Ltd',
			location: 'Birchwood',
			description: index % 2 ? `About the role. ${text}` : 'About the role.',
			jobType: 'Full-time',
			industry: 'Other',
			contactEmail: 'jobs@skills.example',
			postedAt: new Date(),
			expiresAt: new Date(Date.now() + 86_400_000),
			user: em.getReference(User, user.id),
		})
	}
	await em.flush()
	await em.flush()
	const counts = await skillJobCounts(await freshEm())
	for (const { skill, words } of SKILL_KEYWORDS) {
		const expected = texts.filter((text) => namesSkill(`Role About the role. ${text}`, words)).length
		expect(expected, skill).toBeGreaterThanOrEqual(words.length * 3)
		expect(counts.find((count) => count.skill === skill)!.listed, skill).toBe(expected)
	}
})

test("an edited advert's skills are read again; other changes leave them as they are", async () => {
	const { user } = await apiUser('employer')
	const em = await freshEm()
	const job = em.create(Job, {
		title: 'Warehouse Operative',
		company: 'Skills Test Ltd',
		location: 'Birchwood',
		description: 'Counterbalance forklift licence needed.',
		jobType: 'Full-time',
		industry: 'Other',
		contactEmail: 'jobs@skills.example',
		postedAt: new Date(),
		expiresAt: new Date(Date.now() + 86_400_000),
		user: em.getReference(User, user.id),
	})
	await em.flush()
	const tags = async () =>
		(
			await (
				await freshEm()
			)
				.getConnection()
				.execute<{ skill_tags: string[] }[]>('select skill_tags from job where id = ?', [job.id])
		)[0]!.skill_tags
	expect(await tags()).toEqual(['Forklift'])
	job.description = 'Picking with Excel reports and good customer service.'
	await em.flush()
	expect(await tags()).toEqual(['Excel', 'Customer service'])
	job.isActive = false
	await em.flush()
	expect(await tags()).toEqual(['Excel', 'Customer service'])
})
