// After the browser tests: the run's prepared PostgreSQL folder (server-process.ts) goes.
import { removePreparedFolder } from './server-process.ts'

export default function globalTeardown() {
	removePreparedFolder()
}
