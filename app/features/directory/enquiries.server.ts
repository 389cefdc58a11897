// Contact messages (/contact) and partnership enquiries (/employer-outreach): stored, then mailed
// to the site's inbox (SITE_INBOX_EMAIL) through the mail service, the outbox without SMTP
// (docs/product.md §16, §17, §22.7, decision 127), delivered by the background queue (decision 155). Each sending address has its own rate limit.
// The admin inbox lists them and marks them handled.
import type { EntityManager } from '@mikro-orm/postgresql'
import { createElement, type ReactElement } from 'react'
import { ContactMessage } from '../../models/contact-message.ts'
import { PartnershipEnquiry } from '../../models/partnership-enquiry.ts'
import type { User } from '../../models/user.ts'
import { config } from '../../platform/config.server.ts'
import { sendMail } from '../../platform/mail.server.ts'
import { renderMail } from '../../platform/mail/render.server.ts'
import { ContactMessageMail } from './mails/contact-message.ts'
import { PartnershipEnquiryMail } from './mails/partnership-enquiry.ts'
import { hit, RATE_LIMITS } from '../../platform/rate-limit.server.ts'
import { INQUIRY_TYPE_LABELS, type ContactMessageInput, type PartnershipEnquiryInput } from './enquiry-schemas.ts'
import { assertAdmin } from '../admin/admins.server.ts'

export class EnquiryNotFoundError extends Error {
	constructor() {
		super('Message not found')
	}
}

/**
 * Queues the mail of what was stored to the site's inbox. It is delivered after the request
 * (decision 155); a mail server that keeps refusing leaves it failed in the outbox, and the admin
 * inbox has the visitor's words either way.
 */
async function mailInbox(em: EntityManager, subject: string, template: ReactElement) {
	await sendMail(em, { to: config.siteInboxEmail, subject, ...(await renderMail(template)) })
}

/** Stores a contact message from `ip` and mails it to the site's inbox; throws RateLimitedError past the limit. */
export async function sendContactMessage(em: EntityManager, ip: string, input: ContactMessageInput) {
	await hit(em, RATE_LIMITS.contactPerIp, ip)
	const message = em.create(ContactMessage, { ...input })
	await em.flush()
	await mailInbox(
		em,
		`Contact: ${input.subject}`,
		createElement(ContactMessageMail, {
			inquiryType: INQUIRY_TYPE_LABELS[input.inquiryType],
			name: input.name,
			email: input.email,
			subject: input.subject,
			message: input.message,
			origin: config.appOrigin,
		}),
	)
	return message
}

/** Stores a partnership enquiry from `ip` and mails it to the site's inbox; throws RateLimitedError past the limit. */
export async function sendPartnershipEnquiry(em: EntityManager, ip: string, input: PartnershipEnquiryInput) {
	await hit(em, RATE_LIMITS.partnershipPerIp, ip)
	const enquiry = em.create(PartnershipEnquiry, {
		companyName: input.companyName,
		contactName: input.contactName,
		email: input.email,
		phone: input.phone ?? null,
		industry: input.industry ?? null,
		companySize: input.companySize ?? null,
		message: input.message ?? null,
		leadSource: input.leadSource ?? null,
	})
	await em.flush()
	await mailInbox(
		em,
		`Partnership enquiry: ${input.companyName}`,
		createElement(PartnershipEnquiryMail, {
			companyName: input.companyName,
			contactName: input.contactName,
			email: input.email,
			phone: input.phone ?? null,
			industry: input.industry ?? null,
			companySize: input.companySize ?? null,
			leadSource: input.leadSource ?? null,
			message: input.message ?? null,
			origin: config.appOrigin,
		}),
	)
	return enquiry
}

/** Contact messages, newest first; `unhandledOnly` leaves out the ones an admin has dealt with. */
export function listContactMessages(em: EntityManager, { unhandledOnly = false } = {}) {
	return em.find(ContactMessage, unhandledOnly ? { handledAt: null } : {}, { orderBy: { sentAt: 'desc', id: 'desc' } })
}

/** Partnership enquiries, newest first; `unhandledOnly` leaves out the ones an admin has dealt with. */
export function listPartnershipEnquiries(em: EntityManager, { unhandledOnly = false } = {}) {
	return em.find(PartnershipEnquiry, unhandledOnly ? { handledAt: null } : {}, {
		orderBy: { sentAt: 'desc', id: 'desc' },
	})
}

/** Handling twice keeps the first admin and time. */
async function stampHandled(em: EntityManager, row: ContactMessage | PartnershipEnquiry | null, admin: User) {
	if (!row) throw new EnquiryNotFoundError()
	if (!row.handledAt) {
		row.handledAt = new Date()
		row.handledBy = admin
		await em.flush()
	}
	return row
}

/** An admin marks a contact message dealt with. */
export async function markContactHandled(em: EntityManager, admin: User, id: number) {
	assertAdmin(admin, 'Only an admin may mark messages handled')
	return stampHandled(em, await em.findOne(ContactMessage, { id }), admin) as Promise<ContactMessage>
}

/** An admin marks a partnership enquiry dealt with. */
export async function markEnquiryHandled(em: EntityManager, admin: User, id: number) {
	assertAdmin(admin, 'Only an admin may mark messages handled')
	return stampHandled(em, await em.findOne(PartnershipEnquiry, { id }), admin) as Promise<PartnershipEnquiry>
}
