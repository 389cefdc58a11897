import { Suspense, useEffect, useRef, useState } from 'react'
import { subscribeToToasts, type ToastMessage } from '../../utils/toast.ts'
import { lazyOnClient } from './lazy-on-client.tsx'
import type { ShownToast } from './toast-card.tsx'

// The card's code comes with the first toast, not with every page (decision 176).
const ToastCard = lazyOnClient(() => import('./toast-card.tsx'))

// Every toast gets a fresh id, so the same message arriving twice is shown (and timed) twice.
let toastCount = 0

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
				{current && type !== 'error' ? (
					<Suspense>
						<ToastCard key={current.id} toast={current} onDismiss={dismiss} />
					</Suspense>
				) : null}
			</div>
			<div aria-live="assertive" aria-atomic="true">
				{current && type === 'error' ? (
					<Suspense>
						<ToastCard key={current.id} toast={current} onDismiss={dismiss} />
					</Suspense>
				) : null}
			</div>
		</section>
	)
}
