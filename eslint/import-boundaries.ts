// The import boundaries of app/ (docs/architecture.md): a product area uses platform, ui, models
// and another area only through that area's index.ts (what its screens may share) or
// index.server.ts (its services); platform and ui never import an area. Tests are exempt: a test
// beside the code may reach into any area to set up what it tests.
import path from 'node:path'
import type { Rule } from 'eslint'

type Zone = { kind: 'feature'; area: string } | { kind: 'platform' | 'ui' | 'models' | 'seed' | 'root' | 'outside' }

export function zoneOf(file: string, appRoot: string): Zone {
	const relative = path.relative(appRoot, file).split(path.sep)
	if (relative[0] === '..' || path.isAbsolute(relative.join('/'))) return { kind: 'outside' }
	if (relative[0] === 'features' && relative.length > 2) return { kind: 'feature', area: relative[1]! }
	if (relative[0] === 'platform' || relative[0] === 'ui' || relative[0] === 'models' || relative[0] === 'seed')
		return { kind: relative[0] }
	return { kind: 'root' }
}

const PUBLIC_ENTRIES = new Set(['index.ts', 'index.server.ts'])

/** Why importing `target` from `file` crosses a boundary, or null when it may. */
export function boundaryProblem(file: string, target: string, appRoot: string): string | null {
	const from = zoneOf(file, appRoot)
	const to = zoneOf(target, appRoot)
	if (to.kind !== 'feature' || /\.test\.tsx?$/.test(file)) return null
	if (from.kind === 'platform' || from.kind === 'ui')
		return `${from.kind} must not import a product area (${to.area}); move what both need into ${from.kind}`
	if (from.kind === 'feature' && from.area === to.area) return null
	if (PUBLIC_ENTRIES.has(path.basename(target)) && path.dirname(target) === path.join(appRoot, 'features', to.area))
		return null
	return `import ${to.area}'s index.ts or index.server.ts, not its internals (${path.relative(appRoot, target)})`
}

const rule: Rule.RuleModule = {
	meta: {
		type: 'problem',
		docs: {
			description:
				'Keeps the product areas of app/ apart: platform and ui import no area, areas meet only at index files',
		},
		schema: [],
	},
	create(context) {
		const appRoot = path.join(context.cwd, 'app')
		const file = context.filename
		if (zoneOf(file, appRoot).kind === 'outside') return {}
		const check = (node: Rule.Node, source: unknown) => {
			if (typeof source !== 'string' || !source.startsWith('.')) return
			const target = path.resolve(path.dirname(file), source.replace(/[?#].*$/, ''))
			const problem = boundaryProblem(file, target, appRoot)
			if (problem) context.report({ node, message: problem })
		}
		return {
			ImportDeclaration: (node) => check(node, node.source.value),
			ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
			ExportAllDeclaration: (node) => check(node, node.source.value),
			ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
		}
	},
}

export default { rules: { 'import-boundaries': rule } }
