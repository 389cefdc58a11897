import js from '@eslint/js'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import boundaries from './eslint/import-boundaries.ts'

export default tseslint.config(
	{ ignores: ['build/', '.react-router/', 'node_modules/', '.data/', 'test-results/', 'playwright-report/'] },
	js.configs.recommended,
	...tseslint.configs.recommended,
	{
		files: ['**/*.{ts,tsx}'],
		plugins: { 'react-hooks': reactHooks, local: boundaries },
		rules: {
			...reactHooks.configs.recommended.rules,
			'@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
			'local/import-boundaries': 'error',
			'@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
		},
	},
	{
		files: ['app/**/*.{ts,tsx}'],
		ignores: ['app/ui/form-constraint.ts'],
		rules: {
			'no-restricted-imports': [
				'error',
				{
					paths: [
						{
							name: '@conform-to/zod/v4',
							importNames: ['getZodConstraint'],
							message: 'Use formConstraint (app/ui/form-constraint.ts): it adds the maxLength this misses.',
						},
					],
				},
			],
		},
	},
	{
		// Vitest runs a worker's files in one module registry (vitest.config.ts, isolate: false): a
		// replaced module would leak into, or miss, the files beside it.
		files: ['**/*.test.{ts,tsx}'],
		rules: {
			'no-restricted-properties': [
				'error',
				...['mock', 'doMock', 'unmock', 'resetModules'].map((property) => ({
					object: 'vi',
					property,
					message: 'Test files share their modules: spy on an object with vi.spyOn instead.',
				})),
			],
		},
	},
)
