// What a Quick Apply sent from the seeker's profile, for the employer reading the application:
// the snapshot's contact and experience details, and the video pitch as a download.
import type { QuickApplySnapshotView } from '../quick-apply-snapshot.ts'
import { AVAILABILITY_NOTICES } from '../../recommendations/seeker-options.ts'

export function QuickApplyBadge() {
	return (
		<span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">⚡ Quick Apply</span>
	)
}

export function QuickApplyDetails({
	details,
	videoPitchUrl,
}: {
	details: QuickApplySnapshotView | null
	videoPitchUrl: string | null
}) {
	if (!details && !videoPitchUrl) return null
	const availability = AVAILABILITY_NOTICES.find((notice) => notice.value === details?.availabilityNotice)?.label
	const place = [details?.city, details?.postcode].filter(Boolean).join(', ')
	const rows: [string, string][] = []
	if (details) {
		if (details.phone) rows.push(['Phone', details.phone])
		if (place) rows.push(['City', place])
		if (details.currentJobTitle) rows.push(['Current job title', details.currentJobTitle])
		rows.push(['Experience', details.yearsExperience === 1 ? '1 year' : `${details.yearsExperience} years`])
		if (details.skills.length) rows.push(['Skills', details.skills.join(', ')])
		if (details.qualifications.length) rows.push(['Qualifications', details.qualifications.join(', ')])
		if (availability)
			rows.push(['Availability', availability === 'Immediately' ? 'Immediately' : `${availability} notice`])
	}
	return (
		<div className="mt-2">
			{rows.length ? (
				<dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
					{rows.map(([label, value]) => (
						<div key={label} className="contents">
							<dt className="font-medium text-gray-800">{label}</dt>
							<dd className="text-gray-800">{value}</dd>
						</div>
					))}
				</dl>
			) : null}
			{videoPitchUrl ? (
				<p className="mt-2 text-sm">
					<span className="font-medium text-gray-800">Video pitch: </span>
					<a href={videoPitchUrl} download className="font-medium text-brand-700 underline">
						Download video{details?.videoPitchDuration ? ` (${details.videoPitchDuration} seconds)` : ''}
					</a>
				</p>
			) : null}
		</div>
	)
}
