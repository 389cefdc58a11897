// An account's rows as the register of personal data declares them (decision 184): found once,
// then exported ("Download my data") or erased ("Delete my account") by their primary keys, so
// the erasure acts on exactly the rows an export of the same moment shows.
import type { EntityManager } from '@mikro-orm/postgresql'
import { deleteFile } from '../../platform/files.server.ts'
import { verifiedEmailOf } from '../../platform/users.server.ts'
import { PERSONAL_DATA, type Owner, type PersonalTable } from './personal-data-register.server.ts'

type Row = Record<string, unknown>

/** One register entry's rows: each row's primary key (an object of its key columns) and what the export shows of it. */
export type FoundRows = { entry: PersonalTable; keys: Row[]; rows: Row[] }

/** Account `id` as the register finds its rows: its address counts only once verified. Null if it is gone. */
export async function ownerOf(em: EntityManager, id: number): Promise<Owner | null> {
	const [account] = await em.execute<{ id: number; email: string; email_verified_at: Date | null }[]>(
		'select id, email, email_verified_at from "user" where id = ?',
		[id],
	)
	if (!account) return null
	return {
		id: account.id,
		verifiedAddress: verifiedEmailOf({ email: account.email, emailVerifiedAt: account.email_verified_at }),
	}
}

const keyColumns = (entry: PersonalTable) => entry.keys ?? ['id']

/** The finders of `entry` as one condition on `alias`, and their parameters. */
export function condition(entry: PersonalTable, owner: Owner, alias = 't') {
	return {
		where: entry.found.map((finder) => `(${finder.where.replaceAll('{t}', alias)})`).join(' or '),
		params: entry.found.flatMap((finder) => finder.params(owner)),
	}
}

function exported(entry: PersonalTable) {
	const shown = entry.only
		? `jsonb_build_object(${entry.only.map((column) => `'${column}', t."${column}"`).join(', ')})`
		: `to_jsonb(t)${(entry.omit ?? []).map((column) => ` - '${column}'`).join('')}`
	return entry.context ? `${shown} || ${entry.context.replaceAll('{t}', 't')}` : shown
}

/** Every row of the account's that the register names, entry by entry, in the register's order. */
export async function findPersonalRows(em: EntityManager, owner: Owner): Promise<FoundRows[]> {
	const found: FoundRows[] = []
	for (const entry of PERSONAL_DATA) {
		const { where, params } = condition(entry, owner)
		const key = `jsonb_build_object(${keyColumns(entry)
			.map((column) => `'${column}', t."${column}"`)
			.join(', ')})`
		const result = await em.execute<{ key: Row; row: Row }[]>(
			`select ${key} as key, ${exported(entry)} as row from "${entry.table}" t where ${where} order by ${keyColumns(
				entry,
			)
				.map((column) => `t."${column}"`)
				.join(', ')}`,
			params,
		)
		found.push({ entry, keys: result.map(({ key }) => key), rows: result.map(({ row }) => row) })
	}
	return found
}

/**
 * Erases what `findPersonalRows` found, as each entry declares: deleted (files through the file
 * store, so a bucket's copy goes too), or kept with the columns that name the account set to null.
 * Run it in the transaction that found the rows.
 */
export async function eraseFoundRows(tx: EntityManager, found: FoundRows[]) {
	const files = found.filter(({ entry }) => entry.table === 'stored_file')
	for (const { entry, keys } of found) {
		if (keys.length === 0 || entry.table === 'stored_file') continue
		const columns = keyColumns(entry).map((column) => `"${column}"`)
		// The keys come back typed as the table's own columns, so its primary key index serves the match.
		const match = `(${columns.map((column) => `t.${column}`).join(', ')}) in (select ${columns
			.map((column) => `k.${column}`)
			.join(', ')} from jsonb_populate_recordset(null::"${entry.table}", ?::jsonb) k)`
		if (entry.erasure === 'delete') {
			await tx.execute(`delete from "${entry.table}" t where ${match}`, [JSON.stringify(keys)])
		} else {
			const set = entry.erasure.anonymise.map((column) => `"${column}" = null`).join(', ')
			await tx.execute(`update "${entry.table}" t set ${set} where ${match}`, [JSON.stringify(keys)])
		}
	}
	for (const { keys } of files) for (const key of keys) await deleteFile(tx, String(key.id))
}
