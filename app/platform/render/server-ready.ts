// Code a page's render on the server needs whole, though the browser loads it later (an island's,
// a toast's card): loaded before the first render. Not by a top-level await in the module that
// imports it: the server build puts such modules in shared chunks, and one awaiting the import of
// a chunk that imports it back never finishes loading (the server never starts).

const loads: (() => Promise<unknown>)[] = []

/** Has the server's renders wait for `load` (which keeps its own promise, so calling it again is cheap). */
export function loadBeforeRendering(load: () => Promise<unknown>) {
	loads.push(load)
}

/** Everything registered with loadBeforeRendering, loaded. */
export function renderingReady() {
	return Promise.all(loads.map((load) => load()))
}
