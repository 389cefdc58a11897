import { describe, expect, test } from 'vitest'
import { pdfBytes } from '../../../../tests/fixtures/files.ts'
import { postedJob, uniqueWord } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN, toastOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { Application } from '../../../models/application.ts'
import { Job } from '../../../models/job.ts'
import { User } from '../../../models/user.ts'
import { savePreferences } from '../../recommendations/preferences.server.ts'
import { deleteProfileCv } from '../../applying/profile-cv.server.ts'
import { saveQuickApplySubmission } from '../../applying/quick-apply.server.ts'
import { QuickApplyProfileSchema } from '../../applying/quick-apply-schema.ts'
import { saveJob } from '../../saved-jobs/saved-jobs.server.ts'
import * as dashboard from './employee-dashboard.tsx'

type JobCard = { id: number; title: string; saved?: true }
type Dashboard = {
	firstName: string
	tab: 'applications' | 'saved' | 'recommendations' | 'alerts'
	counts: { applications: number; saved: number; recommendations: number; alerts: number }
	completeness: { percent: number; missing: string[] }
	applications: { id: number; badge: string; appliedOn: string; job: { id: number; title: string } }[]
	saved: { id: number; job: { id: number; title: string; isListed: boolean } }[]
	recommendations: { reason: string; job: JobCard }[]
	search: { words: string; area: string; listingHref: string; total: number; jobs: JobCard[] } | null
	offer: { criteria: string; summary: string; frequency: string } | null
	alerts: { id: number; name: string }[]
}

const HOUR = 60 * 60 * 1000
const DAY = 24 * HOUR

function open(search: string, cookie?: string) {
	return callRoute(
		dashboard.loader,
		new Request(`${ORIGIN}/employee-dashboard${search}`, { headers: cookie ? { Cookie: cookie } : {} }),
	)
}

async function view(search: string, cookie: string) {
	const response = await open(search, cookie)
	expect(response.status).toBe(200)
	return (await response.json()) as Dashboard
}

/** An application by a signed-in seeker, sent `ago` milliseconds before now. */
async function applied(seeker: User, job: Job, ago: number) {
	const em = await freshEm()
	em.create(Application, {
		job: em.getReference(Job, job.id),
		user: em.getReference(User, seeker.id),
		applicantName: `${seeker.firstName} ${seeker.lastName}`,
		applicantEmail: seeker.email,
		message: 'I would like to apply.',
		appliedAt: new Date(Date.now() - ago),
	})
	await em.flush()
}

describe('/employee-dashboard access', () => {
	test('signed-out visitors are sent to sign in and back, with the query kept', async () => {
		const response = await open('?search=cleaning&location=warrington')
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe(
			`/auth?redirectTo=${encodeURIComponent('/employee-dashboard?search=cleaning&location=warrington')}`,
		)
	})

	test('employers go to their own dashboard and admins to the listing, with a word why', async () => {
		const employer = await signedIn('employer')
		const response = await open('', employer.cookie)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/employer-dashboard')
		expect((await toastOf(response))?.title).toBe('Job seekers only')
		const admin = await signedIn('admin')
		expect((await open('', admin.cookie)).headers.get('Location')).toBe('/')
	})
})

describe('a new job seeker', () => {
	test('sees zeros, 40% with the CV and Quick Apply profile missing, and every tab empty', async () => {
		const seeker = await signedIn('employee')
		const body = await view('', seeker.cookie)
		expect(body.firstName).toBe(seeker.user.firstName)
		expect(body.tab).toBe('applications')
		expect(body.counts).toEqual({ applications: 0, saved: 0, recommendations: 0, alerts: 0 })
		expect(body.completeness).toEqual({ percent: 40, missing: ['CV', 'Quick Apply profile'] })
		expect(body.applications).toEqual([])
		expect(body.search).toBeNull()
		expect(body.offer).toBeNull()
		expect((await view('?tab=saved', seeker.cookie)).saved).toEqual([])
		const recommendations = await view('?tab=recommendations', seeker.cookie)
		expect(recommendations.tab).toBe('recommendations')
		expect(recommendations.recommendations).toEqual([])
		// An unknown tab is the first one.
		expect((await view('?tab=nonsense', seeker.cookie)).tab).toBe('applications')
	})

	test('the one CV counts wherever it was uploaded, and a Quick Apply profile completes the profile (decision 110)', async () => {
		const seeker = await signedIn('employee')
		await saveQuickApplySubmission(
			await freshEm(),
			seeker.user,
			QuickApplyProfileSchema.parse({ fullName: 'Emma Stockton' }),
			{
				cv: { fileName: 'Emma Stockton CV.pdf', mimeType: 'application/pdf', data: pdfBytes() },
			},
		)
		expect((await view('', seeker.cookie)).completeness).toEqual({ percent: 100, missing: [] })
		await deleteProfileCv(await freshEm(), seeker.user)
		expect((await view('', seeker.cookie)).completeness).toEqual({ percent: 60, missing: ['CV'] })
	})
})

describe('the tabs', () => {
	test('My Applications lists the seeker’s own applications, newest first, each with its badge', async () => {
		const employer = await signedIn('employer')
		const seeker = await signedIn('employee')
		const other = await signedIn('employee')
		const fresh = await postedJob(employer.user, { title: 'Warehouse Operative (Days)' })
		const recent = await postedJob(employer.user, { title: 'Reach Truck Driver' })
		const old = await postedJob(employer.user, { title: 'Care Assistant', industry: 'Healthcare' })
		await applied(seeker.user, old, 9 * DAY)
		await applied(seeker.user, fresh, 2 * HOUR)
		await applied(seeker.user, recent, 3 * DAY)
		await applied(other.user, fresh, HOUR)

		const body = await view('', seeker.cookie)
		expect(body.counts.applications).toBe(3)
		expect(body.applications.map((application) => [application.job.title, application.badge])).toEqual([
			['Warehouse Operative (Days)', 'Just Applied'],
			['Reach Truck Driver', 'Pending'],
			['Care Assistant', 'Under Review'],
		])
		expect(body.applications[0]!.job.id).toBe(fresh.id)
		expect(body.applications[2]!.appliedOn).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/)
		// Other tabs do not send the applications, only their count.
		expect((await view('?tab=saved', seeker.cookie)).applications).toEqual([])
	})

	test('Saved Jobs lists what the seeker saved, and a job that closed stays until removed', async () => {
		const employer = await signedIn('employer')
		const seeker = await signedIn('employee')
		const kept = await postedJob(employer.user, { title: 'Night Care Assistant' })
		const closing = await postedJob(employer.user, { title: 'Housekeeper' })
		const em = await freshEm()
		expect(await saveJob(em, seeker.user, kept.id)).toBe(true)
		expect(await saveJob(em, seeker.user, closing.id)).toBe(true)
		const job = await em.findOneOrFail(Job, closing.id)
		job.isActive = false
		await em.flush()

		const body = await view('?tab=saved', seeker.cookie)
		expect(body.tab).toBe('saved')
		expect(body.counts.saved).toBe(2)
		expect(body.saved.map((entry) => [entry.job.title, entry.job.isListed]).sort()).toEqual([
			['Housekeeper', false],
			['Night Care Assistant', true],
		])
	})

	test('Recommendations shows the first 5 of a true count, with hearts for saved jobs', async () => {
		const employer = await signedIn('employer')
		const seeker = await signedIn('employee')
		const word = uniqueWord()
		const jobs = []
		for (let i = 0; i < 7; i++)
			jobs.push(
				await postedJob(employer.user, {
					title: `${word} Cleaner ${i + 1}`,
					industry: 'Cleaning Services',
					location: 'Birchwood',
				}),
			)
		const em = await freshEm()
		await savePreferences(em, seeker.user, {
			preferredJobTypes: [],
			preferredIndustries: ['Cleaning Services'],
			preferredLocations: ['Birchwood'],
			salaryMin: null,
			salaryMax: null,
		})
		await saveJob(em, seeker.user, jobs[6]!.id)

		const body = await view('?tab=recommendations', seeker.cookie)
		expect(body.counts.recommendations).toBeGreaterThanOrEqual(6)
		expect(body.recommendations).toHaveLength(dashboard.RECOMMENDATIONS_SHOWN)
		for (const { reason } of body.recommendations) expect(reason).not.toBe('')
		const savedIds = new Set([jobs[6]!.id])
		for (const { job } of body.recommendations) expect(job.saved ?? false).toBe(savedIds.has(job.id))
	})
})

describe('a search linked from a marketing page', () => {
	test('location=warrington means all of Warrington; the full listing is one link away', async () => {
		const employer = await signedIn('employer')
		const seeker = await signedIn('employee')
		const word = uniqueWord()
		const orford = await postedJob(employer.user, {
			title: `${word} Support Worker`,
			location: 'Orford',
			industry: 'Social Care',
		})
		const padgate = await postedJob(employer.user, {
			title: `${word} Senior Support Worker`,
			location: 'Padgate',
			industry: 'Social Care',
		})

		const everywhere = await view(`?search=${word}+support&location=warrington`, seeker.cookie)
		expect(everywhere.search).toMatchObject({
			words: `${word} support`,
			area: '',
			total: 2,
			listingHref: `/?search=${word}+support`,
		})
		expect(everywhere.search!.jobs.map((job) => job.id).sort()).toEqual([orford.id, padgate.id].sort())

		const inOrford = await view(`?search=${word}&location=orford`, seeker.cookie)
		expect(inOrford.search).toMatchObject({ area: 'Orford', total: 1, listingHref: `/?search=${word}&location=Orford` })

		const nowhere = await view(`?search=${word}&location=Birchwood`, seeker.cookie)
		expect(nowhere.search).toMatchObject({ total: 0, jobs: [] })
	})

	test('shows the first 5 matches of more', async () => {
		const employer = await signedIn('employer')
		const seeker = await signedIn('employee')
		const word = uniqueWord()
		for (let i = 0; i < 6; i++)
			await postedJob(employer.user, { title: `${word} Cleaner ${i + 1}`, industry: 'Cleaning Services' })
		const body = await view(`?search=${word}&location=warrington&tab=saved`, seeker.cookie)
		expect(body.tab).toBe('saved')
		expect(body.search!.total).toBe(6)
		expect(body.search!.jobs).toHaveLength(dashboard.SEARCH_RESULTS_SHOWN)
	})
})

describe('the job alert offer (decision 157)', () => {
	test('alerts=true&category=… offers an alert for the category’s industry, search and area read loosely', async () => {
		const seeker = await signedIn('employee')
		expect((await view('?alerts=true&category=cleaning', seeker.cookie)).offer).toEqual({
			criteria: 'industry=Cleaning+Services',
			summary: 'All jobs in Warrington (Cleaning Services)',
			frequency: 'daily',
		})
		expect((await view('?alerts=true&category=support-worker', seeker.cookie)).offer).toMatchObject({
			criteria: 'industry=Social+Care',
		})
		expect(
			(await view('?search=cleaner&location=orford&alerts=true&category=plumbing&frequency=weekly', seeker.cookie))
				.offer,
		).toEqual({ criteria: 'search=cleaner&location=Orford', summary: '“cleaner” jobs in Orford', frequency: 'weekly' })
		expect((await view('?alerts=false&category=cleaning', seeker.cookie)).offer).toBeNull()
	})
})
