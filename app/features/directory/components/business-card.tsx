import type { DirectoryBusiness } from '../directory-listings.ts'

/** One business in the directory: what it does, where it is and how to reach it. */
export function BusinessCard({ business, category }: { business: DirectoryBusiness; category?: string }) {
	return (
		<li className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
			<h3 className="text-lg font-semibold">{business.name}</h3>
			{category && <p className="text-sm font-medium text-brand-700">{category}</p>}
			<p className="mt-2 text-gray-700">{business.description}</p>
			<dl className="mt-3 grid gap-1 text-sm text-gray-800">
				<div>
					<dt className="inline font-medium">Address: </dt>
					<dd className="inline">{business.address}</dd>
				</div>
				{business.phone && (
					<div>
						<dt className="inline font-medium">Phone: </dt>
						<dd className="inline">
							<a href={`tel:${business.phone.replace(/\s/g, '')}`} className="text-brand-700 underline">
								{business.phone}
							</a>
						</dd>
					</div>
				)}
				{business.website && (
					<div>
						<dt className="inline font-medium">Website: </dt>
						<dd className="inline break-all">
							<a href={business.website} rel="noopener noreferrer nofollow" className="text-brand-700 underline">
								{business.website.replace(/^https?:\/\//, '')}
							</a>
						</dd>
					</div>
				)}
				{business.employees && (
					<div>
						<dt className="inline font-medium">Employees: </dt>
						<dd className="inline">{business.employees}</dd>
					</div>
				)}
			</dl>
		</li>
	)
}
