// A visitor of the site as a browser without JavaScript is one: plain HTTP requests through nginx,
// the cookies the site sets sent back, forms posted with the page's Origin, redirects not followed
// (the drill checks where each leads).

export class Visitor {
	readonly origin: string
	private readonly cookies = new Map<string, string>()

	constructor(origin: string) {
		this.origin = origin
	}

	/** The Cookie header this visitor sends, '' with none. */
	get cookieHeader() {
		return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
	}

	has(cookie: string) {
		return this.cookies.has(cookie)
	}

	async get(path: string, headers: Record<string, string> = {}) {
		return this.send(path, { method: 'GET', headers })
	}

	/** A form post: urlencoded fields, or a FormData (multipart, with files). */
	async post(path: string, body: Record<string, string> | [string, string][] | FormData) {
		const form = body instanceof FormData ? body : new URLSearchParams(body)
		return this.send(path, { method: 'POST', body: form, headers: { Origin: this.origin } })
	}

	private async send(path: string, init: { method: string; body?: BodyInit; headers: Record<string, string> }) {
		const headers = new Headers(init.headers)
		if (this.cookies.size) headers.set('Cookie', this.cookieHeader)
		const response = await fetch(new URL(path, this.origin), {
			method: init.method,
			body: init.body,
			headers,
			redirect: 'manual',
			signal: AbortSignal.timeout(30_000),
		})
		for (const line of response.headers.getSetCookie()) this.keep(line)
		return response
	}

	private keep(setCookie: string) {
		const [pair, ...attributes] = setCookie.split(';')
		const equals = pair!.indexOf('=')
		const name = pair!.slice(0, equals).trim()
		const value = pair!.slice(equals + 1).trim()
		const expired = attributes.some((attribute) => {
			const [key, setting] = attribute.trim().split('=')
			if (key?.toLowerCase() === 'max-age') return Number(setting) <= 0
			if (key?.toLowerCase() === 'expires') return Date.parse(setting ?? '') <= Date.now()
			return false
		})
		if (expired || value === '') this.cookies.delete(name)
		else this.cookies.set(name, value)
	}
}

/** Throws with what came back unless the response has `status` (and, for a redirect, leads to `location`). */
export async function expectAnswer(response: Response, status: number, what: string, location?: string | RegExp) {
	const leadsTo = response.headers.get('Location') ?? ''
	const placed =
		location === undefined || (typeof location === 'string' ? leadsTo === location : location.test(leadsTo))
	if (response.status === status && placed) return leadsTo
	const body = await response.text().catch(() => '')
	throw new Error(
		`${what}: expected ${status}${location ? ` to ${String(location)}` : ''}, got ${response.status}${leadsTo ? ` to ${leadsTo}` : ''}: ${body.slice(0, 400)}`,
	)
}
