// A toast as the Toaster shows it: its colours and icon, a swipe to the right or the close button
// to dismiss it, and the end of its CSS timer. Loaded with the first toast a page shows rather than
// among the scripts every page loads (decision 252); the server draws it from the start.
import { useRef, useState } from 'react'
import { TOAST_SWIPE_THRESHOLD_PX, type ShownToast, type ToastMessage } from './toast.ts'
import { useHydrated } from './use-hydrated.ts'

const STYLES = {
	success: { card: 'border-gray-200 border-l-green-700 bg-white text-gray-900', icon: 'text-green-700' },
	error: { card: 'border-red-200 border-l-red-700 bg-red-50 text-red-950', icon: 'text-red-700' },
	info: { card: 'border-gray-200 border-l-brand-700 bg-white text-gray-900', icon: 'text-brand-700' },
} as const

export function ToastCard({ toast, onDismiss }: { toast: ShownToast; onDismiss: () => void }) {
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
