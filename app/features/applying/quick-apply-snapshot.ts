// What a Quick Apply application kept of the seeker's profile (its snapshot, built by
// profileSnapshotOf in quick-apply-application.server.ts), read back for the employer.
import {
	emptyValue,
	QUICK_APPLY_PROFILE_FIELDS,
	type QuickApplyProfileField,
	type QuickApplyProfileInput,
} from './quick-apply-schema.ts'

/** What the employer is shown of a snapshot, beside the application's own name and letter. */
type DetailField = Exclude<QuickApplyProfileField, 'address' | 'fullName' | 'defaultCoverLetter'>
const DETAIL_FIELDS = QUICK_APPLY_PROFILE_FIELDS.filter(
	(field): field is DetailField => field !== 'address' && field !== 'fullName' && field !== 'defaultCoverLetter',
)

export type QuickApplySnapshotView = {
	[K in DetailField]: QuickApplyProfileInput[K] extends string[]
		? string[]
		: QuickApplyProfileInput[K] extends number
			? number
			: string | null
} & { videoPitchDuration: number | null }

/**
 * A stored snapshot read defensively (it is JSON written by an older version, perhaps): each
 * field kept when it has its field's kind, otherwise a list is empty, a number its empty value
 * and text null.
 */
export function readSnapshotDetails(snapshot: Record<string, unknown>): QuickApplySnapshotView {
	const details = Object.fromEntries(
		DETAIL_FIELDS.map((field) => {
			const value = snapshot[field]
			const empty = emptyValue(field)
			if (Array.isArray(empty))
				return [field, Array.isArray(value) ? value.filter((item) => typeof item === 'string') : []]
			if (typeof empty === 'number') return [field, typeof value === 'number' ? value : empty]
			return [field, typeof value === 'string' && value ? value : null]
		}),
	)
	const { videoPitchDuration } = snapshot
	return {
		...details,
		videoPitchDuration: typeof videoPitchDuration === 'number' ? videoPitchDuration : null,
	} as QuickApplySnapshotView
}
