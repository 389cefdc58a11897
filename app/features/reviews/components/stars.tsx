/** A rating out of 5 as stars, read out as "4.2 out of 5". */
export function Stars({ value, size = 'text-base' }: { value: number; size?: string }) {
	const full = Math.round(value)
	return (
		<span className={`inline-flex items-center gap-1 ${size}`}>
			<span aria-hidden="true" className="tracking-tight text-amber-600">
				{'★'.repeat(full)}
				<span className="text-gray-300">{'★'.repeat(5 - full)}</span>
			</span>
			<span className="sr-only">{`${value} out of 5`}</span>
		</span>
	)
}
