import { describe, expect, test } from 'vitest'
import { withLocalOutbox } from '../../../../tests/fixtures/mail.ts'
import { callRoute, formRequest, freshEm, nextIp } from '../../../../tests/fixtures/route.ts'
import { ContactMessage } from '../../../models/contact-message.ts'
import { OutboxMessage } from '../../../models/outbox-message.ts'
import { PartnershipEnquiry } from '../../../models/partnership-enquiry.ts'
import * as contact from './contact.tsx'
import * as outreach from '../../content/routes/employer-outreach.tsx'

withLocalOutbox()

const MESSAGE = {
	name: 'Ravi Patel',
	email: 'ravi.patel@example.co.uk',
	subject: 'Posting several jobs',
	message: 'Can I post ten warehouse jobs at once?',
	inquiryType: 'employer',
}

describe('the /contact form', () => {
	test('stores the message, mails the inbox and answers with the confirmation page', async () => {
		const subject = `Posting several jobs ${Date.now()}`
		const response = await callRoute(contact.action, formRequest('/contact', { ...MESSAGE, subject }), { ip: nextIp() })
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toBe('/contact?sent=1')
		expect(await (await freshEm()).count(ContactMessage, { subject })).toBe(1)
		expect(await (await freshEm()).count(OutboxMessage, { subject: `Contact: ${subject}` })).toBe(1)
	})

	test("answers each rule's message, stores nothing", async () => {
		const subject = `Hi ${Date.now()}`
		const response = await callRoute(
			contact.action,
			formRequest('/contact', { name: 'R', email: 'ravi', subject: 'Hi', message: 'Short', inquiryType: 'sales' }),
			{ ip: nextIp() },
		)
		expect(response.status).toBe(400)
		const { result } = await response.json()
		expect(result.error).toEqual({
			name: ['Name must be at least 2 characters'],
			email: ['Please enter a valid email address'],
			subject: ['Subject must be at least 5 characters'],
			message: ['Message must be at least 10 characters'],
			inquiryType: ['Choose what your message is about'],
		})
		expect(await (await freshEm()).count(ContactMessage, { subject })).toBe(0)
	})

	test('refuses a filled honeypot, and the sixth message in an hour from one address', async () => {
		const subject = `Honeypot ${Date.now()}`
		const bot = await callRoute(contact.action, formRequest('/contact', { ...MESSAGE, subject, website: 'x' }), {
			ip: nextIp(),
		})
		expect(bot.status).toBe(400)
		expect(await (await freshEm()).count(ContactMessage, { subject })).toBe(0)

		const ip = nextIp()
		for (let index = 0; index < 5; index += 1) {
			const sent = await callRoute(contact.action, formRequest('/contact', MESSAGE), { ip })
			expect(sent.status).toBe(302)
		}
		const sixth = await callRoute(contact.action, formRequest('/contact', MESSAGE), { ip })
		expect(sixth.status).toBe(429)
		expect(JSON.stringify(await sixth.json())).toContain('Too many attempts')
	})
})

describe('the /employer-outreach form', () => {
	test('stores the enquiry, mails the inbox and answers with the confirmation page', async () => {
		const companyName = `Winwick Foods ${Date.now()}`
		const response = await callRoute(
			outreach.action,
			formRequest('/employer-outreach', {
				companyName,
				contactName: 'Jo Bennett',
				email: 'jo@winwickfoods.example',
				companySize: '11-50',
				industry: '',
			}),
			{ ip: nextIp() },
		)
		expect(response.status).toBe(302)
		expect(response.headers.get('Location')).toMatch(/^\/employer-outreach\?sent=\w+$/)
		const stored = await (await freshEm()).findOneOrFail(PartnershipEnquiry, { companyName })
		expect(stored).toMatchObject({ companySize: '11-50', industry: null })
		expect(await (await freshEm()).count(OutboxMessage, { subject: `Partnership enquiry: ${companyName}` })).toBe(1)
	})

	test('names the required fields and checks the lists', async () => {
		const response = await callRoute(
			outreach.action,
			formRequest('/employer-outreach', { email: 'jo', leadSource: 'tv' }),
			{ ip: nextIp() },
		)
		expect(response.status).toBe(400)
		const { result } = await response.json()
		expect(result.error).toEqual({
			companyName: ['Company name is required'],
			contactName: ['Contact name is required'],
			email: ['Please enter a valid email address'],
			leadSource: ['Choose how you heard about us from the list'],
		})
	})
})
