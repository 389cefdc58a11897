// "Download my data" (decision 163): the JSON document holds every section of the account's
// data and never a secret; the files are the account's own, listed with their place in the ZIP.
import { describe, expect, test } from 'vitest'
import { seekerWithEverything, employerWithEverything } from '../../../tests/fixtures/account-data.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { accountExport, EXPORT_SECTIONS } from './account-export.server.ts'

withLocalOutbox()

describe('the data export', () => {
	test('a job seeker gets every section with their rows, their files, and no password hash or token', async () => {
		const { user, application } = await seekerWithEverything()
		const { document, files } = await accountExport(await freshEm(), user)
		const sections = document as Record<string, unknown>
		for (const name of Object.keys(EXPORT_SECTIONS)) expect(sections).toHaveProperty(name)
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
			'courseRecommendations',
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
		expect(sections.careerPaths).toMatchObject([{ milestones: [{ title: 'Finish the Care Certificate' }] }])
		// The application with its snapshot; the one sent without signing in is not the account's to read.
		expect(sections.applications).toMatchObject([
			{ id: application.id, kind: 'quick', jobTitle: 'Senior Carer', profileSnapshot: { fullName: 'Priya Sankey' } },
		])
		const json = JSON.stringify(document)
		expect(json).not.toMatch(/argon2|"password"|tokenHash|"token"|"sid"/)

		expect(files.map((file) => file.path).sort()).toEqual(
			[
				'files/cv/quick-apply-cv.pdf',
				'files/profile-picture/me.webp',
				'files/profile-picture/small/me-64.webp',
				'files/video-pitch/pitch.webm',
				`files/applications/${application.id}/cv/quick-apply-cv.pdf`,
				`files/applications/${application.id}/video-pitch/pitch.webm`,
			].sort(),
		)
		expect(sections.files).toHaveLength(6)
	})

	test('an employer gets their jobs and sponsorship payments, not their applicants', async () => {
		const { user, job } = await employerWithEverything()
		const { document, files } = await accountExport(await freshEm(), user)
		expect(document.jobs).toMatchObject([{ id: job.id, title: 'Warehouse Operative' }, { title: 'Forklift Driver' }])
		expect(JSON.stringify(document.jobs)).not.toMatch(/searchVector|rankVector/)
		expect(document.payments).toMatchObject([{ sponsorshipType: '7days', amountPence: 999 }])
		expect(document.applications).toEqual([])
		expect(JSON.stringify(document)).not.toContain('Tom Orford')
		expect(files).toEqual([])
	})
})
