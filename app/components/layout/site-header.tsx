import { useEffect, useRef } from 'react'
import { Form, Link, NavLink, useLocation } from 'react-router'
import { UserAvatar } from '../profile/user-avatar.tsx'
import { ButtonLink } from '../ui/button.tsx'
import { headerMenu, type HeaderLink, type HeaderUser, type MenuGroup as Group } from './header-links.ts'

const desktopLinkClass = ({ isActive }: { isActive: boolean }) =>
	`rounded px-1 py-2 hover:text-brand-700 ${isActive ? 'text-brand-700 underline decoration-2 underline-offset-8' : 'text-gray-700'}`

const menuLinkClass = ({ isActive }: { isActive: boolean }) =>
	`block rounded px-3 py-2.5 hover:bg-brand-50 hover:text-brand-800 ${isActive ? 'bg-brand-50 font-semibold text-brand-800' : 'text-gray-800'}`

export function SiteHeader({ user }: { user: HeaderUser }) {
	const menu = headerMenu(user)
	return (
		<header className="relative border-b border-gray-200 bg-white">
			<div className="mx-auto flex max-w-7xl items-center gap-2 px-4 py-3 sm:gap-4">
				<Link
					to="/"
					className="mr-auto flex items-center gap-2 whitespace-nowrap rounded text-base font-bold text-brand-700 min-[360px]:text-lg sm:text-xl xl:mr-0"
				>
					<svg aria-hidden="true" viewBox="0 0 24 24" fill="currentColor" className="hidden size-7 sm:block">
						<path d="M9 3a2 2 0 0 0-2 2v1H4a2 2 0 0 0-2 2v4h20V8a2 2 0 0 0-2-2h-3V5a2 2 0 0 0-2-2H9Zm0 2h6v1H9V5Zm-7 9v5a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2v-5h-8v1a1 1 0 0 1-1 1h-2a1 1 0 0 1-1-1v-1H2Z" />
					</svg>
					Warrington Jobs
				</Link>

				<nav aria-label="Main" className="mx-auto hidden xl:block">
					<ul className="flex gap-4 text-sm font-medium">
						{menu.main.map((link) => (
							<li key={link.to}>
								<NavLink to={link.to} end className={desktopLinkClass}>
									{link.label}
								</NavLink>
							</li>
						))}
					</ul>
				</nav>

				<nav aria-label="Account" className="hidden xl:block">
					<ul className="flex items-center gap-4 text-sm font-medium">
						{user ? (
							<li className="flex items-center gap-2 text-gray-800" data-testid="header-account">
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
								<NavLink to={link.to} end className={desktopLinkClass}>
									{link.label}
								</NavLink>
							</li>
						))}
						{user ? (
							<li>
								<SignOutForm className="rounded px-1 py-2 font-medium text-gray-700 hover:text-brand-700" />
							</li>
						) : null}
					</ul>
				</nav>

				{menu.postJob ? (
					<ButtonLink to="/post-job" size="sm" className="shrink-0">
						Post Job
					</ButtonLink>
				) : null}

				<MobileMenu user={user} groups={menu.groups} links={menu.accountRow} />
			</div>
		</header>
	)
}

function SignOutForm({ className }: { className: string }) {
	// A real POST form, so signing out works before (or without) JavaScript.
	return (
		<Form method="post" action="/logout">
			<button type="submit" className={className}>
				Sign Out
			</button>
		</Form>
	)
}

/**
 * The small-screen menu is a <details> element, so it opens and closes without
 * JavaScript. With JavaScript it also closes on navigation, on Escape and on a click
 * outside it.
 */
function MobileMenu({ user, groups, links }: { user: HeaderUser; groups: Group[]; links: HeaderLink[] }) {
	const menuRef = useRef<HTMLDetailsElement>(null)
	const location = useLocation()

	useEffect(() => {
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
		<details
			ref={menuRef}
			className="group xl:hidden"
			onKeyDown={(event) => {
				if (event.key !== 'Escape' || !event.currentTarget.open) return
				event.currentTarget.open = false
				event.currentTarget.querySelector('summary')?.focus()
			}}
		>
			<summary className="flex cursor-pointer list-none items-center gap-1.5 rounded-md border border-gray-300 px-3 py-2 text-sm font-semibold text-gray-800 hover:bg-gray-50 [&::-webkit-details-marker]:hidden">
				{user ? (
					// Who is signed in, in place of the menu icon: their picture, or their initials.
					<span className="hidden min-[360px]:flex min-[360px]:group-open:hidden" data-testid="menu-avatar">
						<UserAvatar
							src={user.pictureUrl}
							firstName={user.firstName}
							lastName={user.lastName}
							alt={`${user.firstName} ${user.lastName}`.trim()}
							size="sm"
						/>
					</span>
				) : (
					<svg
						aria-hidden="true"
						viewBox="0 0 20 20"
						fill="currentColor"
						className="hidden size-5 min-[360px]:block min-[360px]:group-open:hidden"
					>
						<path d="M3 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm0 5a1 1 0 0 1 1-1h12a1 1 0 1 1 0 2H4a1 1 0 0 1-1-1Zm1 4a1 1 0 1 0 0 2h12a1 1 0 1 0 0-2H4Z" />
					</svg>
				)}
				<svg
					aria-hidden="true"
					viewBox="0 0 20 20"
					fill="currentColor"
					className="hidden size-5 min-[360px]:group-open:block"
				>
					<path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" />
				</svg>
				<span>Menu</span>
			</summary>
			<div className="absolute inset-x-0 top-full z-40 max-h-[calc(100dvh-4.5rem)] overflow-y-auto border-b border-gray-200 bg-white shadow-lg">
				<nav
					aria-label="Mobile"
					className={`mx-auto grid max-w-7xl gap-6 px-4 py-4 ${groups.length > 2 ? 'sm:grid-cols-3' : 'sm:grid-cols-2'}`}
				>
					{groups.map((group) => (
						<MenuGroup key={group.id} {...group} />
					))}
					<div className="border-t border-gray-200 pt-4 sm:col-span-full">
						<ul aria-label="Account" className="flex flex-wrap items-center gap-2 font-medium">
							{links.map((link) => (
								<li key={link.to}>
									<NavLink to={link.to} end className={menuLinkClass}>
										{link.label}
									</NavLink>
								</li>
							))}
							{user ? (
								<li>
									<SignOutForm className="block rounded px-3 py-2.5 font-medium text-gray-800 hover:bg-brand-50 hover:text-brand-800" />
								</li>
							) : null}
						</ul>
					</div>
				</nav>
			</div>
		</details>
	)
}

function MenuGroup({ id, title, links }: { id: string; title: string; links: HeaderLink[] }) {
	return (
		<div>
			<p id={id} className="px-3 text-xs font-semibold uppercase tracking-wide text-gray-600">
				{title}
			</p>
			<ul aria-labelledby={id} className="mt-2 space-y-0.5">
				{links.map((link) => (
					<li key={link.to}>
						{link.to.includes('?') ? (
							// NavLink matches on the path alone, so /auth?employer=true would look current on /auth.
							<Link to={link.to} className={menuLinkClass({ isActive: false })}>
								{link.label}
							</Link>
						) : (
							<NavLink to={link.to} end className={menuLinkClass}>
								{link.label}
							</NavLink>
						)}
					</li>
				))}
			</ul>
		</div>
	)
}
