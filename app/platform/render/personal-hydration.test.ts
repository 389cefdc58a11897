import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import { personalPartsScript } from './personal-hydration.ts'

const parts = {
	routeData: { root: { user: { firstName: 'Amy', lastName: '</script>', userType: 'employee', pictureUrl: null } } },
	savedJobIds: [7],
}
type State = { loaderData: Record<string, Record<string, unknown>> }
const sharedState = (): State => ({
	loaderData: {
		root: { user: null, toast: null, origin: 'http://localhost:3000' },
		'features/jobs/routes/_index': {
			jobs: [
				{ id: 7, title: 'Driver' },
				{ id: 8, title: 'Cleaner' },
			],
			total: 2,
		},
	},
})
/** Runs the inline script as the browser does, with this as `window.__reactRouterContext`. */
function run(script: string, context: { state?: State } | undefined) {
	new Function('window', script)({ __reactRouterContext: context })
}

describe('the personal parts in the hydration data', () => {
	test('merged as React Router sets the decoded state: the person in the root, saved cards marked, the rest untouched', () => {
		const script = personalPartsScript(parts)
		expect(script).not.toContain('</script>')
		const context: { state?: State } = {}
		run(script, context)
		context.state = sharedState()
		expect(context.state.loaderData.root).toEqual({
			user: parts.routeData.root.user,
			toast: null,
			origin: 'http://localhost:3000',
		})
		expect(context.state.loaderData['features/jobs/routes/_index']).toEqual({
			jobs: [
				{ id: 7, title: 'Driver', saved: true },
				{ id: 8, title: 'Cleaner' },
			],
			total: 2,
		})
	})

	test('a state already decoded is merged at once; without React Router context nothing happens', () => {
		const context = { state: sharedState() }
		run(personalPartsScript(parts), context)
		expect(context.state.loaderData.root!.user).toEqual(parts.routeData.root.user)
		expect(() => run(personalPartsScript(parts), undefined)).not.toThrow()
	})

	test("React Router's client entry still hands the decoded state over by setting window.__reactRouterContext.state", () => {
		const require = createRequire(import.meta.url)
		const entry = require.resolve('react-router/dom')
		const hydrated = readFileSync(entry.replace(/dom-export\.js$/, 'lib/dom-export/hydrated-router.js'), 'utf8')
		expect(hydrated).toContain('context: window.__reactRouterContext')
		expect(hydrated).toMatch(
			/ssrInfo\.context\.state = value\.value;[\s\S]*createClientRoutes\(ssrInfo\.manifest\.routes, ssrInfo\.routeModules, ssrInfo\.context\.state/,
		)
	})
})
