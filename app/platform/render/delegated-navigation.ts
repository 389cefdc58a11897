import type { MouseEvent as ReactMouseEvent } from 'react'
import { useNavigate, type NavigateFunction } from 'react-router'
import { isOffInBrowser } from './switches.ts'

/**
 * One click handler for a part of the page whose links are plain `<a href>`s rather than `<Link>`s
 * (the job cards, the footer): a `<Link>` costs the server's render a few hooks each, and twenty
 * cards hold forty of them (decision 178). Put on the element around the links, it makes a plain
 * left click on one of them a client-side navigation, as a `<Link>` would; a click with a modifier
 * key (a new tab), on a link to another window, a download, a document of another type (a feed) or
 * another site, or one a handler
 * below has already taken (a `<Link>`'s own) is left to the browser. Without JavaScript the links
 * are links. React Router still discovers a route ahead of the click for a link marked
 * `data-discover="true"`, as a `<Link>` marks itself. RENDER_OFF=delegated-navigation leaves every
 * such click to the browser: a whole page load, as without JavaScript.
 */
export function useDelegatedNavigation() {
	const navigate = useNavigate()
	return (event: ReactMouseEvent<HTMLElement>) => navigateOnClick(event, navigate)
}

/** The same for a listener of the DOM's own (an island before it wakes, `island.tsx`). */
export function navigateOnClick(event: MouseEvent | ReactMouseEvent<HTMLElement>, navigate: NavigateFunction) {
	if (isOffInBrowser('delegated-navigation')) return
	const link = (event.target as Element).closest('a')
	const around = event.currentTarget as Element
	if (!link || !around.contains(link) || event.defaultPrevented) return
	if (!isPlainClick(event)) return
	if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
	// A link that names a type other than a page's (a feed) leads to a document, not a screen.
	if (link.type && !/^text\/html\b/i.test(link.type)) return
	const href = link.getAttribute('href')
	if (!href?.startsWith('/') || href.startsWith('//')) return
	event.preventDefault()
	void navigate(href)
}

/** A left click without a modifier key: one a page may take for itself (a modified one opens a tab, say). */
export function isPlainClick(event: MouseEvent | ReactMouseEvent<HTMLElement>) {
	return event.button === 0 && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey)
}
