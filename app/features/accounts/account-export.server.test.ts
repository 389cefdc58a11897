// "Download my data" (decisions 163, 184): the JSON document holds a section for every entry of
// the register of personal data and never a secret; the files are the account's own, listed with
// their place in the ZIP.
import { describe, expect, test } from 'vitest'
import { seekerWithEverything, employerWithEverything } from '../../../tests/fixtures/account-data.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { accountExport } from './account-export.server.ts'
import { PERSONAL_DATA } from './personal-data-register.server.ts'

withLocalOutbox()

describe('the data export', () => {
	test('a job seeker gets every section with their rows, their files, and no password hash or token', async () => {
		const { user, application } = await seekerWithEverything()
		const { document, files } = await accountExport(await freshEm(), user)
		const sections = document as Record<string, unknown>
		for (const { section } of PERSONAL_DATA) expect(sections).toHaveProperty(section)
		expect(sections.account).toMatchObject({ id: user.id, email: user.email, firstName: 'Emma' })
		expect(sections.quickApplyProfile).toMatchObject({ fullName: 'Priya Sankey', postcode: 'WA5 1AA' })
		expect(sections.preferences).toMatchObject({ preferredLocations: ['Great Sankey'] })
		for (const name of [
			'skills',
			'trainingHistory',
			'savedJobs',
			'jobInteractions',
			'companyReviews',
			'courseEnrolments',
			'courseModuleProgress',
			'certificates',
			'careerAssessments',
			'careerPaths',
			'careerMilestones',
			'careerPathCourses',
			'courseRecommendations',
			'contactMessages',
			'partnershipEnquiries',
			'retriedRequests',
			'businessSubmissions',
			'payments',
			'sessions',
			'apiTokens',
			'passwordResetTokens',
		]) {
			expect(sections[name], name).toHaveLength(1)
		}
		expect(sections.jobs).toEqual([])
		expect(sections.savedJobs).toMatchObject([{ jobTitle: 'Senior Carer' }])
		expect(sections.careerMilestones).toMatchObject([{ title: 'Finish the Care Certificate' }])
		// The application with its snapshot, and the one sent without signing in under their verified address.
		expect(sections.applications).toMatchObject([
			{ id: application.id, kind: 'quick', jobTitle: 'Senior Carer', profileSnapshot: { fullName: 'Priya Sankey' } },
			{ kind: 'custom', userId: null, applicantEmail: user.email, applicantName: 'Priya Sankey' },
		])
		// Mail to their address only: the employer's notice of the application, which names them, is the employer's.
		expect(sections.emails).toMatchObject([{ to: user.email, subject: 'Reset your password' }])
		const json = JSON.stringify(document)
		expect(json).not.toMatch(/argon2|"password"|tokenHash|"token"|"sid"|responseBody|"text"/)

		expect(files.map((file) => file.path)).toHaveLength(7)
		expect(files.map((file) => file.path)).toEqual(
			expect.arrayContaining([
				'files/cv/quick-apply-cv.pdf',
				'files/profile-picture/me.webp',
				'files/profile-picture/small/me-64.webp',
				'files/video-pitch/pitch.webm',
				`files/applications/${application.id}/cv/quick-apply-cv.pdf`,
				`files/applications/${application.id}/video-pitch/pitch.webm`,
				expect.stringMatching(/^files\/applications\/\d+\/cv\/older-cv\.pdf$/),
			]),
		)
		expect(sections.files).toHaveLength(7)
		expect(sections.files).toContainEqual(expect.objectContaining({ path: 'files/cv/quick-apply-cv.pdf' }))
	})

	test('an unverified account gets only what names it by id: nothing sent under its address', async () => {
		const { user } = await seekerWithEverything({ verified: false })
		const { document } = await accountExport(await freshEm(), user)
		for (const section of ['contactMessages', 'partnershipEnquiries', 'emails'])
			expect(document[section], section).toEqual([])
		expect(document.applications).toHaveLength(1)
	})

	test('an employer gets their jobs and sponsorship payments, not their applicants', async () => {
		const { user, job } = await employerWithEverything()
		const { document, files } = await accountExport(await freshEm(), user)
		expect(document.jobs).toMatchObject([{ id: job.id, title: 'Warehouse Operative' }, { title: 'Forklift Driver' }])
		expect(JSON.stringify(document.jobs)).not.toMatch(/searchVector|rankVector/)
		expect(document.payments).toMatchObject([{ sponsorshipType: '7days', amountPence: 999 }])
		// Where their jobs are imported from, and which job each of the source's jobs became.
		expect(document.jobSources).toMatchObject([
			{ url: 'https://omega-distribution.co.uk/careers', kind: 'jsonld-page' },
		])
		expect(JSON.stringify(document.jobSources)).not.toMatch(/approvedById|etag/)
		expect(document.jobImports).toMatchObject([{ jobId: job.id, externalId: 'omega-warehouse-operative' }])
		expect(document.applications).toEqual([])
		// The notice of Tom's application was mailed to them: listed, without its text.
		expect(document.emails).toContainEqual(
			expect.objectContaining({ subject: 'New application for Warehouse Operative' }),
		)
		expect(JSON.stringify(document)).not.toContain('Tom Orford')
		expect(files).toEqual([])
	})
})
