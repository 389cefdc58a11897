// The account commands: disable, enable, export and erase one account, found by its email. Each
// does what the site itself does (decision 224 for disabling; the export and erasure are the
// account's own "Download my data" and "Delete my account", decision 184).
import { createWriteStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import { Readable } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { ReadableStream as WebReadableStream } from 'node:stream/web'
import type { EntityManager } from '@mikro-orm/postgresql'
import { User } from '../../app/models/user.ts'
import { disableAccount, enableAccount } from '../../app/features/accounts/account-disabling.server.ts'
import { eraseAccount } from '../../app/features/accounts/account-deletion.server.ts'
import { accountExport, accountExportZip } from '../../app/features/accounts/account-export.server.ts'
import { type AdminIo, command, CommandFailed, emailArgument, readOptions, UsageError } from './command.ts'

async function accountOf(em: EntityManager, email: string) {
	const user = await em.findOne(User, { email })
	if (!user) throw new CommandFailed(`No account has the email ${email}`)
	return user
}

/** A command whose only argument is the account's email. */
function emailOnly(args: string[]) {
	const { positional } = readOptions(args, {})
	if (positional.length > 1) throw new UsageError(`Unexpected argument: ${positional[1]}`)
	return { email: emailArgument(positional[0]) }
}

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

export const userDisable = command({
	name: 'user:disable',
	usage: 'EMAIL',
	summary: 'stop an account: no sign-in, sessions and API tokens ended, its jobs off the board',
	parse: emailOnly,
	async run(em, { email }, io) {
		const user = await accountOf(em, email)
		const since = user.disabledAt
		const { alreadyDisabled, hiddenJobs } = await disableAccount(em, user)
		io.stdout(
			alreadyDisabled && since
				? `${email} was already disabled (since ${since.toISOString()}); any session or API token is ended again.`
				: `Disabled ${email}: it cannot sign in, and its sessions and API tokens are ended.`,
		)
		if (hiddenJobs.length > 0) {
			io.stdout(
				[
					`Took ${plural(hiddenJobs.length, 'job')} off the board (they stay hidden after user:enable until the employer shows them again):`,
					...hiddenJobs.map((job) => `  #${job.id} ${job.title}`),
				].join('\n'),
			)
		}
	},
})

export const userEnable = command({
	name: 'user:enable',
	usage: 'EMAIL',
	summary: 'let a disabled account sign in again',
	parse: emailOnly,
	async run(em, { email }, io) {
		const user = await accountOf(em, email)
		io.stdout(
			(await enableAccount(em, user))
				? `Enabled ${email}: it can sign in again.`
				: `${email} was not disabled: nothing to do.`,
		)
	},
})

export const userExport = command({
	name: 'user:export',
	usage: 'EMAIL [--out FILE]',
	summary: 'the account’s own data export: JSON on stdout, or to FILE (.json; any other name: the ZIP with its files)',
	parse(args) {
		const { positional, values } = readOptions(args, { values: ['--out'] })
		if (positional.length > 1) throw new UsageError(`Unexpected argument: ${positional[1]}`)
		return { email: emailArgument(positional[0]), out: values.get('--out') }
	},
	async run(em, { email, out }, io) {
		const user = await accountOf(em, email)
		if (!out) {
			io.stdout(JSON.stringify((await accountExport(em, user)).document, null, 2))
			return
		}
		await writeExport(em, user, out, io)
	},
})

/** The export written to `out`: the JSON document alone for a .json name, else the ZIP the account downloads. */
async function writeExport(em: EntityManager, user: User, out: string, io: AdminIo) {
	try {
		if (out.toLowerCase().endsWith('.json')) {
			const { document, files } = await accountExport(em, user)
			await pipeline(Readable.from([JSON.stringify(document, null, 2)]), createWriteStream(out))
			io.stdout(
				`Wrote the export of ${user.email} to ${out} (JSON only: ${plural(files.length, 'file')} listed, not included).`,
			)
			return
		}
		const zip = await accountExportZip(em, user)
		await pipeline(Readable.fromWeb(zip as WebReadableStream<Uint8Array>), createWriteStream(out))
		io.stdout(`Wrote the export of ${user.email} to ${out} (${plural((await stat(out)).size, 'byte')}).`)
	} catch (error) {
		const code = (error as NodeJS.ErrnoException).code
		if (code === 'ENOENT' || code === 'EACCES' || code === 'EISDIR') {
			throw new CommandFailed(`Cannot write ${out}: ${(error as Error).message}`)
		}
		throw error
	}
}

export const userErase = command({
	name: 'user:erase',
	usage: 'EMAIL --yes',
	summary: 'erase the account as its own "Delete my account" does (--yes: there is no undo)',
	parse(args) {
		const { positional, flags } = readOptions(args, { flags: ['--yes'] })
		if (positional.length > 1) throw new UsageError(`Unexpected argument: ${positional[1]}`)
		return { email: emailArgument(positional[0]), yes: flags.has('--yes') }
	},
	async run(em, { email, yes }, io) {
		const user = await accountOf(em, email)
		if (!yes) throw new CommandFailed(`Not erased: erasing ${email} cannot be undone; add --yes to go ahead.`)
		const erased = await eraseAccount(em, user)
		const width = Math.max(0, ...erased.map((each) => each.table.length))
		io.stdout(
			[
				`Erased ${email} (account ${user.id}):`,
				...erased.map(
					(each) =>
						`  ${each.table.padEnd(width)}  ${plural(each.rows, 'row')} ${each.erasure === 'deleted' ? 'deleted' : 'kept without what names the account'}`,
				),
			].join('\n'),
		)
	},
})

export const USER_COMMANDS = [userDisable, userEnable, userExport, userErase]
