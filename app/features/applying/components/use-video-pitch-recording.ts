// The camera and recorder behind the video pitch recorder: the stream, the MediaRecorder, the
// clock that stops a recording at 90 seconds, and the recording put into the form's file input
// so the profile form's one post stores it. States: camera off, starting, ready (live preview),
// recording, recorded.
import { useEffect, useRef, useState } from 'react'
import { MAX_VIDEO_SECONDS } from '../quick-apply-schema.ts'

type RecorderPhase = 'off' | 'starting' | 'ready' | 'recording' | 'recorded'
type Recording = { url: string; seconds: number }

/** WebM as docs/product.md §9 asks; MP4 where a browser records nothing else (Safari). */
function recordingType() {
	const types = ['video/webm;codecs=vp8,opus', 'video/webm;codecs=vp9,opus', 'video/webm', 'video/mp4']
	return types.find((type) => MediaRecorder.isTypeSupported(type)) ?? ''
}

export const canRecord = () =>
	typeof navigator !== 'undefined' &&
	Boolean(navigator.mediaDevices?.getUserMedia) &&
	typeof MediaRecorder !== 'undefined'

/** The recorder's state and actions; `fileInput` is for the form's video file input, which receives a recording. */
export function useVideoPitchRecording() {
	const fileInput = useRef<HTMLInputElement>(null)
	const preview = useRef<HTMLVideoElement>(null)
	const stream = useRef<MediaStream | null>(null)
	const recorder = useRef<MediaRecorder | null>(null)
	const startedAt = useRef(0)
	const [phase, setPhase] = useState<RecorderPhase>('off')
	const [problem, setProblem] = useState<'denied' | 'no-camera' | null>(null)
	const [elapsed, setElapsed] = useState(0)
	const [recording, setRecording] = useState<Recording | null>(null)
	const [playing, setPlaying] = useState(false)

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

	/** A file chosen by hand replaces the recording (a recording put into the input fires no change event). */
	function discardRecording() {
		if (phase !== 'recorded') return
		clearRecording()
		setPhase('off')
	}

	return {
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
	}
}
