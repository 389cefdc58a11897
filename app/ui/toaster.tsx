import { Suspense, use, useEffect, useRef, useState, type ComponentType } from 'react'
import { loadBeforeRendering } from '../platform/render/server-ready.ts'
import { subscribeToToasts, type ShownToast, type ToastMessage } from './toast.ts'

type CardProps = { toast: ShownToast; onDismiss: () => void }

/** The card's code, once here (or the plain card, should it fail to come: offline). */
let Card: ComponentType<CardProps> | undefined
let loading: Promise<ComponentType<CardProps>> | undefined
function loadCard() {
	loading ??= import('./toast-card.tsx').then(
		(module) => (Card = module.ToastCard),
		() => (Card = PlainCard),
	)
	return loading
}
// The server draws a pending flash toast whole: the card's code is there before the first render.
if (import.meta.env.SSR) loadBeforeRendering(loadCard)

/** The card, once its code is here: until then a toast's place waits (a page arriving with one keeps the server's). */
function LoadedCard(props: CardProps) {
	if (!Card) use(loadCard())
	const Loaded = Card as ComponentType<CardProps>
	return <Loaded {...props} />
}

/** A toast without its code: what it says, until its timer ends. */
function PlainCard({ toast, onDismiss }: CardProps) {
	return (
		<div
			role={toast.type === 'error' ? 'alert' : 'status'}
			className="toast-timed pointer-events-auto rounded-lg border border-l-4 border-gray-200 bg-white p-4 text-gray-900 shadow-lg"
			onAnimationEnd={(event) => {
				if (event.target === event.currentTarget && event.animationName === 'toast-life') onDismiss()
			}}
		>
			<p className="font-semibold">{toast.title}</p>
			{toast.description ? <p className="mt-1 text-sm">{toast.description}</p> : null}
		</div>
	)
}

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
	const card = current ? (
		<Suspense>
			<LoadedCard key={current.id} toast={current} onDismiss={() => setCurrent(null)} />
		</Suspense>
	) : null
	return (
		<section ref={regionRef} aria-label="Notifications (F8)" tabIndex={-1} className="toast-region">
			{/* The live regions stay in the page so that a toast added later is announced. */}
			<div aria-live="polite" aria-atomic="true">
				{type !== 'error' ? card : null}
			</div>
			<div aria-live="assertive" aria-atomic="true">
				{type === 'error' ? card : null}
			</div>
		</section>
	)
}
