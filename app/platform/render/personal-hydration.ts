// The browser's half of a signed-in person's copy of a shared page (personal-page.server.ts,
// decision 239). The page's hydration data is the shared render's: no one signed in, no heart
// saved. An inline script at the end of the body (after React Router's context script, before any
// module runs) carries the personal parts' loader data and merges it into React Router's state as
// the client entry decodes it, before the router is made from it, so that React hydrates the
// person's header and hearts as they stand and the app goes on with their data. It is inline, not a
// module of the app, so that the JavaScript of `/` stays within its budget for everyone (decision
// 176); its hash is added to the page's CSP.
//
// React Router's HydratedRouter sets `window.__reactRouterContext.state` once the streamed data is
// decoded (hydrated-router.js in react-router 8.4); the script installs a setter there.
// personal-hydration.test.ts runs it, and fails if React Router changes that hand-over.

/** What the script is given. */
export type PersonalHydration = {
	/** Fields set on a route's loader data, by route id (`root`: the header's user). */
	routeData: Record<string, Record<string, unknown>>
	/** Jobs the person has saved: any `jobs` list's card of one of them is marked `saved`. */
	savedJobIds: number[]
}

/**
 * The script's function, as plain JavaScript (it runs as written, untouched by the build): called
 * with the parts and `window.__reactRouterContext`.
 */
const MERGE_INTO_HYDRATION = `function (parts, context) {
	if (!context) return
	function merge(loaderData) {
		for (var id in parts.routeData) if (loaderData[id]) Object.assign(loaderData[id], parts.routeData[id])
		for (var route in loaderData) {
			var jobs = loaderData[route] && loaderData[route].jobs
			if (Array.isArray(jobs))
				jobs.forEach(function (job) {
					if (parts.savedJobIds.indexOf(job.id) >= 0) job.saved = true
				})
		}
	}
	var state = context.state
	if (state && state.loaderData) return merge(state.loaderData)
	Object.defineProperty(context, 'state', {
		configurable: true,
		enumerable: true,
		get: function () {
			return state
		},
		set: function (value) {
			if (value && value.loaderData) merge(value.loaderData)
			state = value
		},
	})
}`

/** The inline script's text for these parts (`<` escaped, so no value can end it). */
export function personalPartsScript(parts: PersonalHydration) {
	const json = JSON.stringify({ routeData: parts.routeData, savedJobIds: parts.savedJobIds }).replaceAll('<', '\\u003c')
	return `(${MERGE_INTO_HYDRATION})(${json}, window.__reactRouterContext)`
}
