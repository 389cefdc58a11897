import { createIsland } from '../../../platform/render/island.tsx'
import type { HeaderData } from './header-links.ts'

/**
 * The site header as an island (decisions 180, 252): a page loads none of its code (the header, its
 * links and the avatar) until the visitor reaches for it (a press, a tap, a key, focus: opening the
 * Menu, say) or the page changes under it (a client-side navigation, which gives it new data).
 * Before that, its links navigate as `<Link>`s would and Sign Out is held until the code is there.
 */
export const siteHeaderIsland = createIsland<HeaderData>('site-header', () =>
	import('./site-header.tsx').then((module) => module.SiteHeaderOfData),
)
