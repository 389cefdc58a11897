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
						// The app's few-hundred-byte helpers that the root and most pages import: one file, not
						// eight (none of them imports zod, which the listing must not load).
						{
							name: 'app-core',
							priority: 1,
							test: /app[\\/](utils[\\/](access|format|nonce|offline|toast|use-hydrated|upcoming-pages|viewer|request-id)|components[\\/](ui[\\/]button|profile[\\/]user-avatar|layout[\\/]error-page))\.tsx?$/,
						},
						{
							name: 'listing',
							priority: 1,
							test: /app[\\/](utils[\\/](job-options|areas|postcode|job-alert-frequencies)|components[\\/](jobs[\\/](job-card|save-heart)|alerts[\\/](create-alert-form|frequency-select)))\.tsx?$/,
						},
						{
							name: 'framework',
							priority: 2,
							test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|app[\\/](root\.tsx|components[\\/](layout|ui[\\/]toaster)|utils[\\/](access|format|nonce|offline|toast|use-hydrated|upcoming-pages|viewer|request-id)|components[\\/](ui[\\/]button|profile[\\/]user-avatar))/,
						},
					],
				},
			},
		},
	},
})
