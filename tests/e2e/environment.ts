// What the browser tests run against, shared by playwright.config.ts, scripts/test.ts and the
// specs' helpers so that all of them agree on the browser and the database.

/**
 * Debian's Chromium headless shell (package `chromium-headless-shell`): Playwright's own browser
 * downloads are not available everywhere we run. The shell is the headless-only build Playwright
 * itself runs by default: the whole `chromium` draws each page as a desktop browser would, and its
 * browser process cost the run more CPU than the app server. Three spec files on two cores: 174 s
 * of CPU against 335 s, 5m15s against 10m14s (2026-11-28). `E2E_CHROMIUM` names another build.
 */
export const CHROMIUM_PACKAGE = 'chromium-headless-shell'
export const CHROMIUM_PATH = process.env.E2E_CHROMIUM ?? '/usr/bin/chromium-headless-shell'

export const CHROMIUM_ARGS = [
	'--no-sandbox',
	'--disable-gpu',
	'--disable-dev-shm-usage',
	'--disable-background-networking',
	'--disable-component-update',
	'--disable-sync',
	'--no-first-run',
	'--disable-quic',
	// A fake camera and microphone, allowed without a prompt, for the video pitch recorder.
	'--use-fake-device-for-media-stream',
	'--use-fake-ui-for-media-stream',
]

/** The app server under test gets this database to itself; it is dropped and made anew each run. */
export const E2E_DATABASE = 'wj_e2e'

/** The e2e database on the server that DATABASE_URL names (whatever database that URL names). */
export function e2eDatabaseUrl(serverUrl = process.env.DATABASE_URL) {
	if (!serverUrl) {
		throw new Error(
			'DATABASE_URL is not set: run the browser tests with `npm test`, which starts PostgreSQL and builds the app.',
		)
	}
	const url = new URL(serverUrl)
	url.pathname = `/${E2E_DATABASE}`
	return url.toString()
}
