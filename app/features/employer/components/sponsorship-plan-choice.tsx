import type { FieldMetadata } from '@conform-to/react'
import { formatPence } from '../../../ui/format.ts'
import type { SponsorshipType } from '../../jobs/job-options.ts'
import { PAYMENTS_NOT_CONFIGURED } from '../../payments/payments.ts'
import { SPONSORSHIP_PLANS } from '../../payments/plans.ts'
import { ErrorList } from '../../../ui/forms.tsx'

/**
 * The plans as the form shows them, from the server's plan table (app/features/payments/plans.ts). Free
 * Posting is the empty choice; the paid ones are bought on /payment after the job is created
 * (docs/decisions/050 and 073).
 */
const PLANS = SPONSORSHIP_PLANS.map((plan) => ({
	id: plan.type === 'free' ? null : plan.type,
	name: plan.name,
	price: formatPence(plan.pricePence),
	duration: `${plan.durationDays} days`,
	popular: plan.mostPopular,
}))

/** The post form's choice of plan; the paid plans are shown but cannot be picked while card payments are off. */
export function SponsorshipPlanChoice({
	field,
	requestedPlan,
	paymentsAvailable,
}: {
	field: FieldMetadata<SponsorshipType | undefined>
	/** The name of the plan the pricing page's link asked for, if any. */
	requestedPlan: string | null
	paymentsAvailable: boolean
}) {
	const selected = typeof field.initialValue === 'string' ? field.initialValue : ''
	const noteId = `${field.id}-not-configured`
	return (
		<fieldset
			className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
			aria-describedby={
				[paymentsAvailable ? null : noteId, field.errors?.length ? field.errorId : null].filter(Boolean).join(' ') ||
				undefined
			}
		>
			<legend className="px-1 text-xl font-semibold">Sponsorship Plan</legend>
			<p className="mb-4 text-sm text-gray-700">
				A sponsored job carries a Sponsored badge and is shown first in search results while the sponsorship runs. Paid
				plans are paid by card on the next page, once the job is posted.
			</p>
			{paymentsAvailable ? null : (
				<p id={noteId} className="mb-4 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
					{requestedPlan ? `${requestedPlan} cannot be bought now. ` : null}
					{PAYMENTS_NOT_CONFIGURED} You can post this job free; it stays listed for 30 days.
				</p>
			)}
			<div className="grid gap-3 sm:grid-cols-3">
				{PLANS.map((plan) => {
					const available = plan.id === null || paymentsAvailable
					return (
						<label
							key={plan.name}
							className={`relative flex flex-col gap-1 rounded-lg border p-4 ${available ? 'cursor-pointer border-gray-300 has-[:checked]:border-brand-700 has-[:checked]:ring-2 has-[:checked]:ring-brand-600 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-600' : 'border-dashed border-gray-300 bg-gray-50'}`}
						>
							<span className="flex items-center gap-2">
								<input
									type="radio"
									name={field.name}
									value={plan.id ?? ''}
									defaultChecked={available && (plan.id ?? '') === selected}
									disabled={!available}
									className="h-4 w-4"
								/>
								<span className="font-semibold">{plan.name}</span>
							</span>
							<span className="text-2xl font-bold">{plan.price}</span>
							<span className="text-sm text-gray-700">{plan.duration}</span>
							{plan.popular ? (
								<span className="text-xs font-semibold uppercase text-brand-700">Most Popular</span>
							) : null}
							{available ? null : <span className="text-sm font-medium text-gray-700">Not available</span>}
						</label>
					)
				})}
			</div>
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</fieldset>
	)
}
