// A plain left click on one of a part's plain links, as the browser hands it to the handler; the
// page's own switches are what <html data-render-off> says (switches.ts).
import { afterEach, expect, test, vi } from 'vitest'
import { navigateOnClick } from './delegated-navigation.ts'

function pageWith(renderOff?: string) {
	vi.stubGlobal('document', { documentElement: { dataset: renderOff ? { renderOff } : {} } })
}

function click(href: string, type = '') {
	const link = { target: '', type, getAttribute: () => href, hasAttribute: () => false }
	const event = {
		target: { closest: () => link },
		currentTarget: { contains: () => true },
		defaultPrevented: false,
		button: 0,
		metaKey: false,
		altKey: false,
		ctrlKey: false,
		shiftKey: false,
		preventDefault: vi.fn(),
	}
	const navigate = vi.fn()
	navigateOnClick(event as unknown as MouseEvent, navigate)
	return { navigate, prevented: event.preventDefault.mock.calls.length > 0 }
}

afterEach(() => {
	vi.unstubAllGlobals()
})

test('a plain click on a plain link navigates within the app, as a <Link> would', () => {
	pageWith()
	const { navigate, prevented } = click('/jobs/15')
	expect(navigate).toHaveBeenCalledWith('/jobs/15')
	expect(prevented).toBe(true)
})

test('RENDER_OFF=delegated-navigation: the click is left to the browser, a whole page load', () => {
	pageWith('island delegated-navigation')
	const { navigate, prevented } = click('/jobs/15')
	expect(navigate).not.toHaveBeenCalled()
	expect(prevented).toBe(false)
	// Only that switch: the island's alone leaves the links to the app.
	pageWith('island')
	expect(click('/jobs/15').navigate).toHaveBeenCalledWith('/jobs/15')
})

test('a link to a document of another type (a feed) is left to the browser', () => {
	pageWith()
	const { navigate, prevented } = click('/jobs.rss?search=warehouse', 'application/rss+xml')
	expect(navigate).not.toHaveBeenCalled()
	expect(prevented).toBe(false)
	expect(click('/jobs/15', 'text/html').navigate).toHaveBeenCalledWith('/jobs/15')
})
