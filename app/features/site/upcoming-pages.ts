// Pages the menus, the footer and the dashboards will name but the board does not have yet
// (insights: issue 12; training and careers: issue 13). A link to one is left out rather than
// leading to a 404 (decision 128); building a page takes it off this list, and
// upcoming-pages.test.ts fails while a built page is still on it.
export const UPCOMING_PAGES: ReadonlySet<string> = new Set<string>()

/** The links whose page exists: those to an upcoming page are left out. */
export function withoutUpcoming<T extends { to: string }>(
	links: readonly T[],
	upcoming: ReadonlySet<string> = UPCOMING_PAGES,
): T[] {
	// None at the moment: the header and footer ask on every page, and need not parse each link's address.
	if (upcoming.size === 0) return [...links]
	return links.filter((link) => !upcoming.has(new URL(link.to, 'http://site').pathname))
}
