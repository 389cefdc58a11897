import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { describe, expect, test } from 'vitest'
import { mergePersonalParts, PERSONAL_PARTS_ID, takePersonalPartsIntoHydration } from './personal-hydration.ts'

const parts = {
	routeData: { root: { user: { firstName: 'Amy', lastName: 'Hughes', userType: 'employee', pictureUrl: null } } },
	savedJobIds: [7],
}
const sharedState = () => ({
	loaderData: {
		root: { user: null, toast: null, origin: 'http://localhost:3000' },
		'features/jobs/routes/_index': {
			jobs: [
				{ id: 7, title: 'Driver' },
				{ id: 8, title: 'Cleaner' },
			],
			total: 2,
		},
	} as Record<string, unknown>,
})
/** A document holding the JSON block, as the browser parses the page (only what the merge reads). */
const documentWith = (json: string | null) =>
	({ getElementById: (id: string) => (id === PERSONAL_PARTS_ID && json ? { textContent: json } : null) }) as Document

describe('the personal parts in the hydration data', () => {
	test('the root gets the person, saved jobs in any list are marked, the rest is untouched', () => {
		const state = sharedState()
		mergePersonalParts(state.loaderData, parts)
		expect(state.loaderData.root).toEqual({
			user: parts.routeData.root.user,
			toast: null,
			origin: 'http://localhost:3000',
		})
		expect(state.loaderData['features/jobs/routes/_index']).toEqual({
			jobs: [
				{ id: 7, title: 'Driver', saved: true },
				{ id: 8, title: 'Cleaner' },
			],
			total: 2,
		})
	})

	test('merged as React Router sets the decoded state, and not at all without the block', () => {
		const context: { state?: ReturnType<typeof sharedState> } = {}
		takePersonalPartsIntoHydration(documentWith(JSON.stringify(parts)), context)
		context.state = sharedState()
		expect((context.state.loaderData.root as { user: unknown }).user).toEqual(parts.routeData.root.user)

		const anonymous: { state?: ReturnType<typeof sharedState> } = {}
		takePersonalPartsIntoHydration(documentWith(null), anonymous)
		anonymous.state = sharedState()
		expect((anonymous.state.loaderData.root as { user: unknown }).user).toBeNull()
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
