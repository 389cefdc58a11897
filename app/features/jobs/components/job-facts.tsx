/**
 * An advert's facts in a row: where the job is, its pay when the advert gives one, and one date
 * (when it was posted, or when its listing ended).
 */
export function JobFacts({
	location,
	salary,
	date,
}: {
	location: string
	salary: string | null
	date: { label: string; dateTime: string; text: string }
}) {
	return (
		<dl className="mt-5 grid gap-x-6 gap-y-3 text-gray-800 sm:grid-cols-3">
			<div>
				<dt className="text-sm font-medium text-gray-600">Location</dt>
				<dd>{location}</dd>
			</div>
			{salary ? (
				<div>
					<dt className="text-sm font-medium text-gray-600">Salary</dt>
					<dd>{salary}</dd>
				</div>
			) : null}
			<div>
				<dt className="text-sm font-medium text-gray-600">{date.label}</dt>
				<dd>
					<time dateTime={date.dateTime}>{date.text}</time>
				</dd>
			</div>
		</dl>
	)
}
