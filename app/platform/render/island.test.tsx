// An island as the browser first draws it, the page as it arrived (`import.meta.env.SSR` off, a
// stand-in document holding the server's HTML and <html data-render-off>), rendered to a string.
import { renderToString } from 'react-dom/server'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, expect, test, vi } from 'vitest'
import { createIsland } from './island.tsx'

const SERVER_HTML = '<p>Job Results (4)</p><button>Sort</button>'
const Listing = ({ data }: { data: { total: number } }) => <p>Job Results ({data.total})</p>

function pageWith(renderOff?: string) {
	vi.stubGlobal('document', {
		documentElement: { dataset: renderOff ? { renderOff } : {} },
		getElementById: (id: string) => (id === 'listing' ? { innerHTML: SERVER_HTML } : null),
	})
}

const draw = (Island: ReturnType<typeof createIsland<{ total: number }>>['Island']) =>
	renderToString(
		<MemoryRouter>
			<Island data={{ total: 4 }} />
		</MemoryRouter>,
	)

beforeEach(() => {
	vi.stubEnv('SSR', false)
})
afterEach(() => {
	vi.unstubAllEnvs()
	vi.unstubAllGlobals()
})

test('an island keeps the HTML it arrived with and fetches no code until first used (decision 180)', () => {
	pageWith()
	const importListing = vi.fn(async () => Listing)
	const { Island } = createIsland('listing', importListing)
	expect(draw(Island)).toBe(`<div id="listing">${SERVER_HTML}</div>`)
	expect(importListing).not.toHaveBeenCalled()
})

test('RENDER_OFF=island: its code is fetched at once and it is drawn as any other component', async () => {
	pageWith('island')
	const importListing = vi.fn(async () => Listing)
	const { Island, load } = createIsland('listing', importListing)
	expect(importListing).toHaveBeenCalledTimes(1)
	await load()
	expect(draw(Island)).toBe('<div id="listing"><p>Job Results (<!-- -->4<!-- -->)</p></div>')
	expect(importListing).toHaveBeenCalledTimes(1)
})
