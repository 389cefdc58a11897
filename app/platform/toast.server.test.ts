import { afterEach, describe, expect, test, vi } from 'vitest'
import { readToast, toastHeaders } from './toast.server.ts'

afterEach(() => {
	vi.unstubAllEnvs()
})

/** Sets a toast, then reads it back the way the next request would. */
async function roundTrip(origin: string) {
	const setCookie = (await toastHeaders({ title: 'Saved' })).getSetCookie()[0]!
	const next = new Request(`${origin}/`, { headers: { Cookie: setCookie.split(';')[0]! } })
	return { setCookie, ...(await readToast(next)) }
}

describe('the toast cookie', () => {
	test('over HTTPS it is Secure and __Host- prefixed, like the session cookie', async () => {
		vi.stubEnv('APP_ORIGIN', 'https://jobs.example.co.uk')
		const { setCookie, toast, clear } = await roundTrip('https://jobs.example.co.uk')
		expect(setCookie).toMatch(/^__Host-toast=/)
		expect(setCookie).toMatch(/; Secure/)
		expect(setCookie).toMatch(/; HttpOnly/)
		expect(setCookie).toMatch(/; Path=\//)
		expect(toast?.title).toBe('Saved')
		expect(clear).toMatch(/^__Host-toast=;.*; Secure/)
	})

	test('over plain HTTP (a local site) it is neither', async () => {
		vi.stubEnv('APP_ORIGIN', 'http://localhost:3000')
		const { setCookie, toast } = await roundTrip('http://localhost:3000')
		expect(setCookie).toMatch(/^toast=/)
		expect(setCookie).not.toMatch(/Secure/)
		expect(toast?.title).toBe('Saved')
	})
})
