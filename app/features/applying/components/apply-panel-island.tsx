import { createIsland } from '../../../platform/render/island.tsx'
import type { ApplyPanelData } from './apply-panel.tsx'

/**
 * The job page's panel to apply as an island (decision 258): its code (the forms, their checks,
 * the dialog) waits for the visitor to reach for it. A press on "Quick Apply" before then is sent
 * once the code is there, and one on "Apply with Custom Details" opens the dialog then.
 */
export const applyPanelIsland = createIsland<ApplyPanelData>('apply-panel', () =>
	import('./apply-panel.tsx').then((module) => module.ApplyPanelOfPage),
)
