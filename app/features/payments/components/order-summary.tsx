/** The Order Summary card of /payment: what is bought, line by line, and the total (docs/product.md §8). */
export function OrderSummary({ lines, total, note }: { lines: [string, string][]; total: string; note: string }) {
	return (
		<section aria-labelledby="order-summary" className="rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
			<h2 id="order-summary" className="text-xl font-semibold">
				Order Summary
			</h2>
			<dl className="mt-4 flex flex-col gap-3 text-gray-800">
				{lines.map(([term, value]) => (
					<div key={term} className="flex justify-between gap-4">
						<dt>{term}</dt>
						<dd className="text-right font-medium">{value}</dd>
					</div>
				))}
				<div className="flex justify-between gap-4 border-t border-gray-200 pt-3 text-lg">
					<dt className="font-semibold">Total</dt>
					<dd className="font-bold">{total}</dd>
				</div>
			</dl>
			<p className="mt-4 text-sm text-gray-600">{note}</p>
		</section>
	)
}
