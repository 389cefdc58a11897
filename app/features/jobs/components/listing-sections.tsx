import { useDelegatedNavigation } from '../../../platform/render/delegated-navigation.ts'

const RESOURCES = [
	{
		to: '/career-advice',
		title: 'Career Advice',
		text: 'CV tips, interview preparation and ways to move up in your career.',
	},
	{
		to: '/living-in-warrington',
		title: 'Local Area Guide',
		text: 'Neighbourhoods, transport links and everyday life in Warrington.',
	},
	{
		to: '/business-directory',
		title: 'Business Directory',
		text: 'Local employers and businesses across Warrington and Cheshire.',
	},
]

// The two sections' links are plain <a>s, navigated by one click handler each, their routes found
// when followed rather than ahead (no data-discover: decision 242).

/** Links to the guides for job seekers, below the results. */
export function ListingResources() {
	const onClick = useDelegatedNavigation()
	return (
		<section aria-labelledby="resources-heading" className="mx-auto max-w-7xl px-4 py-12" onClick={onClick}>
			<h2 id="resources-heading" className="text-2xl font-bold">
				Resources for Job Seekers
			</h2>
			<ul className="mt-6 grid gap-4 md:grid-cols-3">
				{RESOURCES.map((resource) => (
					<li key={resource.to} className="link-card">
						<h3>
							<a className="job-link" href={resource.to}>
								{resource.title}
							</a>
						</h3>
						<p>{resource.text}</p>
					</li>
				))}
			</ul>
		</section>
	)
}

/** The employers' call to action. "Learn More" goes to the employers' page. */
export function ListingEmployerSection() {
	const onClick = useDelegatedNavigation()
	return (
		<section aria-labelledby="employers-heading" className="bg-brand-800 text-white" onClick={onClick}>
			<div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-12 md:flex-row md:items-center md:justify-between">
				<div>
					<h2 id="employers-heading" className="text-2xl font-bold">
						Hiring in Warrington?
					</h2>
					<p className="mt-2 max-w-xl text-brand-100">
						Reach job seekers who live and work locally. Post a job in a few minutes and manage applications from your
						dashboard.
					</p>
				</div>
				<div className="flex flex-wrap gap-3">
					<a className="cta-light" href="/post-job">
						Post a Job
					</a>
					<a className="cta-outline" href="/job-post-warrington">
						Learn More<span className="sr-only"> about hiring in Warrington</span>
					</a>
				</div>
			</div>
		</section>
	)
}
