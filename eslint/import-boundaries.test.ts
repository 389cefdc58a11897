import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { ESLint } from 'eslint'
import tseslint from 'typescript-eslint'
import { describe, expect, test } from 'vitest'
import boundaries, { boundaryProblem } from './import-boundaries.ts'

// A small app/ of its own: jobs exports parseSalary from salary.ts and keeps ranking.ts to itself.
const root = mkdtempSync(path.join(tmpdir(), 'boundaries-'))
const app = path.join(root, 'app')
const write = (file: string, text: string) => {
	mkdirSync(path.dirname(path.join(app, file)), { recursive: true })
	writeFileSync(path.join(app, file), text)
}
write('features/jobs/salary.ts', 'export const parseSalary = 1\nexport const SALARY_SECRET = 2\n')
write('features/jobs/ranking.ts', 'export const rank = 1\n')
write('features/jobs/search.server.ts', 'export const searchJobs = 1\n')
write('features/jobs/index.ts', "export { parseSalary } from './salary.ts'\n")
write('features/jobs/index.server.ts', "export { searchJobs } from './search.server.ts'\n")
const at = (file: string) => path.join(app, file)

describe('the import boundaries', () => {
	test('an area uses another only through what its index files export, by the module itself', () => {
		const from = at('features/alerts/alerts.server.ts')
		expect(boundaryProblem(from, at('features/jobs/salary.ts'), ['parseSalary'], app)).toBeNull()
		expect(boundaryProblem(from, at('features/jobs/search.server.ts'), ['searchJobs'], app)).toBeNull()
		expect(boundaryProblem(from, at('features/jobs/ranking.ts'), ['rank'], app)).toMatch(/internal to jobs/)
		expect(boundaryProblem(from, at('features/jobs/salary.ts'), ['SALARY_SECRET'], app)).toMatch(
			/SALARY_SECRET .* not exported/,
		)
		expect(boundaryProblem(from, at('features/jobs/salary.ts'), null, app)).toMatch(/only the names/)
	})

	test('inside an area anything goes; the models and the seed keep to the index files too', () => {
		expect(boundaryProblem(at('features/jobs/x.ts'), at('features/jobs/ranking.ts'), ['rank'], app)).toBeNull()
		expect(boundaryProblem(at('models/job.ts'), at('features/jobs/ranking.ts'), ['rank'], app)).toMatch(/internal/)
		expect(boundaryProblem(at('seed/jobs.ts'), at('features/jobs/salary.ts'), ['parseSalary'], app)).toBeNull()
	})

	test('platform and ui import no area at all; tests may reach anywhere', () => {
		expect(boundaryProblem(at('platform/db.server.ts'), at('features/jobs/salary.ts'), ['parseSalary'], app)).toMatch(
			/platform must not import a product area/,
		)
		expect(boundaryProblem(at('ui/button.tsx'), at('features/jobs/salary.ts'), ['parseSalary'], app)).toMatch(
			/ui must not/,
		)
		expect(boundaryProblem(at('platform/db.server.test.ts'), at('features/jobs/ranking.ts'), ['rank'], app)).toBeNull()
	})

	test('the rule reports the import in ESLint, with its message', async () => {
		const eslint = new ESLint({
			cwd: root,
			overrideConfigFile: true,
			overrideConfig: [
				{
					files: ['**/*.ts'],
					languageOptions: { parser: tseslint.parser },
					plugins: { local: boundaries },
					rules: { 'local/import-boundaries': 'error' },
				},
			],
		})
		const source = "import { rank } from '../jobs/ranking.ts'\nimport { parseSalary } from '../jobs/salary.ts'\n"
		const [result] = await eslint.lintText(source, { filePath: at('features/alerts/rules.ts') })
		expect(result!.messages.map((message) => [message.line, message.message])).toEqual([
			[1, 'features/jobs/ranking.ts is internal to jobs: use what its index.ts or index.server.ts exports'],
		])
	})
})
