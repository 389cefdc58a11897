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
				// Every page loads React, React DOM, React Router and the root's own code (the header, the
				// footer, the toaster's region and the few-hundred-byte helpers they and most pages use): one
				// file, not five, and gzip sees them together (decisions 170, 176). None of it imports zod.
				// The price: any change to the root's code changes this file's name, so a returning visitor
				// fetches it again after such a release.
				codeSplitting: {
					groups: [
						{
							name: 'framework',
							priority: 2,
							test: /node_modules[\\/](react|react-dom|react-router|scheduler|cookie|set-cookie-parser)[\\/]|app[\\/](root\.tsx|features[\\/](site[\\/]components[\\/](site-header|site-footer|header-links)|profile[\\/]components[\\/]user-avatar)\.tsx?$|ui[\\/](error-page|toaster|button|format|offline|toast|use-hydrated)\.tsx?$|platform[\\/](access|render[\\/]nonce|viewer|request-id)\.tsx?$)/,
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
