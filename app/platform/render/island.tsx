import {
	use,
	useEffect,
	useLayoutEffect,
	useRef,
	useState,
	type ComponentType,
	type Dispatch,
	type SetStateAction,
} from 'react'
import { useNavigate } from 'react-router'
import { isPlainClick, navigateOnClick } from './delegated-navigation.ts'
import type { Restore as RestoreComponent, Snapshot } from './island-restore.tsx'
import { loadBeforeRendering } from './server-ready.ts'
import { isOffInBrowser } from './switches.ts'

/** What wakes an island: the visitor reaching for it, or changing a control in it. */
const WAKE_EVENTS = ['pointerdown', 'focusin', 'keydown', 'touchstart', 'input', 'change'] as const
const RELEASE_EVENTS = ['pointerup', 'pointercancel'] as const

type IslandProps<D> = { data: D }

/**
 * A part of a page whose code is not among the scripts the page loads. The server
 * draws it whole. In the browser it keeps the server's HTML, which React leaves alone, until the
 * visitor first reaches for it (a press, a tap, a key, focus): only then is its code fetched, and
 * React draws the same HTML afresh, carrying over what the visitor had focused, typed or ticked.
 * Before that, a click on one of its links navigates as a `<Link>` would, and a form sent waits for
 * the code and is then sent by the island's own handler; a press on an element marked
 * `data-waits-for-code` (a link that opens a dialog) waits too, and is pressed again once the code
 * is there. New data for it (a client-side navigation) needs its code: the route's `clientLoader` awaits `load()` beside the data. On a later visit to
 * the page within the app it is drawn as any other component, as it is from the start when
 * RENDER_OFF has island.
 *
 * What carries the visitor's state over (`island-restore.tsx`) comes with the island's code, not
 * before it: nothing needs it until the island wakes (decision 242).
 *
 * Not React's own way, a `<Suspense>` boundary left dehydrated: under React Router any change to
 * the router's state (the routes it discovers after the first paint, say) makes React hydrate
 * every such boundary at once, so the code would always be fetched.
 */
export function createIsland<D>(id: string, importComponent: () => Promise<ComponentType<IslandProps<D>>>) {
	let Component: ComponentType<IslandProps<D>> | undefined
	let Restore: typeof RestoreComponent | undefined
	let loading: Promise<unknown> | undefined
	/** The island's HTML as the page arrived with it, read before the page hydrates. */
	let arrived: { __html: string } | undefined
	// The server draws an island whole: its code is there before the first render.
	if (import.meta.env.SSR) loadBeforeRendering(load)
	else {
		// RENDER_OFF=island: the code is fetched at once, and the page hydrates the island's HTML as
		// any other part of it once the code is there.
		if (isOffInBrowser('island')) load().catch(() => undefined)
		else {
			const html = document.getElementById(id)?.innerHTML
			if (html !== undefined) arrived = { __html: html }
		}
	}

	function load() {
		loading ??= Promise.all([importComponent(), import('./island-restore.tsx')]).then(
			([component, restore]) => {
				Component = component
				Restore = restore.Restore
			},
			(error: unknown) => {
				loading = undefined
				throw error
			},
		)
		return loading
	}

	function Island({ data }: IslandProps<D>) {
		// Only the first to mount, the one hydrating, may keep the HTML the page arrived with.
		const [frozen] = useState(() => {
			const html = arrived
			arrived = undefined
			return html
		})
		const [arrivedData] = useState(data)
		const [awake, setAwake] = useState(!frozen)
		const snapshotRef = useRef<Snapshot | null>(null)
		// New data came with the code (the route's clientLoader): the island draws it.
		if (!frozen || awake || data !== arrivedData) {
			if (!Component || !Restore) use(load())
			const Loaded = Component as ComponentType<IslandProps<D>>
			const Restored = Restore as typeof RestoreComponent
			return (
				<div id={id} key="awake">
					<Loaded data={data} />
					<Restored id={id} snapshotRef={snapshotRef} />
				</div>
			)
		}
		return <Dormant id={id} html={frozen} snapshotRef={snapshotRef} load={load} onWake={setAwake} />
	}

	return { Island, load }
}

/** The server's HTML, kept as it came until the island wakes. */
function Dormant({
	id,
	html,
	snapshotRef,
	load,
	onWake,
}: {
	id: string
	html: { __html: string }
	snapshotRef: React.RefObject<Snapshot | null>
	load: () => Promise<unknown>
	onWake: Dispatch<SetStateAction<boolean>>
}) {
	const ref = useRef<HTMLDivElement>(null)
	const held = useRef<Snapshot['submit']>(undefined)
	const heldClick = useRef<HTMLElement | undefined>(undefined)
	const navigate = useNavigate()

	useEffect(() => {
		const container = ref.current
		if (!container) return
		// Not in the middle of a press: the click that ends it must find the element it began on.
		let pressed = false
		let loaded = false
		const awaken = () => setTimeout(() => onWake(true))
		const onPress = () => {
			pressed = true
		}
		const onRelease = () => {
			pressed = false
			if (loaded) awaken()
		}
		const wake = () => {
			load().then(
				() => {
					loaded = true
					if (!pressed) awaken()
				},
				() => {
					// No code (offline): a held form goes as a plain form would, a held link as a plain link.
					container.removeEventListener('submit', onSubmit)
					container.removeEventListener('click', onClick)
					held.current?.form.requestSubmit(held.current.submitter)
					heldClick.current?.click()
				},
			)
		}
		const onClick = (event: MouseEvent) => {
			const waiting = (event.target as Element).closest<HTMLElement>('[data-waits-for-code]')
			if (waiting && container.contains(waiting) && isPlainClick(event) && !event.defaultPrevented) {
				event.preventDefault()
				heldClick.current = waiting
				wake()
			} else navigateOnClick(event, navigate)
		}
		const onSubmit = (event: SubmitEvent) => {
			event.preventDefault()
			held.current = { form: event.target as HTMLFormElement, submitter: event.submitter }
			wake()
		}
		for (const type of WAKE_EVENTS) container.addEventListener(type, wake, { capture: true, passive: true })
		container.addEventListener('pointerdown', onPress, { capture: true, passive: true })
		for (const type of RELEASE_EVENTS) window.addEventListener(type, onRelease, { capture: true, passive: true })
		container.addEventListener('click', onClick)
		container.addEventListener('submit', onSubmit)
		return () => {
			for (const type of WAKE_EVENTS) container.removeEventListener(type, wake, { capture: true })
			container.removeEventListener('pointerdown', onPress, { capture: true })
			for (const type of RELEASE_EVENTS) window.removeEventListener(type, onRelease, { capture: true })
			container.removeEventListener('click', onClick)
			container.removeEventListener('submit', onSubmit)
		}
	}, [load, navigate, onWake])

	// Read while the old HTML is still in the page (a layout effect's cleanup runs before React
	// removes it): what has focus, and the form held back.
	useLayoutEffect(() => {
		const container = ref.current
		return () => {
			if (container)
				snapshotRef.current = {
					container,
					active: document.activeElement,
					submit: held.current,
					click: heldClick.current,
				}
		}
	}, [snapshotRef])

	// React leaves the inside of an element given raw HTML alone, as long as that HTML stays the same.
	return <div id={id} key="dormant" ref={ref} dangerouslySetInnerHTML={html} />
}
