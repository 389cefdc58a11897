// What every HTML page tells the browser to enforce, and the health check load balancers use.
import { expect, test } from '@playwright/test'

test('a page carries a nonce-based Content-Security-Policy and nosniff', async ({ request }) => {
	const response = await request.get('/auth')
	expect(response.status()).toBe(200)
	const csp = response.headers()['content-security-policy'] ?? ''
	const directives = new Map(
		csp
			.split(';')
			.map((part) => part.trim().split(/\s+/))
			.filter((words) => words[0])
			.map(([name, ...values]) => [name!, values]),
	)

	const scriptSrc = directives.get('script-src') ?? []
	const nonce = scriptSrc.find((value) => /^'nonce-[A-Za-z0-9+/=_-]{16,}'$/.test(value))
	expect(nonce, `script-src has a nonce: ${csp}`).toBeDefined()
	expect(scriptSrc).toContain("'strict-dynamic'")
	expect(scriptSrc).not.toContain("'unsafe-inline'")
	expect(directives.get('object-src')).toEqual(["'none'"])
	expect(directives.get('base-uri')).toEqual(["'none'"])
	expect(directives.get('frame-ancestors')).toEqual(["'none'"])
	expect(response.headers()['x-content-type-options']).toBe('nosniff')

	// The page's own scripts carry that nonce; a fresh one is made for every response.
	const html = await response.text()
	expect(html).toContain(`nonce="${nonce!.slice("'nonce-".length, -1)}"`)
	const again = await request.get('/auth')
	expect(again.headers()['content-security-policy']).not.toBe(csp)
})

test('GET /healthz answers 200 with status ok; /readyz says the server is ready', async ({ request }) => {
	const response = await request.get('/healthz')
	expect(response.status()).toBe(200)
	expect(await response.json()).toMatchObject({ status: 'ok' })
	const ready = await request.get('/readyz')
	expect(ready.status()).toBe(200)
	expect(await ready.json()).toMatchObject({ status: 'ready', database: 'ok', migrations: 'applied' })
})

test('a page a shared cache may keep lists its inline scripts by hash, with no nonce, and they run', async ({
	page,
}) => {
	const violations: string[] = []
	page.on('console', (message) => {
		if (/Content.Security.Policy/i.test(message.text())) violations.push(message.text())
	})
	const response = await page.goto('/pricing')
	expect(response!.headers()['cache-control']).toContain('s-maxage')
	const csp = response!.headers()['content-security-policy'] ?? ''
	expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/)
	expect(csp).not.toContain('nonce')
	expect(await response!.text()).not.toContain('nonce=')
	// The inline module script sets the route modules once its imports from /assets have loaded.
	if (test.info().project.name === 'js') {
		await page.waitForFunction(() => '__reactRouterRouteModules' in window)
	}
	expect(violations).toEqual([])
})
