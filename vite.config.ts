import { reactRouter } from '@react-router/dev/vite'
import tailwindcss from '@tailwindcss/vite'
import { defineConfig } from 'vite'
import { precompressAssets } from './scripts/precompress-assets.ts'

export default defineConfig({
	plugins: [tailwindcss(), reactRouter(), precompressAssets()],
	build: {
		assetsInlineLimit: 0,
		rolldownOptions: {
			output: {
				// Every page loads React, React DOM, React Router and the root's own code (the footer, the
				// toaster's region, the islands' frame and the small helpers they use): one file, not five,
				// and gzip sees them together (decisions 170, 176). The header's own code and a toast's card
				// wait for their first use, and helpers only pages use (formatting, who is viewing) come with
				// those pages (decision 252). None of it imports zod.
				// The price: any change to the root's code changes this file's name, so a returning visitor
				// fetches it again after such a release.
				codeSplitting: {
					groups: [
						{
							name: 'framework',
							priority: 2,
							test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|vite[\\/]preload-helper|app[\\/](root\.tsx|features[\\/]site[\\/]components[\\/](site-header-island|site-footer)\.tsx?$|ui[\\/](error-page|toaster|button|offline|toast|use-hydrated)\.tsx?$|platform[\\/](access|render[\\/](nonce|island|delegated-navigation|switches)|request-id)\.tsx?$)/,
						},
						// What the listing shares with a few other pages (the card, its heart, the alert form and
						// the search's choices): one file for `/` rather than five.
						{
							name: 'listing',
							priority: 1,
							test: /app[\\/]features[\\/](jobs[\\/](job-options|areas|postcode|components[\\/]job-card)|alerts[\\/](job-alert-frequencies|components[\\/](create-alert-form|frequency-select))|saved-jobs[\\/]components[\\/]save-heart)\.tsx?$/,
						},
					],
				},
			},
		},
	},
})
