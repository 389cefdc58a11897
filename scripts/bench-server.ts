// What the benchmark scripts share about the servers they start.

/** Resolves once `url` answers 2xx, polling every 200 ms; throws after `seconds`. */
export async function waitFor(url: string, seconds = 60) {
	for (let i = 0; i < seconds * 5; i++) {
		try {
			if ((await fetch(url)).ok) return
		} catch {
			// not listening yet
		}
		await new Promise((resolve) => setTimeout(resolve, 200))
	}
	throw new Error(`${url} did not come up`)
}
