// "Delete my account" (UK GDPR erasure; decisions 164, 184): the password is checked as a sign-in
// checks it (the same rate limits), then one transaction erases exactly the rows the register of
// personal data finds for the account, as the register declares (deleted, or kept without what
// names the account, for the reason the privacy page gives), its files included. The export
// shows the same rows. A new table goes in the register (personal-data-register.server.ts).
import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../../models/user.ts'
import { InvalidCredentialsError, signIn } from './sign-in.server.ts'
import { eraseFoundRows, findPersonalRows, ownerOf, type FoundRows } from './personal-data.server.ts'

/** The password given was not the account's. */
export class WrongPasswordError extends Error {
	constructor() {
		super('That password is not right')
	}
}

/**
 * Deletes the account after checking its password (counted against the sign-in limits; throws
 * RateLimitedError past them, WrongPasswordError for a wrong one). Nothing is deleted unless
 * the password is right, and then everything in one transaction.
 */
export async function deleteAccount(em: EntityManager, ip: string, user: Pick<User, 'id' | 'email'>, password: string) {
	try {
		const confirmed = await signIn(em, ip, user.email, password)
		if (confirmed.id !== user.id) throw new WrongPasswordError()
	} catch (error) {
		if (error instanceof InvalidCredentialsError) throw new WrongPasswordError()
		throw error
	}
	await eraseAccount(em, user)
}

/** What an erasure did to one table: how many of the account's rows it deleted, or kept without what names the account. */
export type ErasedRows = { table: string; erasure: 'deleted' | 'anonymised'; rows: number }

/**
 * The erasure itself, without the password check: one transaction, the account's row locked first.
 * Returns what it did, table by table (tables with none of the account's rows left out); an
 * account already gone gives an empty list.
 */
export async function eraseAccount(em: EntityManager, user: Pick<User, 'id'>): Promise<ErasedRows[]> {
	const erased = await em.transactional(async (tx) => {
		const locked = await tx.execute('select id from "user" where id = ? for update', [user.id])
		if (locked.length === 0) return []
		const owner = await ownerOf(tx, user.id)
		if (!owner) return []
		const found = await findPersonalRows(tx, owner)
		await eraseFoundRows(tx, found)
		return erasedRowsOf(found)
	})
	em.clear()
	return erased
}

function erasedRowsOf(found: FoundRows[]): ErasedRows[] {
	const byTable = new Map<string, ErasedRows>()
	for (const { entry, keys } of found) {
		if (keys.length === 0) continue
		const erasure = entry.erasure === 'delete' ? ('deleted' as const) : ('anonymised' as const)
		const key = `${entry.table} ${erasure}`
		const counted = byTable.get(key) ?? { table: entry.table, erasure, rows: 0 }
		counted.rows += keys.length
		byTable.set(key, counted)
	}
	return [...byTable.values()]
}
