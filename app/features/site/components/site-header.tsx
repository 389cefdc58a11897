import { useEffect, useRef } from 'react'
import { Form, useLocation } from 'react-router'
import { useDelegatedNavigation } from '../../../platform/render/delegated-navigation.ts'
import { UserAvatar } from '../../profile/components/user-avatar.tsx'
import { ButtonLink } from '../../../ui/button.tsx'
import { headerMenu, type HeaderData, type HeaderLink, type HeaderUser } from './header-links.ts'

// The looks (.nav-menu, .nav-panel, .nav-row ...) are in app.css: the header is on every page, so its
// class lists are written once there rather than in every page's HTML (decision 169). Its links take
// theirs from `.nav-panel a`, the current page's from its aria-current (decision 176).
//
// Its links are plain `<a>`s, the header navigating on a click as a `<Link>` would
// (`useDelegatedNavigation`, decision 178): a `<NavLink>` costs every page's render a few hooks each.
// None is marked `data-discover`: React Router finds a link's route when it is followed (one small
// manifest request), not for twenty links on every page the moment it hydrates (decision 242).
// `aria-current="page"` is NavLink's `end` rule (the same path, case and a final slash aside). A link with a query (/auth?employer=true) is never current: it would look current on /auth.
const pathOf = (to: string) => to.toLowerCase().replace(/\/+$/, '')

/**
 * The header's one navigation, drawn once for every width. It is a <details>, so it
 * opens and closes without JavaScript: on a phone its summary is the Menu button and the panel
 * drops under the header; on a wide screen (xl) the summary is hidden and the panel stands open as
 * the header's row of links, the phone-only groups hidden. With JavaScript it also closes on
 * navigation, on Escape and on a click outside it.
 */
export function SiteHeader({ user }: { user: HeaderUser }) {
	const menu = headerMenu(user)
	const [browse, ...groups] = menu.groups
	const menuRef = useRef<HTMLDetailsElement>(null)
	const location = useLocation()
	const onClick = useDelegatedNavigation()
	const here = pathOf(location.pathname)

	// Closed on a navigation, not when the header first appears: woken by a tap on Menu (decision
	// 252), the menu it opened stays open.
	const shownAt = useRef(location.key)
	useEffect(() => {
		if (shownAt.current === location.key) return
		shownAt.current = location.key
		if (menuRef.current) menuRef.current.open = false
	}, [location.key])

	useEffect(() => {
		function onPointerDown(event: PointerEvent) {
			const menu = menuRef.current
			if (menu?.open && event.target instanceof Node && !menu.contains(event.target)) menu.open = false
		}
		document.addEventListener('pointerdown', onPointerDown)
		return () => document.removeEventListener('pointerdown', onPointerDown)
	}, [])

	return (
		<header className="relative border-b border-gray-200 bg-white" onClick={onClick}>
			<div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-4">
				<a href="/" className="brand">
					Warrington Jobs
				</a>

				<details
					ref={menuRef}
					className="nav-menu group"
					onKeyDown={(event) => {
						if (event.key !== 'Escape' || !event.currentTarget.open) return
						event.currentTarget.open = false
						event.currentTarget.querySelector('summary')?.focus()
					}}
				>
					<MenuButton user={user} />
					<nav aria-label="Main" className={`nav-panel ${groups.length > 1 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}>
						{browse ? (
							<div className="nav-browse">
								<p id={browse.id} className="nav-title">
									{browse.title}
								</p>
								<LinkList labelledBy={browse.id} links={browse.links} here={here} className="nav-list nav-row" />
							</div>
						) : null}
						{groups.map((group) => (
							<div key={group.id} className="xl:hidden">
								<p id={group.id} className="nav-title">
									{group.title}
								</p>
								<LinkList labelledBy={group.id} links={group.links} here={here} className="nav-list" />
							</div>
						))}
						<ul aria-label="Account" className="nav-account">
							{user ? (
								<li className="hidden items-center gap-2 text-gray-800 xl:flex" data-testid="header-account">
									<UserAvatar
										src={user.pictureUrl}
										firstName={user.firstName}
										lastName={user.lastName}
										alt=""
										size="md"
									/>
									<span>
										<span className="sr-only">Signed in as </span>
										{user.firstName}
									</span>
								</li>
							) : null}
							{menu.account.map((link) => (
								<li key={link.to}>
									<HeaderLink link={link} here={here} />
								</li>
							))}
							{user ? (
								<li>
									{/* A real POST form, so signing out works before (or without) JavaScript. */}
									<Form method="post" action="/logout">
										<button type="submit" className="nav-link">
											Sign Out
										</button>
									</Form>
								</li>
							) : null}
						</ul>
					</nav>
				</details>

				{menu.postJob ? (
					<ButtonLink to="/post-job" discover="none" size="sm" className="shrink-0">
						Post Job
					</ButtonLink>
				) : null}
			</div>
		</header>
	)
}

/** The header as its island draws it (site-header-island.tsx). */
export function SiteHeaderOfData({ data }: { data: HeaderData }) {
	return <SiteHeader user={data.user} />
}

/**
 * The phone's Menu button: who is signed in (their picture, or their initials) or three lines, and a
 * cross while open. The icons are CSS masks (`.nav-icon` in app.css).
 */
function MenuButton({ user }: { user: HeaderUser }) {
	return (
		<summary className="nav-button">
			{user ? (
				<>
					<span className="hidden min-[360px]:flex min-[360px]:group-open:hidden" data-testid="menu-avatar">
						<UserAvatar
							src={user.pictureUrl}
							firstName={user.firstName}
							lastName={user.lastName}
							alt={`${user.firstName} ${user.lastName}`.trim()}
							size="sm"
						/>
					</span>
					<span aria-hidden="true" className="nav-icon min-[360px]:hidden min-[360px]:group-open:block" />
				</>
			) : (
				<span aria-hidden="true" className="nav-icon" />
			)}
			<span>Menu</span>
		</summary>
	)
}

function LinkList({
	labelledBy,
	links,
	here,
	className,
}: {
	labelledBy: string
	links: HeaderLink[]
	here: string
	className: string
}) {
	return (
		<ul aria-labelledby={labelledBy} className={className}>
			{links.map((link) => (
				<li key={link.to}>
					<HeaderLink link={link} here={here} />
				</li>
			))}
		</ul>
	)
}

function HeaderLink({ link, here }: { link: HeaderLink; here: string }) {
	const current = !link.to.includes('?') && pathOf(link.to) === here
	return (
		<a href={link.to} aria-current={current ? 'page' : undefined}>
			{link.label}
		</a>
	)
}
