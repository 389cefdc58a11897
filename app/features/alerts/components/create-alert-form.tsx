// "Get alerts for this search" (decision 157): a plain form POST to /job-alerts carrying the
// search as hidden fields, with how often to mail. Under the listing's results and in the
// dashboard's alert offer.
import { Form, useNavigation } from 'react-router'
import type { JobAlertFrequency } from '../job-alert-frequencies.ts'
import { FrequencySelect } from './frequency-select.tsx'
import { Button } from '../../../ui/button.tsx'

export function CreateAlertForm({
	criteria,
	frequency = 'daily',
	idPrefix,
	label = 'Get alerts for this search',
}: {
	/** The search in its stored form (alertCriteriaQuery). */
	criteria: string
	frequency?: JobAlertFrequency
	/** Keeps the select's id unique on the page. */
	idPrefix: string
	label?: string
}) {
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formAction === '/job-alerts'
	return (
		// Its route is found when the form is sent, not ahead on every listing (decision 242).
		<Form method="post" action="/job-alerts" discover="none" className="mt-3 flex flex-wrap items-end gap-3">
			{[...new URLSearchParams(criteria)].map(([name, value], index) => (
				<input key={`${name}-${index}`} type="hidden" name={name} value={value} />
			))}
			<FrequencySelect id={`${idPrefix}-frequency`} label="Email me" defaultValue={frequency} />
			<Button disabled={busy} size="lg" className="inline-flex items-center justify-center">
				{busy ? 'Creating alert...' : label}
			</Button>
		</Form>
	)
}

/** The box under the listing's results: the search named, and the form. */
export function ListingAlertBox({ criteria, summary }: { criteria: string; summary: string }) {
	return (
		<section
			aria-labelledby="listing-alert-heading"
			className="mt-8 rounded-lg border border-brand-200 bg-brand-50 p-5"
		>
			<h2 id="listing-alert-heading" className="text-lg font-semibold">
				Get new jobs for this search by email
			</h2>
			<p className="mt-1 text-gray-800">
				{summary}: we email you only the jobs posted after you sign up, and every email has a link to stop it.
			</p>
			<CreateAlertForm criteria={criteria} idPrefix="listing-alert" />
		</section>
	)
}
