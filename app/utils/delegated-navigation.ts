import type { MouseEvent } from 'react'
import { useNavigate } from 'react-router'

/**
 * One click handler for a part of the page whose links are plain `<a href>`s rather than `<Link>`s
 * (the job cards, the footer): a `<Link>` costs the server's render a few hooks each, and twenty
 * cards hold forty of them (decision 178). Put on the element around the links, it makes a plain
 * left click on one of them a client-side navigation, as a `<Link>` would; a click with a modifier
 * key (a new tab), on a link to another window, a download or another site, or one a handler
 * below has already taken (a `<Link>`'s own) is left to the browser. Without JavaScript the links
 * are links. React Router still discovers a route ahead of the click for a link marked
 * `data-discover="true"`, as a `<Link>` marks itself.
 */
export function useDelegatedNavigation() {
	const navigate = useNavigate()
	return (event: MouseEvent<HTMLElement>) => {
		const link = (event.target as Element).closest('a')
		if (!link || !event.currentTarget.contains(link) || event.defaultPrevented) return
		if (event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return
		if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return
		const href = link.getAttribute('href')
		if (!href?.startsWith('/') || href.startsWith('//')) return
		event.preventDefault()
		void navigate(href)
	}
}
