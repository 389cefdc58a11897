// What an admin command is (decision 225): its name, its usage line, how it reads its arguments
// (throwing UsageError) and what it does with the database, printing through `io` and throwing
// CommandFailed for one line on stderr. The list of them is commands.ts.
import type { EntityManager } from '@mikro-orm/postgresql'

/** Where a command's output goes: its human result on stdout, a failure's one line on stderr. */
export type AdminIo = { stdout: (text: string) => void; stderr: (text: string) => void }

/** The arguments were not what the command takes: usage, exit 2. */
export class UsageError extends Error {}

/** The command could not do what was asked (no such account, say): one line on stderr, exit 1. */
export class CommandFailed extends Error {}

export type AdminCommand<Args> = {
	name: string
	/** Its arguments, as the usage shows them. */
	usage: string
	summary: string
	parse: (args: string[]) => Args
	run: (em: EntityManager, args: Args, io: AdminIo) => Promise<void>
}

/** Lets each module list its commands with their own argument types. */
export function command<Args>(definition: AdminCommand<Args>) {
	return definition as unknown as AdminCommand<unknown>
}

/** The one argument an email must be, lower-cased as accounts store it. */
export function emailArgument(value: string | undefined) {
	const email = value?.trim().toLowerCase()
	if (!email || email.startsWith('-') || !email.includes('@')) throw new UsageError('Give the account’s email address')
	return email
}

/** `args` split into positional values and `--flag` / `--option value` pairs, refusing any not in `known`. */
export function readOptions(args: readonly string[], known: { flags?: string[]; values?: string[] }) {
	const positional: string[] = []
	const flags = new Set<string>()
	const values = new Map<string, string>()
	for (let i = 0; i < args.length; i++) {
		const arg = args[i]!
		if (!arg.startsWith('--')) positional.push(arg)
		else if (known.flags?.includes(arg)) flags.add(arg)
		else if (known.values?.includes(arg)) {
			const value = args[++i]
			if (value === undefined || value.startsWith('--')) throw new UsageError(`${arg} needs a value`)
			values.set(arg, value)
		} else throw new UsageError(`Unknown option: ${arg}`)
	}
	return { positional, flags, values }
}
