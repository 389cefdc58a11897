// The switches of app/platform/render/ (RENDER_OFF, decision 181), as the server reads them: every
// mechanism is on unless the variable names it. Read on each use (a cached parse): tests change it.
import type { RenderMechanism } from '../config-schema.server.ts'
import { config } from '../config.server.ts'

/** Whether RENDER_OFF leaves this mechanism on. */
export const isOn = (mechanism: RenderMechanism) => !config.renderOff.includes(mechanism)
