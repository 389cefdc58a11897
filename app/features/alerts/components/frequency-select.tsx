// How often a job alert mails: one labelled select for making an alert and for changing one.
import { JOB_ALERT_FREQUENCIES, JOB_ALERT_FREQUENCY_LABELS, type JobAlertFrequency } from '../job-alert-frequencies.ts'

export function FrequencySelect({
	id,
	label,
	defaultValue,
}: {
	id: string
	label: string
	defaultValue: JobAlertFrequency
}) {
	return (
		<div className="flex flex-col gap-1">
			<label htmlFor={id} className="text-sm font-medium text-gray-800">
				{label}
			</label>
			<select
				id={id}
				name="frequency"
				defaultValue={defaultValue}
				className="rounded-md border border-gray-400 bg-white px-3 py-2"
			>
				{JOB_ALERT_FREQUENCIES.map((value) => (
					<option key={value} value={value}>
						{JOB_ALERT_FREQUENCY_LABELS[value]}
					</option>
				))}
			</select>
		</div>
	)
}
