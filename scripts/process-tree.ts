// The processes another one started, read from /proc (Linux): a server's copies under
// WEB_CONCURRENCY (decision 177), for the bench's memory figures and the restart test.
import { readdirSync, readFileSync } from 'node:fs'

/** The ids of `parent`'s child processes, only those whose command line includes `command` if given. */
export function childPids(parent: number, command?: string) {
	return readdirSync('/proc')
		.filter((entry) => /^\d+$/.test(entry))
		.filter((pid) => {
			try {
				const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
				// The parent's id is the second field after the command name, which may hold spaces and parentheses.
				if (Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) !== parent) return false
				return !command || readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(command)
			} catch {
				// Gone between the listing and the read.
				return false
			}
		})
		.map(Number)
}
