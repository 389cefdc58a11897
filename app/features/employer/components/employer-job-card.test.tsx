// An employer's card of a listing that has ended (decision 189): "Ended", the date it ended, and
// neither Activate nor Sponsor, whatever the stored flag says.
import { describe, expect, test } from 'vitest'
import { renderedHtml } from '../../../../tests/fixtures/render.tsx'
import { EmployerJobCard, type EmployerJob } from './employer-job-card.tsx'

const NOW = '2026-11-27T12:00:00.000Z'
const job: EmployerJob = {
	id: 7,
	title: 'Practice Manager',
	company: 'Stockton Heath Dental Practice',
	location: 'Stockton Heath',
	salary: '£30,000',
	description: 'Running a busy village practice.',
	jobType: 'Full-time',
	industry: 'Healthcare',
	contactEmail: 'practice@stocktonheathdental.co.uk',
	isActive: true,
	status: 'active',
	postedAt: '2026-10-28T12:00:00.000Z',
	expiresAt: '2026-11-27T11:59:00.000Z',
	userId: 1,
	isSponsored: false,
	sponsorshipType: null,
	sponsorshipExpiresAt: null,
	applyUrl: null,
	importedFrom: null,
	applicationCount: 2,
	outboundClicks: null,
}

const textOf = async (shown: EmployerJob) =>
	(
		await renderedHtml(
			<EmployerJobCard
				job={shown}
				tab="inactive"
				now={NOW}
				open={null}
				failedMove={null}
				confirmingDelete={false}
				sponsorshipUnavailable={null}
			/>,
		)
	)
		.replace(/<[^>]+>/g, ' ')
		.replace(/\s+/g, ' ')

describe('an employer’s job card', () => {
	test('an ended listing says so, with no Activate or Sponsor', async () => {
		const text = await textOf({ ...job, isActive: false, status: 'ended' })
		expect(text).toContain('Ended')
		expect(text).toContain('Listing ended on 27 November 2026; job seekers no longer see it.')
		expect(text).not.toMatch(/\bActive\b|Activate|Deactivate|Sponsor this job/)
	})

	test('a live listing is Active, with Deactivate', async () => {
		const text = await textOf({ ...job, expiresAt: '2026-12-27T12:00:00.000Z' })
		expect(text).toContain('Active')
		expect(text).toContain('Deactivate')
		expect(text).not.toContain('Listing ended')
	})
})
