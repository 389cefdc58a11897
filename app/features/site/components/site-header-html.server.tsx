// The site header as HTML on its own, for a signed-in person's copy of a shared page
// (app/platform/render/personal-page.server.ts, decision 239): the page is rendered once for everyone
// and this part, theirs alone, takes the anonymous header's place. The markup is the page's own
// (`SiteHeader` under a router at the same address), so that React hydrates it as it stands.
import { createContext, useContext } from 'react'
import { renderToString } from 'react-dom/server'
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router'
import type { User } from '../../../models/user.ts'
import { profilePictureOf } from '../../profile/profile-picture.server.ts'
import { headerMenu, type HeaderUser } from './header-links.ts'
import { SiteHeader } from './site-header.tsx'

/** What the header shows of a signed-in person: the root loader's `user`. */
export function headerUserOf(
	user: Pick<User, 'firstName' | 'lastName' | 'userType' | 'profilePictureFile' | 'profilePictureSmallFile'>,
): NonNullable<HeaderUser> {
	return {
		firstName: user.firstName,
		lastName: user.lastName,
		userType: user.userType,
		pictureUrl: profilePictureOf(user).headerImageUrl,
	}
}

/**
 * The page with its site header (the body's first `<header>`, which holds none of its own) drawn
 * for `user` at `pathname`.
 */
export async function withSiteHeader(html: string, user: NonNullable<HeaderUser>, pathname: string) {
	const start = html.indexOf('<header', html.indexOf('<body'))
	const end = start < 0 ? -1 : html.indexOf('</header>', start)
	if (end < 0) throw new Error(`No site header in the page at ${pathname}`)
	return html.slice(0, start) + (await siteHeaderHtml(user, pathname)) + html.slice(end + '</header>'.length)
}

const HeaderUserContext = createContext<HeaderUser>(null)

function HeaderOfContext() {
	return <SiteHeader user={useContext(HeaderUserContext)} />
}

// One route at every address: the header's links are current (aria-current) as on the page itself.
const headerHandler = createStaticHandler([{ id: 'site-header', path: '*', Component: HeaderOfContext }])

/** Headers drawn lately, by person and the link that is current: a render costs a millisecond or more. */
const drawn = new Map<string, string>()
const DRAWN_MAX = 2_000
/** An address none of the header's links point at: none is current. */
const ELSEWHERE = '/~'

const pathOf = (to: string) => to.toLowerCase().replace(/\/+$/, '')

/** The header as `user` sees it at `pathname` (the page's address, query aside). */
export async function siteHeaderHtml(user: NonNullable<HeaderUser>, pathname: string) {
	const menu = headerMenu(user)
	const here = pathOf(pathname)
	const links = [...menu.groups.flatMap((group) => group.links), ...menu.account]
	const current = links.some((link) => !link.to.includes('?') && pathOf(link.to) === here) ? pathname : ELSEWHERE
	const key = JSON.stringify([user.userType, user.firstName, user.lastName, user.pictureUrl ?? null, current])
	const kept = drawn.get(key)
	if (kept !== undefined) return kept
	const html = await drawHeader(user, current)
	if (drawn.size >= DRAWN_MAX) drawn.delete(drawn.keys().next().value!)
	drawn.set(key, html)
	return html
}

async function drawHeader(user: HeaderUser, pathname: string) {
	const context = await headerHandler.query(new Request(new URL(pathname, 'http://site-header')))
	if (context instanceof Response) throw new Error(`The site header was redirected at ${pathname}`)
	return renderToString(
		<HeaderUserContext.Provider value={user}>
			<StaticRouterProvider
				router={createStaticRouter(headerHandler.dataRoutes, context)}
				context={context}
				hydrate={false}
			/>
		</HeaderUserContext.Provider>,
	)
}
