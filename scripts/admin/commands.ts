// The operator's commands of `npm run admin -- COMMAND ARGS` (decision 225), and how one is run.
// parseAdminCommand(argv) checks the arguments before any database is opened (a UsageError: exit 2
// with the usage); the command's `run` prints its result through `io`, or throws CommandFailed for
// one line on stderr and exit 1. runAdminCommand does both, for tests and the script alike.
import type { EntityManager } from '@mikro-orm/postgresql'
import { type AdminCommand, type AdminIo, CommandFailed, UsageError } from './command.ts'
import { INSIGHT_COMMANDS } from './insight-commands.ts'
import { MAIL_COMMANDS } from './mail-commands.ts'
import { USER_COMMANDS } from './user-commands.ts'

export const ADMIN_COMMANDS: readonly AdminCommand<unknown>[] = [
	...USER_COMMANDS,
	...MAIL_COMMANDS,
	...INSIGHT_COMMANDS,
]

export function adminUsage() {
	const width = Math.max(...ADMIN_COMMANDS.map((each) => `${each.name} ${each.usage}`.length))
	return [
		'Usage: npm run admin -- COMMAND ARGS',
		'',
		...ADMIN_COMMANDS.map((each) => `  ${`${each.name} ${each.usage}`.padEnd(width)}  ${each.summary}`),
	].join('\n')
}

/** The command `argv` names with its arguments read, ready to run; throws UsageError. */
export function parseAdminCommand(argv: readonly string[]) {
	const [name, ...rest] = argv
	const found = ADMIN_COMMANDS.find((each) => each.name === name)
	if (!found) throw new UsageError(name ? `Unknown command: ${name}` : 'No command given')
	let args: unknown
	try {
		args = found.parse(rest)
	} catch (error) {
		if (!(error instanceof UsageError)) throw error
		throw new UsageError(`${error.message}\nUsage: npm run admin -- ${found.name} ${found.usage}`)
	}
	return { name: found.name, run: (em: EntityManager, io: AdminIo) => found.run(em, args, io) }
}

/** Runs the command `argv` names on `em`, printing through `io`; the exit code. */
export async function runAdminCommand(em: EntityManager, argv: readonly string[], io: AdminIo) {
	try {
		await parseAdminCommand(argv).run(em, io)
		return 0
	} catch (error) {
		return exitCodeOf(error, io)
	}
}

/** What the script exits with for an error a command threw (saying so on stderr); rethrows the unexpected. */
export function exitCodeOf(error: unknown, io: AdminIo) {
	if (error instanceof UsageError) {
		io.stderr(`${error.message}\n\n${adminUsage()}`)
		return 2
	}
	if (error instanceof CommandFailed) {
		io.stderr(error.message)
		return 1
	}
	throw error
}
