import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'

export default defineConfig({
	plugins: [tailwindcss(), reactRouter()],
	build: {
		assetsInlineLimit: 0,
		rolldownOptions: {
			output: {
				// React, React DOM and React Router, which every page loads, in one file: one request
				// instead of four, one modulepreload line fewer per page, and gzip sees them together
				// (decision 170).
				codeSplitting: {
					groups: [
						{
							name: 'framework',
							test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]/,
						},
					],
				},
			},
		},
	},
})
