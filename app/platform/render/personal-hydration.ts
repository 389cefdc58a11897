// The browser's half of a signed-in person's copy of a shared page (personal-page.server.ts,
// decision 239). The page's hydration data is the shared render's: no one signed in, no heart
// saved. Its personal parts' loader data comes in a JSON block, merged here into React Router's
// state as the client entry decodes it and before the router is made from it, so that React
// hydrates the person's header and hearts as they stand, and the app goes on with their data.
//
// React Router's HydratedRouter sets `window.__reactRouterContext.state` once the streamed data is
// decoded (hydrated-router.js in react-router 8.4); the root module runs before the client entry,
// and installs the merge as a setter there. personal-hydration.test.ts fails if that changes.

/** The id of the JSON block. */
export const PERSONAL_PARTS_ID = 'personal-parts'

/** What the block holds. */
export type PersonalHydration = {
	/** Fields set on a route's loader data, by route id (`root`: the header's user). */
	routeData: Record<string, Record<string, unknown>>
	/** Jobs the person has saved: any `jobs` list's card of one of them is marked `saved`. */
	savedJobIds: number[]
}

type LoaderData = Record<string, unknown>

/** Merges the personal parts into the routes' loader data (in place). */
export function mergePersonalParts(loaderData: LoaderData, { routeData, savedJobIds }: PersonalHydration) {
	for (const [routeId, fields] of Object.entries(routeData)) {
		const data = loaderData[routeId]
		if (data && typeof data === 'object') Object.assign(data, fields)
	}
	const saved = new Set(savedJobIds)
	for (const data of Object.values(loaderData)) {
		const jobs = data && typeof data === 'object' ? (data as { jobs?: unknown }).jobs : undefined
		if (!Array.isArray(jobs)) continue
		for (const job of jobs as { id?: unknown; saved?: boolean }[])
			if (typeof job.id === 'number' && saved.has(job.id)) job.saved = true
	}
}

type HydrationContext = { state?: { loaderData?: LoaderData } }

/** Called once by the root module in the browser: a page without the block is left as it is. */
export function takePersonalPartsIntoHydration(doc: Document, context: HydrationContext | undefined) {
	const block = doc.getElementById(PERSONAL_PARTS_ID)
	if (!block?.textContent || !context) return
	const parts = JSON.parse(block.textContent) as PersonalHydration
	let state = context.state
	if (state?.loaderData) {
		mergePersonalParts(state.loaderData, parts)
		return
	}
	Object.defineProperty(context, 'state', {
		configurable: true,
		enumerable: true,
		get: () => state,
		set(value: HydrationContext['state']) {
			if (value?.loaderData) mergePersonalParts(value.loaderData, parts)
			state = value
		},
	})
}
