// The Quick Apply video pitch (docs/product.md §9): a file input that always works,
// and with JavaScript and a camera, a recorder that puts its recording into that same input, so
// the profile form's one post stores it. States: camera off, camera ready (live preview),
// recording, recorded (play, pause, Retake back to camera ready with no recording).
import { useEffect, useId, useRef, useState } from 'react'
import { MAX_VIDEO_SECONDS } from '../../utils/quick-apply-schema.ts'
import { useHydrated } from '../../utils/use-hydrated.ts'
import { ErrorList } from '../ui/forms.tsx'

/** The remaining seconds are shown from this point of a recording on (docs/product.md §9). */
export const SHOW_REMAINING_AFTER_SECONDS = 75
export const CAMERA_ACCESS_REQUIRED = 'Camera Access Required'
export const CAMERA_ACCESS_ADVICE = 'Please allow camera and microphone access to record your video pitch.'
const NO_CAMERA = 'No camera was found. You can upload a video file instead.'

const VIDEO_ACCEPT = 'video/webm,video/mp4,.webm,.mp4'

type Phase = 'off' | 'starting' | 'ready' | 'recording' | 'recorded'
type Recording = { url: string; seconds: number }

/** WebM as docs/product.md §9 asks; MP4 where a browser records nothing else (Safari). */
function recordingType() {
	const types = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4']
	return types.find((type) => MediaRecorder.isTypeSupported(type)) ?? ''
}

const canRecord = () =>
	typeof navigator !== 'undefined' &&
	Boolean(navigator.mediaDevices?.getUserMedia) &&
	typeof MediaRecorder !== 'undefined'

const buttonClass =
	'rounded-md px-4 py-2 font-semibold focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 disabled:opacity-60'
const primaryButton = `${buttonClass} bg-brand-700 text-white hover:bg-brand-800`
const secondaryButton = `${buttonClass} border border-gray-300 bg-white text-gray-900 hover:bg-gray-50`

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
	const fileInput = useRef<HTMLInputElement>(null)
	const preview = useRef<HTMLVideoElement>(null)
	const playback = useRef<HTMLVideoElement>(null)
	const stream = useRef<MediaStream | null>(null)
	const recorder = useRef<MediaRecorder | null>(null)
	const startedAt = useRef(0)
	const [phase, setPhase] = useState<Phase>('off')
	const [problem, setProblem] = useState<'denied' | 'no-camera' | null>(null)
	const [elapsed, setElapsed] = useState(0)
	const [recording, setRecording] = useState<Recording | null>(null)
	const [playing, setPlaying] = useState(false)

	const supported = hydrated && canRecord()

	function stopCamera() {
		for (const track of stream.current?.getTracks() ?? []) track.stop()
		stream.current = null
	}

	/** Drops the recording; the effect below frees its URL. */
	function clearRecording() {
		setRecording(null)
		setPlaying(false)
	}

	function clearFileInput() {
		if (fileInput.current) fileInput.current.value = ''
	}

	async function startCamera() {
		setProblem(null)
		setPhase('starting')
		try {
			stream.current = await navigator.mediaDevices.getUserMedia({ video: { width: 640, height: 480 }, audio: true })
			setPhase('ready')
		} catch (error) {
			const name = error instanceof DOMException ? error.name : ''
			setProblem(name === 'NotAllowedError' || name === 'SecurityError' ? 'denied' : 'no-camera')
			setPhase('off')
		}
	}

	function turnOffCamera() {
		stopCamera()
		setPhase('off')
	}

	function startRecording() {
		if (!stream.current) return
		const mimeType = recordingType()
		const chunks: Blob[] = []
		const mediaRecorder = new MediaRecorder(stream.current, mimeType ? { mimeType } : undefined)
		mediaRecorder.ondataavailable = (event) => {
			if (event.data.size > 0) chunks.push(event.data)
		}
		mediaRecorder.onstop = () => {
			const seconds = Math.min(
				MAX_VIDEO_SECONDS,
				Math.max(1, Math.round((performance.now() - startedAt.current) / 1000)),
			)
			const type = (mediaRecorder.mimeType || mimeType || 'video/webm').split(';')[0]!
			const blob = new Blob(chunks, { type })
			const file = new File([blob], type === 'video/mp4' ? 'video-pitch.mp4' : 'video-pitch.webm', { type })
			// The recording becomes the form's video file, so the one form post stores it.
			const transfer = new DataTransfer()
			transfer.items.add(file)
			if (fileInput.current) fileInput.current.files = transfer.files
			stopCamera()
			setRecording({ url: URL.createObjectURL(blob), seconds })
			setPhase('recorded')
		}
		recorder.current = mediaRecorder
		startedAt.current = performance.now()
		setElapsed(0)
		mediaRecorder.start(1000)
		setPhase('recording')
	}

	function stopRecording() {
		if (recorder.current?.state === 'recording') recorder.current.stop()
	}

	async function retake() {
		clearRecording()
		clearFileInput()
		await startCamera()
	}

	function togglePlayback() {
		const video = playback.current
		if (!video) return
		if (video.paused) void video.play()
		else video.pause()
	}

	// The live preview shows the camera while it is ready or recording.
	useEffect(() => {
		if (preview.current && (phase === 'ready' || phase === 'recording')) preview.current.srcObject = stream.current
	}, [phase])

	// The clock of a recording, which stops itself at 90 seconds.
	useEffect(() => {
		if (phase !== 'recording') return
		const timer = window.setInterval(() => {
			const seconds = (performance.now() - startedAt.current) / 1000
			setElapsed(Math.floor(seconds))
			if (seconds >= MAX_VIDEO_SECONDS) stopRecording()
		}, 250)
		return () => window.clearInterval(timer)
	}, [phase])

	// Leaving the page turns the camera off and frees the recording.
	useEffect(
		() => () => {
			if (recorder.current?.state === 'recording') {
				recorder.current.onstop = null
				recorder.current.stop()
			}
			stopCamera()
		},
		[],
	)
	useEffect(() => () => (recording ? URL.revokeObjectURL(recording.url) : undefined), [recording])

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
							<button
								type="button"
								onClick={() => void startCamera()}
								disabled={phase === 'starting'}
								className={primaryButton}
							>
								{phase === 'starting' ? 'Turning camera on...' : 'Turn On Camera'}
							</button>
						) : null}
						{phase === 'ready' ? (
							<>
								<button type="button" onClick={startRecording} className={primaryButton}>
									Start Recording
								</button>
								<button type="button" onClick={turnOffCamera} className={secondaryButton}>
									Turn Off Camera
								</button>
							</>
						) : null}
						{phase === 'recording' ? (
							<button type="button" onClick={stopRecording} className={primaryButton}>
								Stop Recording
							</button>
						) : null}
						{phase === 'recorded' ? (
							<>
								<button type="button" onClick={togglePlayback} className={primaryButton}>
									{playing ? 'Pause' : 'Play'}
								</button>
								<button type="button" onClick={() => void retake()} className={secondaryButton}>
									Retake
								</button>
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
					onChange={() => {
						// A file chosen by hand replaces the recording (a recording put here fires no change event).
						if (phase === 'recorded') {
							clearRecording()
							setPhase('off')
						}
					}}
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
