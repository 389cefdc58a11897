// The switches of app/platform/render/ (RENDER_OFF, decision 181), as the server reads them: every
// mechanism is on unless the variable names it. Read on each use (a cached parse): tests change it.
import type { RenderMechanism } from '../config-schema.server.ts'
import { config } from '../config.server.ts'
import type { BrowserMechanism } from './switches.ts'

const IN_BROWSER: readonly (BrowserMechanism & RenderMechanism)[] = ['island', 'delegated-navigation']

/** Whether RENDER_OFF leaves this mechanism on. */
export const isOn = (mechanism: RenderMechanism) => !config.renderOff.includes(mechanism)

/** What the page tells the browser (`<html data-render-off>`): its mechanisms that are off, or nothing. */
export function offInBrowser() {
	const off = IN_BROWSER.filter((mechanism) => !isOn(mechanism))
	return off.length > 0 ? off.join(' ') : undefined
}
