// Limits felt while typing (decision 189): each form's text fields carry the `maxlength` its schema
// sets, as the server renders them, so the browser holds it with or without JavaScript.
import type { ReactNode } from 'react'
import { describe, expect, test } from 'vitest'
import type { z } from 'zod'
import { renderedHtml } from '../../tests/fixtures/render.tsx'
import { textLimits } from './form-constraint.ts'
import { RegisterForm } from '../features/accounts/components/register-form.tsx'
import { RegisterSchema } from '../features/accounts/account-schemas.ts'
import { CareerPathForm } from '../features/careers/components/career-path-form.tsx'
import { AddMilestoneForm } from '../features/careers/components/milestone-form.tsx'
import { CareerPathSchema, MilestoneSchema } from '../features/careers/career-path-schemas.ts'
import { ContactForm } from '../features/directory/components/contact-form.tsx'
import { ContactMessageSchema } from '../features/directory/enquiry-schemas.ts'
import { PostJobForm } from '../features/employer/components/post-job-form.tsx'
import { JobInputSchema } from '../features/jobs/job-schemas.ts'
import { ReviewForm } from '../features/reviews/components/review-form.tsx'
import { ReviewInputSchema } from '../features/reviews/review-schema.ts'

/** Each text control's name and its maxlength, as rendered. */
function controlLimits(html: string) {
	const controls = [...html.matchAll(/<(input|textarea)\b[^>]*>/g)].map(([tag]) => tag)
	return new Map(
		controls
			.filter((tag) => !/type="(hidden|checkbox|radio|file|submit)"/.test(tag))
			.map((tag) => [tag.match(/name="([^"]+)"/)?.[1] ?? '', Number(tag.match(/maxLength="(\d+)"/i)?.[1] ?? NaN)]),
	)
}

const forms: { label: string; schema: z.ZodObject; element: ReactNode }[] = [
	{
		label: 'registration',
		schema: RegisterSchema,
		element: <RegisterForm userType="employee" redirectTo="" pendingAction={null} />,
	},
	{
		label: 'career path',
		schema: CareerPathSchema,
		element: <CareerPathForm id="career-path" lastResult={undefined} pending={false} />,
	},
	{
		label: 'milestone',
		schema: MilestoneSchema,
		element: <AddMilestoneForm pathId={1} lastResult={undefined} pending={false} />,
	},
	{ label: 'contact', schema: ContactMessageSchema, element: <ContactForm /> },
	{
		label: 'post a job',
		schema: JobInputSchema,
		element: (
			<PostJobForm
				defaults={{ company: '', contactEmail: '', sponsorshipType: 'free' }}
				requestedPlan={null}
				paymentsAvailable={false}
			/>
		),
	},
	{
		label: 'company review',
		schema: ReviewInputSchema,
		element: <ReviewForm companyName="" lastResult={undefined} pending={false} />,
	},
]

describe('every limited text field has its maxlength', () => {
	test.each(forms)('$label', async ({ schema, element }) => {
		const rendered = controlLimits(await renderedHtml(element))
		let checked = 0
		for (const [name, max] of textLimits(schema)) {
			if (!rendered.has(name)) continue
			expect(rendered.get(name), name).toBe(max)
			checked++
		}
		expect(checked).toBeGreaterThan(1)
	})
})
