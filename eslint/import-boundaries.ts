// The import boundaries of app/ (docs/architecture.md, decision 182). Platform and ui import no
// product area. An area, the models, the seed and the composition roots use another area only
// through what that area's index.ts (what may run in the browser) or index.server.ts (its
// services) re-exports: the import names the module the index names, and only names the index
// lists. Importing the module itself rather than the index keeps the import graph free of
// cycles through index files. Tests are exempt: a test may reach into any area to set up what
// it tests.
import { readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { Rule } from 'eslint'

type Zone = { kind: 'feature'; area: string } | { kind: 'platform' | 'ui' | 'models' | 'seed' | 'root' | 'outside' }

export function zoneOf(file: string, appRoot: string): Zone {
	const relative = path.relative(appRoot, file)
	if (relative.startsWith('..') || path.isAbsolute(relative)) return { kind: 'outside' }
	const parts = relative.split(path.sep)
	if (parts[0] === 'features' && parts.length > 2) return { kind: 'feature', area: parts[1]! }
	if (parts[0] === 'platform' || parts[0] === 'ui' || parts[0] === 'models' || parts[0] === 'seed')
		return { kind: parts[0] }
	return { kind: 'root' }
}

const INDEX_FILES = ['index.ts', 'index.server.ts']
const EXPORT_FROM = /export\s*\{([^}]*)\}\s*from\s*'([^']+)'/g
const cache = new Map<string, { mtimeMs: number; names: Map<string, Set<string>> }>()

/** What an area's index files re-export: each module's absolute path, with the names it gives. */
export function publicSurface(areaFolder: string) {
	const surface = new Map<string, Set<string>>()
	for (const indexFile of INDEX_FILES.map((name) => path.join(areaFolder, name))) {
		let mtimeMs: number
		try {
			mtimeMs = statSync(indexFile).mtimeMs
		} catch {
			continue
		}
		let cached = cache.get(indexFile)
		if (cached?.mtimeMs !== mtimeMs) {
			const names = new Map<string, Set<string>>()
			for (const [, list, source] of readFileSync(indexFile, 'utf8').matchAll(EXPORT_FROM)) {
				const module = path.resolve(areaFolder, source!)
				const given = names.get(module) ?? new Set<string>()
				for (const entry of list!.split(',')) {
					const name = entry
						.replace(/^\s*type\s+/, '')
						.split(/\s+as\s+/)[0]!
						.trim()
					if (name) given.add(name)
				}
				names.set(module, given)
			}
			cached = { mtimeMs, names }
			cache.set(indexFile, cached)
		}
		for (const [module, names] of cached.names) surface.set(module, new Set([...(surface.get(module) ?? []), ...names]))
	}
	return surface
}

/**
 * Why importing `names` of `target` from `file` crosses a boundary, or null when it may.
 * `names` is null for an import that takes the whole module (a namespace or a dynamic import).
 */
export function boundaryProblem(file: string, target: string, names: string[] | null, appRoot: string): string | null {
	const from = zoneOf(file, appRoot)
	const to = zoneOf(target, appRoot)
	if (to.kind !== 'feature' || /\.test\.tsx?$/.test(file)) return null
	if (from.kind === 'platform' || from.kind === 'ui')
		return `${from.kind} must not import a product area (${to.area}); move what both need into ${from.kind}`
	if (from.kind === 'feature' && from.area === to.area) return null
	const areaFolder = path.join(appRoot, 'features', to.area)
	const given = publicSurface(areaFolder).get(target)
	const where = path.relative(appRoot, target)
	if (!given) return `${where} is internal to ${to.area}: use what its index.ts or index.server.ts exports`
	if (names === null) return `import only the names ${to.area}'s index files export from ${where}`
	const hidden = names.filter((name) => !given.has(name))
	return hidden.length === 0
		? null
		: `${hidden.join(', ')} of ${where} is not exported by ${to.area}'s index files: export it there or keep it internal`
}

const rule: Rule.RuleModule = {
	meta: {
		type: 'problem',
		docs: {
			description:
				'Keeps the product areas of app/ apart: platform and ui import no area, areas meet at what the index files export',
		},
		schema: [],
	},
	create(context) {
		const appRoot = path.join(context.cwd, 'app')
		const file = context.filename
		if (zoneOf(file, appRoot).kind === 'outside') return {}
		const check = (node: Rule.Node, source: unknown, names: string[] | null) => {
			if (typeof source !== 'string' || !source.startsWith('.')) return
			const target = path.resolve(path.dirname(file), source.replace(/[?#].*$/, ''))
			const problem = boundaryProblem(file, target, names, appRoot)
			if (problem) context.report({ node, message: problem })
		}
		return {
			ImportDeclaration(node) {
				const whole = node.specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')
				const names = node.specifiers.flatMap((specifier) =>
					specifier.type === 'ImportSpecifier'
						? [specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value)]
						: [],
				)
				check(node, node.source.value, whole ? null : names)
			},
			ExportNamedDeclaration(node) {
				if (!node.source) return
				const names = node.specifiers.map((specifier) =>
					specifier.local.type === 'Identifier' ? specifier.local.name : String(specifier.local.value),
				)
				check(node, node.source.value, names)
			},
			ExportAllDeclaration: (node) => check(node, node.source.value, null),
			ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, null),
		}
	},
}

export default { rules: { 'import-boundaries': rule } }
