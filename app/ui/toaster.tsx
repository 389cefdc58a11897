import { useEffect, useRef, useState } from 'react'
import { subscribeToToasts, TOAST_SWIPE_THRESHOLD_PX, type ToastMessage } from './toast.ts'
import { useHydrated } from './use-hydrated.ts'

type ShownToast = ToastMessage & { id: number }

// Every toast gets a fresh id, so the same message arriving twice is shown (and timed) twice.
let toastCount = 0

const STYLES = {
	success: { card: 'border-gray-200 border-l-green-700 bg-white text-gray-900', icon: 'text-green-700' },
	error: { card: 'border-red-200 border-l-red-700 bg-red-50 text-red-950', icon: 'text-red-700' },
	info: { card: 'border-gray-200 border-l-brand-700 bg-white text-gray-900', icon: 'text-brand-700' },
} as const

/**
 * The notification region. The server renders the pending flash toast, so it shows without
 * JavaScript; a CSS animation (`.toast-timed` in app.css) fades it out after 5 s and pauses
 * while it is hovered or focused. With JavaScript the same animation is the timer: when it
 * ends the toast is removed. One toast is visible at a time; a newer one replaces it.
 */
export function Toaster({ toast: serverToast }: { toast: ToastMessage | null }) {
	const [current, setCurrent] = useState<ShownToast | null>(() => (serverToast ? { ...serverToast, id: 0 } : null))
	const [lastServerToast, setLastServerToast] = useState(serverToast)
	// The root loader returns a new object each time it reads a flash toast, so a changed
	// reference is a new toast from the server (after a form post, say).
	if (serverToast !== lastServerToast) {
		setLastServerToast(serverToast)
		if (serverToast) setCurrent({ ...serverToast, id: ++toastCount })
	}

	useEffect(() => subscribeToToasts((toast) => setCurrent({ ...toast, id: ++toastCount })), [])

	const regionRef = useRef<HTMLElement>(null)
	useEffect(() => {
		function onKeyDown(event: KeyboardEvent) {
			if (event.key !== 'F8') return
			event.preventDefault()
			regionRef.current?.focus()
		}
		window.addEventListener('keydown', onKeyDown)
		return () => window.removeEventListener('keydown', onKeyDown)
	}, [])

	const type = current?.type ?? 'success'
	const dismiss = () => setCurrent(null)
	return (
		<section ref={regionRef} aria-label="Notifications (F8)" tabIndex={-1} className="toast-region">
			{/* The live regions stay in the page so that a toast added later is announced. */}
			<div aria-live="polite" aria-atomic="true">
				{current && type !== 'error' ? <ToastCard key={current.id} toast={current} onDismiss={dismiss} /> : null}
			</div>
			<div aria-live="assertive" aria-atomic="true">
				{current && type === 'error' ? <ToastCard key={current.id} toast={current} onDismiss={dismiss} /> : null}
			</div>
		</section>
	)
}

function ToastCard({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
	const hydrated = useHydrated()
	const type = toast.type ?? 'success'
	const styles = STYLES[type]
	const swipeStart = useRef<{ pointerId: number; x: number } | null>(null)
	const [offset, setOffset] = useState(0)
	const [swiping, setSwiping] = useState(false)

	function endSwipe(event: React.PointerEvent<HTMLDivElement>) {
		if (swipeStart.current?.pointerId !== event.pointerId) return
		swipeStart.current = null
		setSwiping(false)
		if (offset > TOAST_SWIPE_THRESHOLD_PX) onDismiss()
		else setOffset(0)
	}

	return (
		<div
			role={type === 'error' ? 'alert' : 'status'}
			data-toast-type={type}
			data-swiping={swiping || undefined}
			className={`toast-timed pointer-events-auto relative flex touch-pan-y select-none items-start gap-3 rounded-lg border border-l-4 p-4 shadow-lg ${hydrated ? 'pr-10' : ''} ${swiping ? '' : 'transition-transform duration-200'} ${styles.card}`}
			style={offset ? { transform: `translateX(${offset}px)` } : undefined}
			onAnimationEnd={(event) => {
				if (event.target === event.currentTarget && event.animationName === 'toast-life') onDismiss()
			}}
			onPointerDown={(event) => {
				if (event.button !== 0 || (event.target as Element).closest('button')) return
				swipeStart.current = { pointerId: event.pointerId, x: event.clientX }
				event.currentTarget.setPointerCapture(event.pointerId)
				setSwiping(true)
			}}
			onPointerMove={(event) => {
				const start = swipeStart.current
				if (start?.pointerId !== event.pointerId) return
				setOffset(Math.max(0, event.clientX - start.x))
			}}
			onPointerUp={endSwipe}
			onPointerCancel={(event) => {
				if (swipeStart.current?.pointerId !== event.pointerId) return
				swipeStart.current = null
				setSwiping(false)
				setOffset(0)
			}}
		>
			<ToastIcon type={type} className={`mt-0.5 size-5 shrink-0 ${styles.icon}`} />
			<div className="min-w-0">
				<p className="font-semibold">{toast.title}</p>
				{toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
			</div>
			{/* Without JavaScript the button could do nothing, so it appears once the page is interactive. */}
			{hydrated ? (
				<button
					type="button"
					onClick={onDismiss}
					aria-label="Close notification"
					className="absolute right-2 top-2 rounded p-1 text-current opacity-80 hover:opacity-100 focus-visible:opacity-100"
				>
					<svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="size-4">
						<path d="M4.3 4.3a1 1 0 0 1 1.4 0L10 8.6l4.3-4.3a1 1 0 1 1 1.4 1.4L11.4 10l4.3 4.3a1 1 0 0 1-1.4 1.4L10 11.4l-4.3 4.3a1 1 0 0 1-1.4-1.4L8.6 10 4.3 5.7a1 1 0 0 1 0-1.4Z" />
					</svg>
				</button>
			) : null}
		</div>
	)
}

function ToastIcon({ type, className }: { type: NonNullable<ToastMessage['type']>; className: string }) {
	const path =
		type === 'error'
			? 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 4a1 1 0 0 1 1 1v3.5a1 1 0 1 1-2 0V7a1 1 0 0 1 1-1Zm0 9a1.2 1.2 0 1 1 0-2.4 1.2 1.2 0 0 1 0 2.4Z'
			: type === 'info'
				? 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm0 3.5a1.2 1.2 0 1 1 0 2.4 1.2 1.2 0 0 1 0-2.4ZM11 14a1 1 0 1 1-2 0v-4a1 1 0 1 1 2 0v4Z'
				: 'M10 2a8 8 0 1 0 0 16 8 8 0 0 0 0-16Zm3.7 6.2-4.2 4.5a1 1 0 0 1-1.5 0l-1.7-1.8a1 1 0 1 1 1.4-1.4l1 1 3.5-3.7a1 1 0 0 1 1.5 1.4Z'
	return (
		<svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className={className}>
			<path fillRule="evenodd" d={path} />
		</svg>
	)
}
