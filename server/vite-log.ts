// Vite's own messages under `npm run dev` ("bundling dependencies...", a changed file, a build
// error) as the app's JSON lines, instead of coloured text between them (decision 221).
import { stripVTControlCharacters } from 'node:util'
import type { Logger } from 'vite'
import { log } from '../app/platform/logger.server.ts'

const text = (message: string) => stripVTControlCharacters(message).trim()

export function viteLogger(): Logger {
	const warned = new Set<string>()
	const logged = new WeakSet<object>()
	const logger: Logger = {
		hasWarned: false,
		info: (message) => log().info({ vite: true }, text(message)),
		warn(message) {
			logger.hasWarned = true
			log().warn({ vite: true }, text(message))
		},
		warnOnce(message) {
			if (warned.has(message)) return
			warned.add(message)
			logger.warn(message)
		},
		error(message, options) {
			if (options?.error) logged.add(options.error)
			log().error({ vite: true, err: options?.error ?? undefined }, text(message))
		},
		clearScreen: () => {},
		hasErrorLogged: (error) => logged.has(error),
	}
	return logger
}
