import { lazy, type ComponentType } from 'react'

/**
 * A component that most pages never draw (a toast, the error page), kept out of the pages' JavaScript:
 * the browser fetches its code the first time it is drawn, inside a `<Suspense>`; a page the server
 * drew it on keeps the server's HTML until the code has come and hydrated it (decision 176). The
 * server loads it at start-up, so its HTML never waits for it and is whole without JavaScript.
 */
export function lazyOnClient<Props extends object>(load: () => Promise<{ default: ComponentType<Props> }>) {
	if (!import.meta.env.SSR) return lazy(load)
	let Loaded: ComponentType<Props> | undefined
	const ready = load().then((module) => {
		Loaded = module.default
	})
	return function LoadedOnServer(props: Props) {
		// Only in the first moments of start-up: the page then waits for it as React waits for any lazy part.
		if (!Loaded) throw ready
		return <Loaded {...props} />
	}
}
