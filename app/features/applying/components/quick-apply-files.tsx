// The Quick Apply profile's files: the CV (the seeker's one CV, also on My Profile, where it is
// deleted; decision 110) and the video pitch (with a tick to remove it), each with the stored one
// above the control that sends a new one.
import { useId } from 'react'
import { Link } from 'react-router'
import { ErrorList } from '../../../ui/forms.tsx'
import { VideoPitchRecorder } from './video-pitch-recorder.tsx'

const FILES_NOT_KEPT = 'Files are not kept until the profile is saved: choose your CV or video again before you save.'

const CV_TYPES =
	'.pdf,.doc,.docx,application/pdf,application/msword,application/vnd.openxmlformats-officedocument.wordprocessingml.document'

/** The seeker's one CV, as the screen shows it. */
export type CurrentCv = { fileName: string; uploadedOn: string | null; url: string }

/** What the form shows of the stored video pitch (the profile's view). */
export type StoredProfileFiles = {
	videoPitchUrl: string | null
	videoPitchMimeType: string | null
	videoPitchDuration: number | null
}

export function CvSection({
	cv,
	filesNotKept,
	errors,
}: {
	cv: CurrentCv | null
	filesNotKept: boolean
	errors?: string[]
}) {
	return (
		<section
			aria-labelledby="quick-apply-cv-heading"
			className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<h2 id="quick-apply-cv-heading" className="text-xl font-semibold">
				CV
			</h2>
			{filesNotKept ? (
				<p role="status" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
					{FILES_NOT_KEPT}
				</p>
			) : null}
			{cv ? (
				<div
					className="flex flex-col gap-1 rounded-md border border-gray-200 bg-gray-50 p-3 text-sm text-gray-800"
					data-testid="current-cv"
				>
					<p>
						Your CV:{' '}
						<a href={cv.url} className="font-medium break-words text-brand-700 underline" download>
							{cv.fileName}
						</a>
						{cv.uploadedOn ? `, uploaded ${cv.uploadedOn}` : ''}
					</p>
					<p>
						It is the same CV as on My Profile, sent with Quick Apply and offered when you apply with custom details.{' '}
						<Link to="/profile?confirm=delete-cv" className="font-medium text-brand-700 underline">
							Delete it on My Profile
						</Link>
					</p>
				</div>
			) : (
				<p className="text-sm text-gray-700">No CV yet. The CV you upload here is also shown on My Profile.</p>
			)}
			<FileField
				name="cv"
				label={cv ? 'Replace CV' : 'Upload CV'}
				hint="PDF, DOC or DOCX, up to 5MB."
				accept={CV_TYPES}
				errors={errors}
			/>
		</section>
	)
}

export function VideoPitchSection({
	profile,
	removeVideoPitch,
	errors,
}: {
	profile: StoredProfileFiles | null
	removeVideoPitch: boolean
	errors: string[]
}) {
	return (
		<section className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm">
			<h2 className="text-xl font-semibold">Video Pitch (optional)</h2>
			<p className="text-gray-700">Record a short video (30-90 seconds) introducing yourself to employers.</p>
			{profile?.videoPitchUrl ? (
				<div className="flex flex-col gap-2 rounded-md border border-gray-200 bg-gray-50 p-3">
					<p className="text-sm font-medium text-gray-800">
						Your saved video pitch{profile.videoPitchDuration ? ` (${profile.videoPitchDuration} seconds)` : ''}
					</p>
					<video
						controls
						preload="metadata"
						playsInline
						className="w-full max-w-md rounded-md bg-black"
						aria-label="Your saved video pitch"
					>
						<source src={profile.videoPitchUrl} type={profile.videoPitchMimeType ?? undefined} />
					</video>
					<label className="flex items-center gap-2 text-sm">
						<input type="checkbox" name="removeVideoPitch" defaultChecked={removeVideoPitch} className="h-4 w-4" />
						Remove my video pitch
					</label>
				</div>
			) : null}
			<VideoPitchRecorder
				inputName="videoPitch"
				durationName="videoPitchDuration"
				replacing={Boolean(profile?.videoPitchUrl)}
				errors={errors}
			/>
		</section>
	)
}

function FileField({
	name,
	label,
	hint,
	accept,
	errors,
}: {
	name: string
	label: string
	hint: string
	accept: string
	errors?: string[]
}) {
	const id = useId()
	const errorId = errors?.length ? `${id}-error` : undefined
	return (
		<div>
			<label htmlFor={id} className="block text-sm font-medium text-gray-800">
				{label}
			</label>
			<p id={`${id}-hint`} className="text-sm text-gray-600">
				{hint}
			</p>
			<input
				id={id}
				type="file"
				name={name}
				accept={accept}
				aria-invalid={errorId ? true : undefined}
				aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
				className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
			/>
			<ErrorList id={errorId} errors={errors} />
		</div>
	)
}
