// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { applyPanelIsland } from './components/apply-panel-island.tsx'
export { QuickApplyBadge, QuickApplyDetails } from './components/quick-apply-details.tsx'
export {
	normaliseList,
	profileFieldsOf,
	QuickApplyFormSchema,
	QuickApplyProfileJsonSchema,
} from './quick-apply-schema.ts'
export { readSnapshotDetails } from './quick-apply-snapshot.ts'
