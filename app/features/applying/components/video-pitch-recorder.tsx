// The Quick Apply video pitch (docs/product.md §9): a file input that always works,
// and with JavaScript and a camera, a recorder that puts its recording into that same input, so
// the profile form's one post stores it (the camera and recorder: use-video-pitch-recording.ts).
// States: camera off, camera ready (live preview), recording, recorded (play, pause, Retake back to
// camera ready with no recording).
import { useId, useRef } from 'react'
import { MAX_VIDEO_SECONDS } from '../quick-apply-schema.ts'
import { useHydrated } from '../../../ui/use-hydrated.ts'
import { Button } from '../../../ui/button.tsx'
import { ErrorList } from '../../../ui/forms.tsx'
import { canRecord, useVideoPitchRecording } from './use-video-pitch-recording.ts'

/** The remaining seconds are shown from this point of a recording on (docs/product.md §9). */
const SHOW_REMAINING_AFTER_SECONDS = 75
const CAMERA_ACCESS_REQUIRED = 'Camera Access Required'
const CAMERA_ACCESS_ADVICE = 'Please allow camera and microphone access to record your video pitch.'
const NO_CAMERA = 'No camera was found. You can upload a video file instead.'

const VIDEO_ACCEPT = 'video/webm,video/mp4,.webm,.mp4'

export function VideoPitchRecorder({
	inputName,
	durationName,
	replacing,
	errors,
}: {
	inputName: string
	durationName: string
	replacing: boolean
	errors?: string[]
}) {
	const hydrated = useHydrated()
	const id = useId()
	const playback = useRef<HTMLVideoElement>(null)
	const {
		fileInput,
		preview,
		phase,
		problem,
		elapsed,
		recording,
		playing,
		setPlaying,
		startCamera,
		turnOffCamera,
		startRecording,
		stopRecording,
		retake,
		discardRecording,
	} = useVideoPitchRecording()

	const supported = hydrated && canRecord()

	function togglePlayback() {
		const video = playback.current
		if (!video) return
		if (video.paused) void video.play()
		else video.pause()
	}

	const remaining = MAX_VIDEO_SECONDS - elapsed
	const errorId = errors?.length ? `${id}-error` : undefined

	return (
		<div className="flex flex-col gap-4">
			<div className="rounded-md border border-brand-100 bg-brand-50 p-3 text-sm text-brand-900">
				<p className="font-semibold">Tips for a great video pitch</p>
				<ul className="mt-1 list-disc pl-5">
					<li>Keep it between 30 and 60 seconds.</li>
					<li>Say who you are, the work you are looking for and what you would bring to the team.</li>
					<li>Find a quiet, well-lit spot and look at the camera.</li>
				</ul>
			</div>

			{supported ? (
				<div className="flex flex-col gap-3" aria-label="Video pitch recorder" role="group">
					{problem === 'denied' ? (
						<div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-red-800">
							<p className="font-semibold">{CAMERA_ACCESS_REQUIRED}</p>
							<p className="text-sm">{CAMERA_ACCESS_ADVICE}</p>
						</div>
					) : problem === 'no-camera' ? (
						<p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
							{NO_CAMERA}
						</p>
					) : null}

					{phase === 'ready' || phase === 'recording' ? (
						<video
							ref={preview}
							autoPlay
							muted
							playsInline
							aria-label="Camera preview"
							className="aspect-[4/3] w-full max-w-md rounded-md bg-black"
						/>
					) : null}
					{phase === 'recorded' && recording ? (
						<video
							ref={playback}
							src={recording.url}
							playsInline
							aria-label="Your new video pitch"
							onPlay={() => setPlaying(true)}
							onPause={() => setPlaying(false)}
							onEnded={() => setPlaying(false)}
							className="aspect-[4/3] w-full max-w-md rounded-md bg-black"
						/>
					) : null}

					<p role="status" className="text-sm text-gray-800">
						{phase === 'off' || phase === 'starting'
							? 'Camera off.'
							: phase === 'ready'
								? 'Camera ready. Press Start Recording when you are.'
								: phase === 'recording'
									? elapsed > SHOW_REMAINING_AFTER_SECONDS
										? `Recording: ${remaining} seconds remaining`
										: 'Recording...'
									: `Recorded ${recording?.seconds ?? 0} seconds. It is saved with your profile when you press Save Profile.`}
					</p>
					{phase === 'recording' ? (
						<p role="timer" aria-live="off" className="font-mono text-lg font-semibold text-red-700">
							<span aria-hidden="true">● </span>
							{formatClock(elapsed)} / {formatClock(MAX_VIDEO_SECONDS)}
						</p>
					) : null}

					<div className="flex flex-wrap gap-2">
						{phase === 'off' || phase === 'starting' ? (
							<Button type="button" onClick={() => void startCamera()} disabled={phase === 'starting'}>
								{phase === 'starting' ? 'Turning camera on...' : 'Turn On Camera'}
							</Button>
						) : null}
						{phase === 'ready' ? (
							<>
								<Button type="button" onClick={startRecording}>
									Start Recording
								</Button>
								<Button type="button" variant="secondary" onClick={turnOffCamera}>
									Turn Off Camera
								</Button>
							</>
						) : null}
						{phase === 'recording' ? (
							<Button type="button" onClick={stopRecording}>
								Stop Recording
							</Button>
						) : null}
						{phase === 'recorded' ? (
							<>
								<Button type="button" onClick={togglePlayback}>
									{playing ? 'Pause' : 'Play'}
								</Button>
								<Button type="button" variant="secondary" onClick={() => void retake()}>
									Retake
								</Button>
							</>
						) : null}
					</div>
				</div>
			) : null}

			<input
				type="hidden"
				name={durationName}
				value={phase === 'recorded' && recording ? String(recording.seconds) : ''}
			/>
			<div>
				<label htmlFor={id} className="block text-sm font-medium text-gray-800">
					{supported ? 'Or upload a video file' : replacing ? 'Replace video pitch' : 'Upload a video pitch'}
				</label>
				<p id={`${id}-hint`} className="text-sm text-gray-600">
					WebM or MP4, up to 50MB and {MAX_VIDEO_SECONDS} seconds.
				</p>
				<input
					ref={fileInput}
					id={id}
					type="file"
					name={inputName}
					accept={VIDEO_ACCEPT}
					aria-invalid={errorId ? true : undefined}
					aria-describedby={[`${id}-hint`, errorId].filter(Boolean).join(' ')}
					onChange={discardRecording}
					className="mt-1 block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-semibold file:text-brand-800 hover:file:bg-brand-100"
				/>
				<ErrorList id={errorId} errors={errors} />
			</div>
		</div>
	)
}

function formatClock(seconds: number) {
	return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}
