import { useDelegatedNavigation } from '../../../platform/render/delegated-navigation.ts'

type FooterGroup = { id: string; title: string; links: { to: string; label: string }[] }

// The old product's inert placeholders (docs/product.md §4) are either linked to a page that exists
// (Browse Jobs, Company Reviews, and since decision 124 Privacy Policy, Terms of Service and Cookies)
// or left out: see docs/decisions/020-footer-placeholders.md.
const LEGAL_LINKS = [
	{ to: '/privacy', label: 'Privacy Policy' },
	{ to: '/terms', label: 'Terms of Service' },
	{ to: '/cookies', label: 'Cookies' },
]

const FOOTER_GROUPS: FooterGroup[] = [
	{
		id: 'footer-seekers',
		title: 'For Job Seekers',
		links: [
			{ to: '/', label: 'Browse Jobs' },
			{ to: '/company-reviews', label: 'Company Reviews' },
			{ to: '/career-advice', label: 'Career Advice' },
			{ to: '/market-insights', label: 'Market Insights' },
			{ to: '/support-worker-jobs', label: 'Support Worker Jobs' },
			{ to: '/cleaning-jobs', label: 'Cleaning Jobs' },
		],
	},
	{
		id: 'footer-employers',
		title: 'For Employers',
		links: [
			{ to: '/recruitment-solutions', label: 'Recruitment Solutions' },
			{ to: '/hiring-resources', label: 'Hiring Resources' },
			{ to: '/job-post-warrington', label: 'Post a Job in Warrington' },
			{ to: '/pricing', label: 'Pricing' },
			{ to: '/api/docs', label: 'API Reference' },
		],
	},
	{
		id: 'footer-local',
		title: 'Warrington',
		links: [
			{ to: '/living-in-warrington', label: 'Living in Warrington' },
			{ to: '/business-directory', label: 'Business Directory' },
			{ to: '/contact', label: 'Contact Us' },
		],
	},
]

/**
 * On every page, the same links, drawn once by the server and never changed after: the client's
 * bundle carries none of them. The browser keeps the server's HTML (React does not
 * look inside an element it is given raw HTML for); should React ever draw the footer afresh, it
 * draws what the page arrived with. Its links are plain `<a>`s, which the server draws without a
 * `<Link>`'s hooks; a click on one navigates as a `<Link>` would (`useDelegatedNavigation`,
 * decision 178). The links' looks are `.footer-links` and `.legal-links` in app.css.
 */
export function SiteFooter() {
	const onClick = useDelegatedNavigation()
	if (import.meta.env.SSR) {
		return (
			<footer className={FOOTER_CLASSES}>
				<FooterLinks />
			</footer>
		)
	}
	return <footer className={FOOTER_CLASSES} dangerouslySetInnerHTML={serverFooter} onClick={onClick} />
}

const FOOTER_CLASSES = 'mt-12 border-t border-gray-200 bg-white text-sm'
// Read before hydration starts (the root module runs before the entry hydrates), from the page as it came.
const serverFooter = {
	__html: import.meta.env.SSR ? '' : (document.querySelector('body > footer')?.innerHTML ?? ''),
}

function FooterLinks() {
	return (
		<>
			<div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 lg:grid-cols-4">
				<div>
					<p className="text-lg font-bold text-brand-700">Warrington Jobs</p>
					<p className="mt-2 text-gray-700">Local jobs in Warrington and Cheshire, from local employers.</p>
				</div>
				<nav aria-label="Footer" className="grid gap-8 sm:grid-cols-3 lg:col-span-3">
					{FOOTER_GROUPS.map((group) => (
						<div key={group.id}>
							<p id={group.id} className="font-semibold text-gray-900">
								{group.title}
							</p>
							{/* Seldom the next click: each route is found when its link is followed (one small manifest
						    request), not fetched ahead on every page (no data-discover). */}
							<ul aria-labelledby={group.id} className="footer-links">
								{group.links.map((link) => (
									<li key={link.to}>
										<a href={link.to}>{link.label}</a>
									</li>
								))}
							</ul>
						</div>
					))}
				</nav>
			</div>
			<div className="border-t border-gray-200">
				<div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-4 sm:flex-row sm:items-center sm:justify-between">
					<p className="text-gray-700">
						{`© ${new Date().getFullYear()} Warrington Jobs. Local jobs in Warrington and Cheshire.`}
					</p>
					<nav aria-label="Legal">
						<ul className="legal-links">
							{LEGAL_LINKS.map((link) => (
								<li key={link.to}>
									<a href={link.to}>{link.label}</a>
								</li>
							))}
						</ul>
					</nav>
				</div>
			</div>
		</>
	)
}
