// The business directory (/business-directory, docs/product.md §16): the fixed lists of major
// employers, professional services and shopping centres, then the local businesses whose
// submissions an admin has approved (decision 126).
import { BusinessCard } from '../components/business-card.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { emContext } from '../../../context.ts'
import { listApprovedBusinesses } from '../business-submissions.server.ts'
import {
	type DirectoryBusiness,
	MAJOR_EMPLOYERS,
	PROFESSIONAL_SERVICES,
	SHOPPING_CENTRES,
} from '../directory-listings.ts'
import type { Route } from './+types/business-directory'
import { canonicalLink } from '../../../platform/canonical.ts'

export async function loader({ context }: Route.LoaderArgs) {
	const approved = await listApprovedBusinesses(context.get(emContext))
	return {
		localBusinesses: approved.map((business) => ({
			id: business.id,
			category: business.category,
			business: {
				name: business.businessName,
				description: business.description,
				address: business.address,
				phone: business.phone ?? undefined,
				website: business.website ?? undefined,
				employees: business.employeeCount ?? '',
			} satisfies DirectoryBusiness,
		})),
	}
}

export default function BusinessDirectoryScreen({ loaderData }: Route.ComponentProps) {
	return (
		<div className="mx-auto max-w-5xl px-4 py-10">
			<h1 className="text-3xl font-bold">Warrington Business Directory</h1>
			<p className="mt-2 max-w-2xl text-gray-700">
				The employers, services and shopping centres that keep Warrington working, and local businesses listed by their
				owners.
			</p>
			<div className="mt-6 flex flex-wrap gap-3">
				<ButtonLink to="/submit-business">Submit Your Business</ButtonLink>
				<ButtonLink to="/post-job" variant="secondary">
					Post a Job
				</ButtonLink>
			</div>

			<DirectorySection id="major-employers" title="Major Employers" businesses={MAJOR_EMPLOYERS} />
			<DirectorySection id="professional-services" title="Professional Services" businesses={PROFESSIONAL_SERVICES} />
			<DirectorySection id="shopping-centres" title="Shopping Centres" businesses={SHOPPING_CENTRES} />

			<section aria-labelledby="local-businesses" className="mt-10">
				<h2 id="local-businesses" className="text-2xl font-semibold">
					Local Businesses
				</h2>
				{loaderData.localBusinesses.length ? (
					<ul className="mt-4 grid gap-4 md:grid-cols-2">
						{loaderData.localBusinesses.map((entry) => (
							<BusinessCard key={entry.id} business={entry.business} category={entry.category} />
						))}
					</ul>
				) : (
					<p className="mt-2 text-gray-700">No local businesses are listed yet. Be the first to add yours.</p>
				)}
			</section>

			<section aria-labelledby="directory-cta" className="mt-10 rounded-lg bg-brand-50 p-6">
				<h2 id="directory-cta" className="text-xl font-semibold">
					Run a Warrington business?
				</h2>
				<p className="mt-2 text-gray-700">
					List it here for free once we have checked it, and find local staff by posting a job.
				</p>
				<div className="mt-4 flex flex-wrap gap-3">
					<ButtonLink to="/submit-business">Submit Your Business</ButtonLink>
					<ButtonLink to="/post-job" variant="secondary">
						Post a Job
					</ButtonLink>
				</div>
			</section>
		</div>
	)
}

function DirectorySection({
	id,
	title,
	businesses,
}: {
	id: string
	title: string
	businesses: readonly DirectoryBusiness[]
}) {
	return (
		<section aria-labelledby={id} className="mt-10">
			<h2 id={id} className="text-2xl font-semibold">
				{title}
			</h2>
			<ul className="mt-4 grid gap-4 md:grid-cols-2">
				{businesses.map((business) => (
					<BusinessCard key={business.name} business={business} />
				))}
			</ul>
		</section>
	)
}

export function meta({ matches }: Route.MetaArgs) {
	return [
		{ title: 'Business Directory | Warrington Jobs' },
		{
			name: 'description',
			content: 'Major employers, professional services, shopping centres and local businesses in Warrington.',
		},
		canonicalLink(matches, '/business-directory'),
	]
}
