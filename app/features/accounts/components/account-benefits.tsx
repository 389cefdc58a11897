// Beside the /auth forms: what an account on the local job board is for.

export function AccountBenefits() {
	return (
		<aside className="rounded-lg bg-brand-700 p-8 text-white">
			<h2 className="text-2xl font-bold">Your local job board</h2>
			<dl className="mt-6 space-y-6">
				<div>
					<dt className="text-lg font-semibold">Local Employers</dt>
					<dd className="text-brand-100">
						Jobs from businesses in Warrington, Birchwood, Stockton Heath and across Cheshire.
					</dd>
				</div>
				<div>
					<dt className="text-lg font-semibold">Community Focused</dt>
					<dd className="text-brand-100">Built for people who live and work here, with local market insights.</dd>
				</div>
				<div>
					<dt className="text-lg font-semibold">Career Growth</dt>
					<dd className="text-brand-100">
						Personalised recommendations, training and career advice to help you move up.
					</dd>
				</div>
			</dl>
		</aside>
	)
}
