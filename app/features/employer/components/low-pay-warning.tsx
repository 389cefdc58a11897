import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { formatEffectiveDate, formatHourlyPay, MINIMUM_WAGE_BANDS, type LowPay } from '../minimum-wage.ts'
import { ErrorList } from '../../../ui/forms.tsx'

/** Pay below the lowest minimum wage rate in force: the rates, and the box to confirm the pay is lawful all the same. */
export function LowPayWarning({ lowPay, field }: { lowPay: LowPay; field: FieldMetadata<boolean | undefined> }) {
	const { rates } = lowPay
	return (
		<div role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-4 text-amber-950">
			<p className="font-semibold">This pay is below the UK minimum wage</p>
			<p className="mt-1 text-sm">
				{formatHourlyPay(lowPay.hourlyPence)} an hour is less than the lowest rate in force,{' '}
				{formatHourlyPay(lowPay.lowestPence)} an hour. The rates from {formatEffectiveDate(rates)} are:
			</p>
			<ul className="mt-2 list-disc pl-5 text-sm">
				{MINIMUM_WAGE_BANDS.map((band) => (
					<li key={band.key}>
						{band.label}: {formatHourlyPay(rates[band.key])} an hour
					</li>
				))}
			</ul>
			<p className="mt-2 text-sm">
				Check the salary before publishing. If this pay is lawful for the role (for example, other pay described in the
				salary brings it up to the minimum wage, or the role is not covered by minimum wage law), confirm it below.
			</p>
			<label className="mt-3 flex items-start gap-2 font-medium">
				<input {...getInputProps(field, { type: 'checkbox' })} className="mt-1 h-4 w-4" />I confirm this pay is lawful
				for this role
			</label>
			<ErrorList id={field.errors?.length ? field.errorId : undefined} errors={field.errors} />
		</div>
	)
}
