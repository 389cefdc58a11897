// The skills count in SQL (full-text prefilter, then the whole-word pattern) agrees with the rule
// in JavaScript (namesSkill) for every word of SKILL_KEYWORDS, written as adverts write them, but
// for the one case the index cannot see: a word straight after a slash (decision 130).
import { expect, test } from 'vitest'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { Job } from '../../models/job.ts'
import { User } from '../../models/user.ts'
import { SKILL_KEYWORDS } from '../../utils/insight-options.ts'
import { namesSkill } from './market-figures.ts'
import { skillJobCounts } from './market.server.ts'

test('every skill word is found, in the forms adverts use, exactly as the JavaScript rule finds it', async () => {
	const { user } = await apiUser('employer')
	const em = await freshEm()
	const forms = (word: string) => [
		`Must have ${word}.`,
		`(${word.toUpperCase()}) experience`,
		`, ${word}; and more`,
		// Before a slash only when its last word has three letters or more ("Power BI/Tableau" is missed).
		...(/^[a-z][a-z0-9.]{2,}$/i.test(word.split(' ').at(-1)!)
			? [`${word.replace(/\b\w/g, (letter) => letter.toUpperCase())}/other tools`]
			: []),
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
	// The known miss: "Word/Excel" reads as one word in the index, which does not start "excel".
	em.create(Job, {
		title: 'Office Administrator',
		company: 'Skills Test Ltd',
		location: 'Birchwood',
		description: 'Word/Excel needed.',
		jobType: 'Full-time',
		industry: 'Other',
		contactEmail: 'jobs@skills.example',
		postedAt: new Date(),
		expiresAt: new Date(Date.now() + 86_400_000),
		user: em.getReference(User, user.id),
	})
	await em.flush()
	const counts = await skillJobCounts(await freshEm())
	for (const { skill, words } of SKILL_KEYWORDS) {
		const expected = texts.filter((text) => namesSkill(`Role About the role. ${text}`, words)).length
		expect(expected, skill).toBeGreaterThanOrEqual(words.length * 3)
		expect(counts.find((count) => count.skill === skill)!.listed, skill).toBe(expected)
	}
})
