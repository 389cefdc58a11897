// The contact form (/contact) and the partnership enquiry (/employer-outreach), with the rules and
// lists of docs/product.md §16, §17 and §21.
import { z } from 'zod'
import { optionalText } from './business-directory.ts'

export const INQUIRY_TYPES = ['job-seeker', 'employer', 'general', 'technical'] as const
export const INQUIRY_TYPE_LABELS: Record<(typeof INQUIRY_TYPES)[number], string> = {
	'job-seeker': 'Job seeker',
	employer: 'Employer',
	general: 'General',
	technical: 'Technical support',
}

export const PARTNERSHIP_INDUSTRIES = [
	'retail',
	'manufacturing',
	'logistics',
	'healthcare',
	'hospitality',
	'construction',
	'professional',
	'technology',
	'education',
	'other',
] as const
export const COMPANY_SIZES = ['1-10', '11-50', '51-200', '201-500', '500+'] as const
export const LEAD_SOURCES = [
	'google',
	'referral',
	'linkedin',
	'local-business',
	'networking',
	'cold-outreach',
	'other',
] as const
export const LEAD_SOURCE_LABELS: Record<(typeof LEAD_SOURCES)[number], string> = {
	google: 'Google search',
	referral: 'Referral',
	linkedin: 'LinkedIn',
	'local-business': 'Local business',
	networking: 'Networking event',
	'cold-outreach': 'We contacted you',
	other: 'Other',
}

const text = (message: string) =>
	z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? message : `${message}`) }).trim()

export const ContactMessageSchema = z.object({
	name: text('Name must be at least 2 characters')
		.min(2, 'Name must be at least 2 characters')
		.max(255, 'Name must be at most 255 characters'),
	email: text('Please enter a valid email address')
		.max(254, 'Email must be at most 254 characters')
		.pipe(z.email('Please enter a valid email address')),
	subject: text('Subject must be at least 5 characters')
		.min(5, 'Subject must be at least 5 characters')
		.max(255, 'Subject must be at most 255 characters'),
	message: text('Message must be at least 10 characters')
		.min(10, 'Message must be at least 10 characters')
		.max(5000, 'Message must be at most 5000 characters'),
	inquiryType: z.enum(INQUIRY_TYPES, { error: 'Choose what your message is about' }),
})
export type ContactMessageInput = z.output<typeof ContactMessageSchema>

const optionalChoice = <Values extends readonly [string, ...string[]]>(values: Values, message: string) =>
	z
		.union([z.literal(''), z.enum(values, { error: message })], { error: message })
		.nullish()
		.transform((value) => value || undefined)

const requiredText = (label: string) =>
	text(`${label} is required`).min(1, `${label} is required`).max(255, `${label} must be at most 255 characters`)

export const PartnershipEnquirySchema = z.object({
	companyName: requiredText('Company name'),
	contactName: requiredText('Contact name'),
	email: text('Email is required')
		.min(1, 'Email is required')
		.max(254, 'Email must be at most 254 characters')
		.pipe(z.email('Please enter a valid email address')),
	phone: optionalText('Phone', 50),
	industry: optionalChoice(PARTNERSHIP_INDUSTRIES, 'Choose an industry from the list'),
	companySize: optionalChoice(COMPANY_SIZES, 'Choose a company size from the list'),
	message: optionalText('Message', 5000),
	leadSource: optionalChoice(LEAD_SOURCES, 'Choose how you heard about us from the list'),
})
export type PartnershipEnquiryInput = z.output<typeof PartnershipEnquirySchema>
