import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { describe, expect, test } from 'vitest'
import routes from './routes.ts'

/** The module name React Router's file routes would give a URL: /jobs/:id/apply is jobs.$id.apply. */
function moduleNameFor(path: string | undefined) {
	if (!path) return '_index'
	return path
		.split('/')
		.map((segment) => (segment === '*' ? '$' : segment.startsWith(':') ? `$${segment.slice(1)}` : segment))
		.join('.')
}

const moduleName = (file: string) => file.replace(/^features\/[\w-]+\/routes\//, '').replace(/\.tsx?$/, '')
const source = readFileSync(new URL('./routes.ts', import.meta.url), 'utf8')

describe('routes.ts', () => {
	test('every URL is served by the module named after it, apart from commented aliases', () => {
		const misnamed = routes.filter((entry) => moduleName(entry.file) !== moduleNameFor(entry.path))
		for (const alias of misnamed) {
			// An alias has its own id and a comment naming the old client, on the lines just above it.
			expect(alias.id, `${alias.path} is served by ${alias.file}: rename the file or declare an alias`).toBeTruthy()
			const line = source.split('\n').findIndex((text) => text.includes(`route('${alias.path}',`))
			expect(source.split('\n')[line - 1]?.trim(), `alias ${alias.path} needs a comment`).toMatch(/^\/\//)
		}
		expect(misnamed.map((entry) => entry.path).sort()).toEqual([
			'api/employer-jobs',
			'api/saved-jobs',
			'api/upload/cv',
			'api/user/recommendations',
		])
	})

	test('routes are listed in URL order, splats after their siblings', () => {
		const keys = routes.map((entry) => (entry.path ?? '').replaceAll('*', '\uffff'))
		expect(keys).toEqual([...keys].sort())
	})

	test('every route module lives in an area’s routes folder and serves a URL', () => {
		const listed = new Set(routes.map((entry) => entry.file))
		expect([...listed].filter((file) => !/^features\/[\w-]+\/routes\/[^/]+$/.test(file))).toEqual([])
		const features = new URL('./features', import.meta.url)
		const modules = readdirSync(features).flatMap((area) =>
			existsSync(new URL(`${area}/routes`, features))
				? readdirSync(new URL(`${area}/routes`, features))
						.filter((name) => !/\.test\.tsx?$/.test(name))
						.map((name) => `features/${area}/routes/${name}`)
				: [],
		)
		expect(modules.filter((file) => !listed.has(file))).toEqual([])
	})

	test('no two entries serve one URL', () => {
		const paths = routes.map((entry) => entry.path ?? '')
		expect(new Set(paths).size).toBe(paths.length)
	})
})
