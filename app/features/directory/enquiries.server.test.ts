import { describe, expect, test, vi } from 'vitest'
import { apiUser } from '../../../tests/fixtures/jobs.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { freshEm, nextIp } from '../../../tests/fixtures/route.ts'
import { deadSmtpUrl } from '../../../tests/fixtures/smtp.ts'
import { ContactMessage } from '../../models/contact-message.ts'
import { OutboxMessage } from '../../models/outbox-message.ts'
import { PartnershipEnquiry } from '../../models/partnership-enquiry.ts'
import { RateLimitedError } from '../../platform/rate-limit.server.ts'
import { NotAnAdminError } from '../admin/admins.server.ts'
import {
	ContactMessageSchema,
	PartnershipEnquirySchema,
	type ContactMessageInput,
	type PartnershipEnquiryInput,
} from './enquiry-schemas.ts'
import {
	listContactMessages,
	listPartnershipEnquiries,
	markContactHandled,
	markEnquiryHandled,
	sendContactMessage,
	sendPartnershipEnquiry,
} from './enquiries.server.ts'

withLocalOutbox()

let counter = 0
const unique = () => `${Date.now()}-${++counter}`

function contact(overrides: Record<string, string> = {}): ContactMessageInput {
	return ContactMessageSchema.parse({
		name: 'Hannah Croft',
		email: 'hannah.croft@example.co.uk',
		subject: `Question about Quick Apply ${unique()}`,
		message: 'How do I attach a different CV to one application?',
		inquiryType: 'job-seeker',
		...overrides,
	})
}

function enquiry(overrides: Record<string, string> = {}): PartnershipEnquiryInput {
	return PartnershipEnquirySchema.parse({
		companyName: `Birchwood Precision ${unique()}`,
		contactName: 'Tom Ashworth',
		email: 'tom@birchwoodprecision.example',
		industry: 'manufacturing',
		companySize: '51-200',
		leadSource: 'linkedin',
		message: 'We hire about twenty machinists a year.',
		...overrides,
	})
}

async function inboxMail(subject: string) {
	return (await freshEm()).find(OutboxMessage, { to: 'hello@warringtonjobs.co.uk', subject })
}

describe('contact messages', () => {
	test('are stored and mailed to the site inbox, which SITE_INBOX_EMAIL changes', async () => {
		const input = contact()
		const sent = await sendContactMessage(await freshEm(), nextIp(), input)
		const stored = await (await freshEm()).findOneOrFail(ContactMessage, { id: sent.id })
		expect(stored).toMatchObject({ subject: input.subject, inquiryType: 'job-seeker', handledAt: null })
		const [mail] = await inboxMail(`Contact: ${input.subject}`)
		expect(mail?.text).toContain('Hannah Croft <hannah.croft@example.co.uk>')
		expect(mail?.text).toContain(input.message)

		vi.stubEnv('SITE_INBOX_EMAIL', 'team@example.co.uk')
		const other = contact()
		await sendContactMessage(await freshEm(), nextIp(), other)
		const elsewhere = await (
			await freshEm()
		).find(OutboxMessage, { to: 'team@example.co.uk', subject: `Contact: ${other.subject}` })
		expect(elsewhere).toHaveLength(1)
	})

	test('are kept, and their mail queued, while the mail server is down', async () => {
		vi.stubEnv('SMTP_URL', await deadSmtpUrl())
		const input = contact()
		const sent = await sendContactMessage(await freshEm(), nextIp(), input)
		expect(await (await freshEm()).count(ContactMessage, { id: sent.id })).toBe(1)
		const mail = await (await freshEm()).findOneOrFail(OutboxMessage, { subject: `Contact: ${input.subject}` })
		expect(mail.status).toBe('queued')
	})

	test('five an hour from one address; the sixth is refused and not stored', async () => {
		const ip = nextIp()
		for (let index = 0; index < 5; index += 1) await sendContactMessage(await freshEm(), ip, contact())
		const sixth = contact()
		await expect(sendContactMessage(await freshEm(), ip, sixth)).rejects.toThrow(RateLimitedError)
		expect(await (await freshEm()).count(ContactMessage, { subject: sixth.subject })).toBe(0)
		await expect(sendContactMessage(await freshEm(), nextIp(), contact())).resolves.toBeDefined()
	})

	test('an admin lists them newest first and marks one handled, once', async () => {
		const { user: admin } = await apiUser('admin')
		const { user: seeker } = await apiUser('employee')
		const first = await sendContactMessage(await freshEm(), nextIp(), contact())
		const second = await sendContactMessage(await freshEm(), nextIp(), contact())
		const ids = (await listContactMessages(await freshEm())).map((row) => row.id)
		expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id))

		await expect(markContactHandled(await freshEm(), seeker, first.id)).rejects.toThrow(NotAnAdminError)
		const handled = await markContactHandled(await freshEm(), admin, first.id)
		expect(handled.handledAt).toBeInstanceOf(Date)
		const again = await markContactHandled(await freshEm(), admin, first.id)
		expect(again.handledAt?.getTime()).toBe(handled.handledAt?.getTime())
		const open = (await listContactMessages(await freshEm(), { unhandledOnly: true })).map((row) => row.id)
		expect(open).toContain(second.id)
		expect(open).not.toContain(first.id)
		await expect(markContactHandled(await freshEm(), admin, 2_000_000_000)).rejects.toThrow('Message not found')
	})
})

describe('partnership enquiries', () => {
	test('are stored with their options and mailed to the site inbox', async () => {
		const input = enquiry({ phone: '01925 555123' })
		const sent = await sendPartnershipEnquiry(await freshEm(), nextIp(), input)
		const stored = await (await freshEm()).findOneOrFail(PartnershipEnquiry, { id: sent.id })
		expect(stored).toMatchObject({ companyName: input.companyName, companySize: '51-200', leadSource: 'linkedin' })
		const [mail] = await inboxMail(`Partnership enquiry: ${input.companyName}`)
		expect(mail?.text).toContain('Tom Ashworth <tom@birchwoodprecision.example>')
		expect(mail?.text).toContain('Phone: 01925 555123')
	})

	test('five an hour from one address, counted apart from contact messages', async () => {
		const ip = nextIp()
		await sendContactMessage(await freshEm(), ip, contact())
		for (let index = 0; index < 5; index += 1) await sendPartnershipEnquiry(await freshEm(), ip, enquiry())
		await expect(sendPartnershipEnquiry(await freshEm(), ip, enquiry())).rejects.toThrow(RateLimitedError)
	})

	test('an admin lists them and marks one handled', async () => {
		const { user: admin } = await apiUser('admin')
		const sent = await sendPartnershipEnquiry(await freshEm(), nextIp(), enquiry())
		expect((await listPartnershipEnquiries(await freshEm(), { unhandledOnly: true })).map((row) => row.id)).toContain(
			sent.id,
		)
		await markEnquiryHandled(await freshEm(), admin, sent.id)
		const row = await (await freshEm()).findOneOrFail(PartnershipEnquiry, { id: sent.id })
		expect(row.handledBy?.id).toBe(admin.id)
		expect(
			(await listPartnershipEnquiries(await freshEm(), { unhandledOnly: true })).map((row) => row.id),
		).not.toContain(sent.id)
	})
})
