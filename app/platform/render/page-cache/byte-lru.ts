/**
 * A least-recently-used map bounded by the bytes its values hold rather than by their number:
 * a page of the listing (about 100 KB with its compressed forms) and a guide page are not alike.
 * Each value is stored with its size; storing past the bound drops the least recently used values
 * until it fits, and a value larger than the bound on its own is not stored at all.
 */
export class ByteLru<V> {
	// A Map iterates in insertion order: a value used is moved to the end, so the first is the oldest.
	readonly #entries = new Map<string, { value: V; bytes: number }>()
	#bytes = 0
	#evicted = 0
	readonly maxBytes: number

	constructor(maxBytes: number) {
		this.maxBytes = maxBytes
	}

	/** The value, now the most recently used; undefined when absent. */
	get(key: string): V | undefined {
		const entry = this.#entries.get(key)
		if (!entry) return undefined
		this.#entries.delete(key)
		this.#entries.set(key, entry)
		return entry.value
	}

	/** Stores the value (replacing any under the key); false when it alone exceeds the bound. */
	set(key: string, value: V, bytes: number): boolean {
		this.delete(key)
		if (bytes > this.maxBytes) return false
		this.#entries.set(key, { value, bytes })
		this.#bytes += bytes
		for (const [oldest, entry] of this.#entries) {
			if (this.#bytes <= this.maxBytes) break
			this.#entries.delete(oldest)
			this.#bytes -= entry.bytes
			this.#evicted += 1
		}
		return true
	}

	delete(key: string): boolean {
		const entry = this.#entries.get(key)
		if (!entry) return false
		this.#entries.delete(key)
		this.#bytes -= entry.bytes
		return true
	}

	clear() {
		this.#entries.clear()
		this.#bytes = 0
	}

	/** The bytes held now (the sum of the sizes given to `set`). */
	get bytes() {
		return this.#bytes
	}

	get size() {
		return this.#entries.size
	}

	/** How many values were dropped to make room, since the start. */
	get evicted() {
		return this.#evicted
	}
}
