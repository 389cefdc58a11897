// After the browser tests: the run's prepared PostgreSQL folder (server-process.ts) goes, and its
// maker (tests/e2e/prepare-folder.ts) too, should it still be running.
import { removePreparedFolder } from './server-process.ts'

export default function globalTeardown() {
	const maker = Number(process.env.E2E_PREPARE_PID)
	if (maker) {
		try {
			process.kill(maker, 'SIGKILL')
		} catch {
			// Finished already.
		}
	}
	removePreparedFolder()
}
