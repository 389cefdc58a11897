// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { AlreadyAppliedError, AppliedElsewhereError, appliedAtOfSql, JobNotListedError } from './applications.server.ts'
export { fileUrl } from './file-access.server.ts'
export { applicantCvOperations, applicationOperations, profileCvOperations } from './openapi.ts'
export { deleteProfileCv, profileCv, setProfileCv } from './profile-cv.server.ts'
export {
	profileSnapshotOf,
	quickApply,
	QuickApplyProfileRequiredError,
	RepeatAnsweredAsNewError,
} from './quick-apply-application.server.ts'
export {
	findQuickApplyProfile,
	hasQuickApplyProfile,
	QUICK_APPLY_UPLOADS,
	quickApplyProfileView,
	saveQuickApplySubmission,
	videoPitchLength,
} from './quick-apply.server.ts'
export { applyPanelState, applyPanelStateOf, userApplications } from './seeker-applications.server.ts'
