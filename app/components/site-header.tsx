import { Form, Link, NavLink } from 'react-router'
import type { UserType } from '../models/user.ts'

type HeaderUser = { firstName: string; lastName: string; userType: UserType } | null

const MAIN_LINKS = [
	{ to: '/', label: 'Find Jobs' },
	{ to: '/company-reviews', label: 'Company Reviews' },
	{ to: '/market-insights', label: 'Market Insights' },
	{ to: '/recommendations', label: 'Recommendations' },
	{ to: '/blog', label: 'Blog' },
	{ to: '/training', label: 'Training' },
]

export function SiteHeader({ user }: { user: HeaderUser }) {
	return (
		<header className="border-b border-gray-200 bg-white">
			<div className="mx-auto flex max-w-7xl items-center justify-between gap-4 px-4 py-3">
				<Link to="/" className="text-xl font-bold text-brand-700">
					Warrington Jobs
				</Link>
				<nav aria-label="Main" className="hidden lg:block">
					<ul className="flex gap-5 text-sm font-medium">
						{MAIN_LINKS.map((link) => (
							<li key={link.to}>
								<NavLink to={link.to} end className={({ isActive }) => (isActive ? 'text-brand-700' : 'text-gray-700 hover:text-brand-700')}>
									{link.label}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>
				<div className="hidden items-center gap-3 text-sm lg:flex">
					{user ? (
						<>
							<Link to={user.userType === 'employer' ? '/employer-dashboard' : '/employee-dashboard'} className="text-gray-700 hover:text-brand-700">
								Dashboard
							</Link>
							<Link to="/profile" className="text-gray-700 hover:text-brand-700">
								{user.firstName}
							</Link>
							<Form method="post" action="/logout">
								<button type="submit" className="text-gray-700 hover:text-brand-700">
									Sign Out
								</button>
							</Form>
						</>
					) : (
						<>
							<Link to="/job-post-warrington" className="text-gray-700 hover:text-brand-700">
								Post Jobs
							</Link>
							<Link to="/auth" className="text-gray-700 hover:text-brand-700">
								Sign In
							</Link>
						</>
					)}
					<Link to="/post-job" className="rounded-md bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800">
						Post Job
					</Link>
				</div>
			</div>
		</header>
	)
}
