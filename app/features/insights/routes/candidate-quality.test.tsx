import { renderToStaticMarkup } from 'react-dom/server'
import { createRoutesStub } from 'react-router'
import { describe, expect, test } from 'vitest'
import { applicationTo, postedJob } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, ORIGIN } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { CandidateQualityCard } from '../components/candidate-quality-card.tsx'
import type { CandidateScoreView } from '../candidate-quality.server.ts'
import * as candidateQuality from './candidate-quality.tsx'

const page = (query = '', cookie?: string) =>
	callRoute(
		candidateQuality.loader,
		new Request(`${ORIGIN}/candidate-quality${query}`, { headers: cookie ? { Cookie: cookie } : {} }),
	)

type PageData = {
	items: CandidateScoreView[]
	summary: { scored: number; averageScore: number | null } | null
	sort: string
	jobNotFound: boolean
	jobs: { id: number; title: string }[]
}

describe('/candidate-quality', () => {
	test('signed out is refused with a 401, a job seeker or admin with a 403, both saying it is for employers', async () => {
		const signedOut = await page()
		expect(signedOut.status).toBe(401)
		expect(await signedOut.json()).toMatchObject({ message: 'This feature is only available to employers.' })
		for (const userType of ['employee', 'admin'] as const) {
			expect((await page('', (await signedIn(userType)).cookie)).status).toBe(403)
		}
	})

	test('the employer’s own applicants, scored; another employer’s job is a 404 with no one in it', async () => {
		const { user, cookie } = await signedIn('employer')
		const { user: rival } = await signedIn('employer')
		const job = await postedJob(user, { title: 'Kitchen Porter', description: 'Washing up. No experience is needed.' })
		const theirs = await postedJob(rival, { title: 'Sous Chef' })
		await applicationTo(job, { applicantName: 'Tom Hughes', applicantEmail: 'tom@example.co.uk', message: 'Keen.' })
		await applicationTo(theirs, { applicantName: 'Not Theirs', applicantEmail: 'n@example.co.uk' })

		const response = await page('?sort=nonsense', cookie)
		expect(response.status).toBe(200)
		const body = (await response.json()) as PageData
		expect(body.sort).toBe('overallScore')
		expect(body.items.map((item) => item.applicantName)).toEqual(['Tom Hughes'])
		expect(body.jobs.map((own) => own.title)).toEqual(['Kitchen Porter'])
		expect(body.summary).toMatchObject({ scored: 1, averageScore: body.items[0]!.overallScore })

		const notYours = await page(`?jobId=${theirs.id}`, cookie)
		expect(notYours.status).toBe(404)
		const refused = (await notYours.json()) as PageData
		expect(refused).toMatchObject({ jobNotFound: true, items: [], summary: null })
		expect(JSON.stringify(refused)).not.toContain('Not Theirs')
	})

	test('a card shows the score, its band, every factor with its reason, the skills matched and missing, and links to the application', () => {
		const score: CandidateScoreView = {
			applicationId: 41,
			jobId: 7,
			jobTitle: 'Kitchen Porter',
			applicantName: 'Tom Hughes',
			appliedAt: '2026-11-20T10:00:00.000Z',
			overallScore: 64,
			band: 'good',
			experienceMatch: null,
			skillsMatch: 67,
			educationMatch: 50,
			communicationQuality: 30,
			cvQuality: 0,
			responseTime: null,
			scoringFactors: [
				{
					factor: 'experience',
					score: null,
					weight: 0,
					contribution: 0,
					reason: 'No years stated in the advert, so experience is not scored',
				},
				{ factor: 'skills', score: 67, weight: 42.9, contribution: 28.57, reason: 'Has 1 of the 2 skills' },
				{ factor: 'education', score: 50, weight: 21.4, contribution: 10.71, reason: 'No qualifications named' },
				{ factor: 'communication', score: 30, weight: 21.4, contribution: 6.43, reason: 'A 3-word message' },
				{ factor: 'cv', score: 0, weight: 14.3, contribution: 0, reason: 'No CV attached' },
			],
			skills: {
				matched: { essential: ['wash dishes'], optional: [] },
				missing: { essential: [], optional: ['use cleaning equipment'] },
			},
		}
		const Stub = createRoutesStub([{ path: '/', Component: () => <CandidateQualityCard score={score} /> }])
		const html = renderToStaticMarkup(<Stub />)
		expect(html).toContain('64<span')
		expect(html).toContain('Good')
		for (const text of ['Experience', 'CV quality', 'Has 1 of the 2 skills', '10.71', 'No CV attached'])
			expect(html).toContain(text)
		expect(html).toContain('Not scored')
		expect(html).not.toContain('0 of 0')
		expect(html).toContain('of 42.9')
		expect(html).toMatch(/Skills matched<\/h4><ul[^>]*><li[^>]*>wash dishes <span[^>]*>\(essential\)/)
		expect(html).toMatch(/Skills missing<\/h4><ul[^>]*><li[^>]*>use cleaning equipment<\/li>/)
		expect(html).toContain('href="/employer-dashboard?applications=7#application-41"')
	})
})
