// The site header's links for each kind of visitor (docs/product.md §4, decision 116): signed out,
// both groups (for job seekers and for employers); signed in, only the visitor's own group.
import type { UserType } from '../../../platform/access.ts'

export type HeaderUser = {
	firstName: string
	lastName: string
	userType: UserType
	/** The small copy of their profile picture; initials stand in without one. */
	pictureUrl?: string | null
} | null

/** What the header is drawn from as an island (site-header-island.tsx): who is signed in, and the page's path. */
export type HeaderData = { user: HeaderUser; pathname: string }

export type HeaderLink = { to: string; label: string }

type MenuGroup = { id: string; title: string; links: HeaderLink[] }

/**
 * The header's one navigation, drawn once for every width: on a wide screen the
 * first group is the row of links and the account links sit beside it; on a phone all of it is
 * the menu. The other groups show only in the phone's menu.
 */
export type HeaderMenu = {
	/** The groups; the first (Browse) is the wide header's row of links. */
	groups: MenuGroup[]
	/** The account links (a Sign Out button follows them when signed in). */
	account: HeaderLink[]
	/** Whether the header shows the Post Job button. */
	postJob: boolean
}

/** What fullMenu says for one visitor, before each link is kept to one place. */
type MenuPlan = { main: HeaderLink[]; groups: MenuGroup[]; account: HeaderLink[]; postJob: boolean }

const FIND_JOBS = { to: '/', label: 'Find Jobs' }
const RECOMMENDATIONS = { to: '/recommendations', label: 'Recommendations' }

/** What everyone may browse; Recommendations sits among them for visitors who may use it. */
const BROWSE: HeaderLink[] = [
	FIND_JOBS,
	{ to: '/company-reviews', label: 'Company Reviews' },
	{ to: '/market-insights', label: 'Market Insights' },
	{ to: '/blog', label: 'Blog' },
	{ to: '/training', label: 'Training' },
]

const MAIN_WITH_RECOMMENDATIONS: HeaderLink[] = [...BROWSE.slice(0, 3), RECOMMENDATIONS, ...BROWSE.slice(3)]

const SIGNED_OUT_SEEKER_LINKS: HeaderLink[] = [
	{ to: '/profile', label: 'My Profile' },
	{ to: '/training', label: 'Training' },
	RECOMMENDATIONS,
	{ to: '/career-paths', label: 'Career Paths' },
]

const EMPLOYER_PAGES: HeaderLink[] = [
	{ to: '/job-post-warrington', label: 'Post Jobs in Warrington' },
	{ to: '/pricing', label: 'Pricing' },
	{ to: '/employer-outreach', label: 'Employer Outreach' },
	{ to: '/employer-dashboard', label: 'Employer Dashboard' },
	{ to: '/candidate-quality', label: 'Candidate Quality' },
	{ to: '/talent-pool', label: 'Talent Pool' },
]

const SEEKER_LINKS: HeaderLink[] = [
	{ to: '/employee-dashboard', label: 'My Dashboard' },
	{ to: '/employee-dashboard?tab=applications', label: 'My Applications' },
	{ to: '/employee-dashboard?tab=saved', label: 'Saved Jobs' },
	RECOMMENDATIONS,
	{ to: '/quick-apply-setup', label: 'Quick Apply Setup' },
	{ to: '/preferences', label: 'Job Preferences' },
	{ to: '/profile', label: 'My Profile' },
	{ to: '/career-paths', label: 'Career Paths' },
]

const EMPLOYER_LINKS: HeaderLink[] = [
	{ to: '/employer-dashboard', label: 'Employer Dashboard' },
	{ to: '/post-job', label: 'Post a Job' },
	{ to: '/pricing', label: 'Pricing' },
	...EMPLOYER_PAGES.filter((link) => !['/pricing', '/employer-dashboard'].includes(link.to)),
]

const browseGroup = (links: HeaderLink[]): MenuGroup => ({ id: 'menu-browse', title: 'Browse', links })

/**
 * The header for this visitor. A link shows once: a group leaves out what the row of links or the
 * account links already hold.
 */
export function headerMenu(user: HeaderUser): HeaderMenu {
	const { main, groups: planned, account, postJob } = fullMenu(user)
	const shown = new Set([...main, ...account].map((link) => link.to))
	const groups = planned
		.map((group) => ({ ...group, links: group.links.filter((link) => !shown.has(link.to)) }))
		.filter((group) => group.links.length > 0)
	return { groups: [browseGroup(main), ...groups], account, postJob }
}

function fullMenu(user: HeaderUser): MenuPlan {
	if (!user) {
		const account = [
			{ to: '/job-post-warrington', label: 'Post Jobs' },
			{ to: '/auth', label: 'Sign In' },
		]
		return {
			main: MAIN_WITH_RECOMMENDATIONS,
			account,
			groups: [
				{ id: 'menu-employees', title: 'For Employees', links: SIGNED_OUT_SEEKER_LINKS },
				{
					id: 'menu-employers',
					title: 'For Employers',
					links: [...EMPLOYER_PAGES, { to: '/auth?employer=true', label: 'Employer Sign In' }],
				},
			],
			postJob: true,
		}
	}
	if (user.userType === 'employee') {
		return {
			main: MAIN_WITH_RECOMMENDATIONS,
			account: [
				{ to: '/employee-dashboard', label: 'Dashboard' },
				{ to: '/profile', label: 'My Profile' },
			],
			groups: [{ id: 'menu-seeker', title: 'Your Job Search', links: SEEKER_LINKS }],
			postJob: false,
		}
	}
	if (user.userType === 'employer') {
		return {
			main: BROWSE,
			account: [
				{ to: '/employer-dashboard', label: 'Dashboard' },
				{ to: '/pricing', label: 'Pricing' },
			],
			groups: [{ id: 'menu-employer', title: 'Your Hiring', links: EMPLOYER_LINKS }],
			postJob: true,
		}
	}
	// An admin has no dashboard, nor the job seekers' or employers' pages: the admin inbox and the blog's admin instead.
	const adminLinks = [
		{ to: '/admin', label: 'Admin Inbox' },
		{ to: '/blog-admin', label: 'Blog Admin' },
	]
	return {
		main: BROWSE,
		account: adminLinks,
		groups: [],
		postJob: false,
	}
}
