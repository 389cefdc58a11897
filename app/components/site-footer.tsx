import { Link } from 'react-router'

export function SiteFooter() {
	return (
		<footer className="mt-12 border-t border-gray-200 bg-white">
			<div className="mx-auto max-w-7xl px-4 py-8 text-sm text-gray-600">
				<p>© {new Date().getFullYear()} Warrington Jobs. Local jobs in Warrington and Cheshire.</p>
				<p className="mt-2">
					<Link to="/" className="hover:text-brand-700">
						Find Jobs
					</Link>
				</p>
			</div>
		</footer>
	)
}
