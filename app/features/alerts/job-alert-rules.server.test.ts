import { describe, expect, test } from 'vitest'
import {
	isJobAlertDue,
	jobAlertMail,
	JOBS_IN_ONE_MAIL,
	newJobsForAlert,
	unsubscribeUrl,
} from './job-alert-rules.server.ts'

const HOUR = 60 * 60 * 1000
const job = (id: number) => ({ id, title: `Job ${id}`, company: 'Sankey Brook Care', location: 'Orford', salary: null })

describe('the high-water mark', () => {
	test('only jobs above the mark are new; the mark moves to the greatest id mailed', () => {
		expect(newJobsForAlert([job(14), job(12), job(9), job(7)], 9)).toEqual({ jobs: [job(14), job(12)], mark: 14 })
	})

	test('nothing new leaves the mark as it was, however old the jobs found', () => {
		expect(newJobsForAlert([job(9), job(3)], 9)).toEqual({ jobs: [], mark: 9 })
		expect(newJobsForAlert([], 40)).toEqual({ jobs: [], mark: 40 })
	})

	test('a job mailed once is never new again: the next run with the same jobs finds nothing', () => {
		const first = newJobsForAlert([job(21), job(20)], 19)
		expect(first.jobs.map((j) => j.id)).toEqual([21, 20])
		expect(newJobsForAlert([job(22), job(21), job(20)], first.mark).jobs.map((j) => j.id)).toEqual([22])
	})
})

describe('when an alert is due', () => {
	const now = new Date('2026-11-24T09:00:00Z')
	const since = (hours: number) => new Date(now.getTime() - hours * HOUR)

	test('daily after 23 hours, weekly after 167: an hourly run never slips a day', () => {
		expect(isJobAlertDue({ frequency: 'daily', paused: false, checkedAt: since(23) }, now)).toBe(true)
		expect(isJobAlertDue({ frequency: 'daily', paused: false, checkedAt: since(22.9) }, now)).toBe(false)
		expect(isJobAlertDue({ frequency: 'weekly', paused: false, checkedAt: since(167) }, now)).toBe(true)
		expect(isJobAlertDue({ frequency: 'weekly', paused: false, checkedAt: since(100) }, now)).toBe(false)
	})

	test('a paused or instant alert is never due for the periodic run', () => {
		expect(isJobAlertDue({ frequency: 'daily', paused: true, checkedAt: since(500) }, now)).toBe(false)
		expect(isJobAlertDue({ frequency: 'instant', paused: false, checkedAt: since(500) }, now)).toBe(false)
	})
})

describe('the mail', () => {
	const alert = {
		name: '“carer” jobs in Orford',
		criteria: 'search=carer&location=Orford',
		unsubscribeToken: 'abc_-123',
	}

	test('lists each job with title, company, place, pay and link, and carries RFC 8058 one-click unsubscribe', async () => {
		const mail = await jobAlertMail({
			to: 'emma@example.co.uk',
			firstName: 'Emma',
			alert,
			jobs: [{ ...job(5), title: 'Support Worker', salary: '£12.60 an hour' }],
			origin: 'https://warringtonjobs.co.uk',
		})
		expect(mail.to).toBe('emma@example.co.uk')
		expect(mail.subject).toBe('1 new job: “carer” jobs in Orford')
		expect(mail.text).toMatch(
			/Support Worker <https:\/\/warringtonjobs\.co\.uk\/jobs\/5>\n+Sankey Brook Care, Orford \(£12\.60 an hour\)/,
		)
		expect(mail.html).toContain('<a href="https://warringtonjobs.co.uk/jobs/5"')
		expect(mail.html).toMatch(/<h2[^>]*><a [^>]*>Support Worker<\/a><\/h2>/)
		expect(mail.text).toContain('https://warringtonjobs.co.uk/?search=carer&location=Orford')
		expect(mail.text).toContain('https://warringtonjobs.co.uk/alerts/unsubscribe?token=abc_-123')
		expect(mail.headers).toEqual({
			'List-Unsubscribe': '<https://warringtonjobs.co.uk/alerts/unsubscribe?token=abc_-123>',
			'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
		})
	})

	test(`lists at most ${JOBS_IN_ONE_MAIL} jobs and says how many more the search has`, async () => {
		const jobs = Array.from({ length: 13 }, (_, i) => job(100 - i))
		const mail = await jobAlertMail({
			to: 'a@example.co.uk',
			firstName: 'A',
			alert,
			jobs,
			origin: 'http://localhost:3000',
		})
		expect(mail.subject).toBe('13 new jobs: “carer” jobs in Orford')
		expect(mail.text.match(/\/jobs\/\d+/g)).toHaveLength(JOBS_IN_ONE_MAIL)
		expect(mail.text).toContain('and 3 more.')
	})

	test('the unsubscribe address escapes its token', () => {
		expect(unsubscribeUrl('https://x.test', 'a+b/c')).toBe('https://x.test/alerts/unsubscribe?token=a%2Bb%2Fc')
	})
})
