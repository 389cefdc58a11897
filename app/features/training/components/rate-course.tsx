// "Rate this course", for a learner who has finished it (decision 144): a plain form post to the
// course page that works without JavaScript; with it, Conform checks the choice before sending.
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form } from 'react-router'
import type { z } from 'zod'
import { CourseRatingSchema } from '../course-search.ts'
import { ErrorList, SubmitButton } from '../../../ui/forms.tsx'
import { RatingChoice } from '../../../ui/rating-choice.tsx'

export function RateCourse({
	courseId,
	current,
	lastResult,
	pending,
}: {
	courseId: number
	current: { rating: number | null; review: string | null }
	lastResult: SubmissionResult<string[]> | undefined
	pending: boolean
}) {
	const [form, fields] = useForm<z.input<typeof CourseRatingSchema>>({
		id: 'rate-course',
		lastResult,
		constraint: formConstraint(CourseRatingSchema),
		defaultValue: { rating: current.rating ?? undefined, review: current.review ?? '' },
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: CourseRatingSchema }),
	})
	return (
		<section aria-labelledby="rate-heading" className="mt-4 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
			<h2 id="rate-heading" className="text-lg font-semibold">
				{current.rating ? 'Your rating' : 'Rate this course'}
			</h2>
			<Form method="post" action={`/training/${courseId}`} className="mt-3 space-y-4" {...getFormProps(form)}>
				<RatingChoice legend="Stars" field={fields.rating} required />
				<div>
					<label htmlFor={fields.review.id} className="block text-sm font-medium text-gray-800">
						A few words for other learners (optional)
					</label>
					<textarea
						{...getTextareaProps(fields.review)}
						rows={3}
						className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2"
					/>
					<ErrorList id={fields.review.errorId} errors={fields.review.errors} />
				</div>
				<SubmitButton pending={pending} pendingText="Saving...">
					Save rating
				</SubmitButton>
			</Form>
		</section>
	)
}
