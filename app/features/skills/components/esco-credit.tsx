/**
 * The attribution the ESCO licence (CC BY 4.0) asks for, under whatever shows its skills or
 * occupations (decision 196).
 */
export function EscoCredit() {
	return (
		<p className="mt-2 text-xs text-gray-600">
			Skills and occupations from{' '}
			<a className="underline" href="https://esco.ec.europa.eu/">
				ESCO
			</a>
			, European Commission (
			<a className="underline" href="https://creativecommons.org/licenses/by/4.0/">
				CC BY 4.0
			</a>
			).
		</p>
	)
}
