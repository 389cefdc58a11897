// The job a form or an API client posts: one schema for the /post-job screen and POST /api/jobs.
import { z } from 'zod'
import { POST_AREAS, POST_INDUSTRIES, POST_JOB_TYPES, SPONSORSHIP_TYPES } from './job-options.ts'
import { lowPayWarning } from '../employer/minimum-wage.ts'
import { PAYMENTS_NOT_CONFIGURED } from '../payments/payments.ts'
import { SkillIdsSchema } from '../skills/skill-choice.ts'

const required = (label: string, max: number) =>
	z
		.string({
			error: (issue) =>
				issue.input === undefined || issue.input === null ? `${label} is required` : `${label} must be text`,
		})
		.trim()
		.min(1, `${label} is required`)
		.max(max, `${label} must be at most ${max} characters`)

export const JobInputSchema = z.object({
	title: required('Job title', 255),
	company: required('Company', 255),
	location: z.enum(POST_AREAS, { error: 'Choose a location from the list' }),
	salary: z
		.string({ error: 'Salary must be text' })
		.trim()
		.max(255, 'Salary must be at most 255 characters')
		.optional()
		.transform((value) => value || undefined),
	description: required('Description', 20_000).pipe(z.string().min(30, 'Description must be at least 30 characters')),
	jobType: z.enum(POST_JOB_TYPES, { error: 'Choose a job type from the list' }),
	industry: z.enum(POST_INDUSTRIES, { error: 'Choose an industry from the list' }),
	contactEmail: required('Contact email', 254).pipe(z.email('Please enter a valid email address')),
	/** The skills the job asks for (taxonomy ids, checked by the server); without it, those its advert names. */
	skills: SkillIdsSchema.optional(),
})

/** A skill typed in a form's "Add a skill" box, found by name when the form is sent. */
const AddSkillSchema = z
	.string({ error: 'A skill must be text' })
	.trim()
	.max(100, 'A skill name must be at most 100 characters')
	.optional()

/** The form that changes a posted job's skills (/employer-dashboard/jobs/{id}/skills). */
export const JobSkillsFormSchema = z.object({ skills: SkillIdsSchema.optional(), addSkill: AddSkillSchema })

/** The post form adds the sponsorship choice: nothing (free), 7days or 30days. */
const PostJobFormSchema = JobInputSchema.extend({
	sponsorshipType: z.enum(SPONSORSHIP_TYPES, { error: 'Choose a sponsorship plan from the list' }).optional(),
})

export const LOW_PAY_CONFIRMATION_REQUIRED = 'Confirm that this pay is lawful before publishing, or change the salary.'

/**
 * The post form's schema: the shared job schema, plus the employer's confirmation when the pay
 * is below the lowest minimum wage rate in force (docs/product.md §22.18), and no paid plan while
 * card payments are not configured. The same schema runs in the browser and on the server, so
 * the warning appears before the first submission with JavaScript and in the server's answer
 * to it without.
 */
export function postJobScreenSchema(paymentsAvailable: boolean) {
	return PostJobFormSchema.extend({
		confirmLowPay: z.boolean().optional(),
		addSkill: AddSkillSchema,
	}).superRefine((value, ctx) => {
		if (value.sponsorshipType && !paymentsAvailable)
			ctx.addIssue({ code: 'custom', path: ['sponsorshipType'], message: PAYMENTS_NOT_CONFIGURED })
		if (typeof value.salary === 'string' && lowPayWarning(value.salary) && !value.confirmLowPay) {
			ctx.addIssue({ code: 'custom', path: ['confirmLowPay'], message: LOW_PAY_CONFIRMATION_REQUIRED })
		}
	})
}
export type PostJobScreenSchema = ReturnType<typeof postJobScreenSchema>

/** PATCH /api/jobs/{id}: the employer switches a job on or off, or changes the skills it asks for. */
export const JobChangeSchema = z
	.object({
		isActive: z.boolean({ error: 'isActive must be true or false' }).optional(),
		skills: SkillIdsSchema.optional(),
	})
	.refine((change) => change.isActive !== undefined || change.skills !== undefined, {
		message: 'Send isActive, skills or both',
		path: ['body'],
	})
