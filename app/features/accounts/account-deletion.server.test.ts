// The proof of "Delete my account" (decisions 164, 184): after deleting a seeker and an employer
// who have something in every table, EVERY table of the database (listed from information_schema,
// so a table added later is checked too) is searched for a row that names them, by a reference
// to their user row or by their email anywhere in the row, and none of their files remains.
// What stays is only what the privacy page names: mail to other people that mentions them (an
// employer's notice of their application) is the recipient's. The register's own proof, row by
// row, is personal-data-register.server.test.ts.
import type { EntityManager } from '@mikro-orm/postgresql'
import { describe, expect, test } from 'vitest'
import { hashToken } from '../../platform/tokens.server.ts'
import { RateLimitedError } from '../../platform/rate-limit.server.ts'
import { privacyPage } from '../content/copy/privacy.ts'
import { config } from '../../platform/config.server.ts'
import { employerWithEverything, PASSWORD, seekerWithEverything } from '../../../tests/fixtures/account-data.ts'
import { freshEm, nextIp } from '../../../tests/fixtures/route.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { filesOf } from './account-export.server.ts'
import { ownerOf } from './personal-data.server.ts'
import { deleteAccount, WrongPasswordError } from './account-deletion.server.ts'

withLocalOutbox()

type Table = { table_schema: string; table_name: string }

const quoted = ({ table_schema, table_name }: Table) => `"${table_schema}"."${table_name}"`

async function everyTable(em: EntityManager) {
	return em.execute<Table[]>(
		`select table_schema, table_name from information_schema.tables where table_type = 'BASE TABLE' and table_schema not in ('pg_catalog', 'information_schema') order by 1, 2`,
	)
}

/** Every column, in any table, that references "user"(id). */
async function userReferences(em: EntityManager) {
	return em.execute<(Table & { column_name: string })[]>(
		`select kcu.table_schema, kcu.table_name, kcu.column_name
		 from information_schema.table_constraints tc
		 join information_schema.key_column_usage kcu on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
		 join information_schema.constraint_column_usage ccu on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
		 where tc.constraint_type = 'FOREIGN KEY' and ccu.table_name = 'user' and ccu.column_name = 'id'`,
	)
}

/** Each table with a row that still names the account ("table.column = id", or "table: email"). */
async function rowsNaming(em: EntityManager, user: { id: number; email: string }) {
	const found: string[] = []
	for (const reference of await userReferences(em)) {
		const [row] = await em.execute<{ n: number }[]>(
			`select count(*)::int as n from ${quoted(reference)} where "${reference.column_name}" = ?`,
			[user.id],
		)
		if (row!.n > 0) found.push(`${reference.table_name}.${reference.column_name} = ${user.id}`)
	}
	const emailHash = hashToken(user.email).slice(0, 32)
	for (const table of await everyTable(em)) {
		const othersMail = table.table_name === 'mail_outbox' ? ` and lower(t."to") = ?` : ''
		const [row] = await em.execute<{ n: number }[]>(
			`select count(*)::int as n from ${quoted(table)} t where (strpos(lower(t::text), ?) > 0 or strpos(t::text, ?) > 0)${othersMail}`,
			[user.email.toLowerCase(), emailHash, ...(othersMail ? [user.email.toLowerCase()] : [])],
		)
		if (row!.n > 0) found.push(`${table.table_name}: ${user.email}`)
	}
	return found
}

async function filesStillThere(em: EntityManager, ids: string[]) {
	if (!ids.length) return 0
	const [row] = await em.execute<{ n: number }[]>(
		`select count(*)::int as n from stored_file where id::text in (${ids.map(() => '?').join(', ')})`,
		ids,
	)
	return row!.n
}

describe('deleting an account', () => {
	test('a job seeker: no row of any table names them afterwards and none of their files remains', async () => {
		const { user, application } = await seekerWithEverything()
		const em = await freshEm()
		const before = await rowsNaming(em, user)
		// The fixture did put something in every table that refers to a user.
		const referencing = new Set((await userReferences(em)).map((reference) => reference.table_name))
		const filled = new Set(before.map((entry) => entry.split(/[.:]/)[0]))
		// (A seeker posts no jobs, imports none and moves no applications; the employer's test covers them.)
		const employersOnly = new Set(['job', 'application_stage_change', 'job_source'])
		const empty = [...referencing].filter((table) => !filled.has(table) && !employersOnly.has(table))
		expect(empty, 'tables referring to a user that the fixture left empty').toEqual([])
		// Their own files, and the copies of the applications sent under their verified address.
		const files = (await filesOf(em, (await ownerOf(em, user.id))!)).map((file) => file.id)
		expect(files.length).toBeGreaterThanOrEqual(7)

		await deleteAccount(em, nextIp(), user, PASSWORD)

		const after = await freshEm()
		expect(await rowsNaming(after, user)).toEqual([])
		expect(await filesStillThere(after, files)).toBe(0)
		expect(await after.execute('select 1 from application where id = ?', [application.id])).toEqual([])
		// What the privacy page says stays: the payment record, with nothing that names them.
		const payments = await after.execute<{ user_id: number | null }[]>(
			`select user_id from sponsorship_payment where purpose = 'course' and amount_pence = 4500 and user_id is null`,
		)
		expect(payments.length).toBeGreaterThan(0)
	})

	test('an employer: their jobs close and go; the applications sent to them stay with the applicants, and the payment record stays', async () => {
		const { user, job, applicant, application } = await employerWithEverything()
		const em = await freshEm()
		await deleteAccount(em, nextIp(), user, PASSWORD)

		const after = await freshEm()
		expect(await rowsNaming(after, user)).toEqual([])
		expect(await after.execute('select 1 from job where id = ?', [job.id])).toEqual([])
		expect(await after.execute('select 1 from job_source where employer_id = ?', [user.id])).toEqual([])
		expect(await after.execute(`select 1 from job_import where external_id = 'omega-warehouse-operative'`)).toEqual([])
		const [kept] = await after.execute<{ job_id: number | null; job_title: string; user_id: number }[]>(
			'select job_id, job_title, user_id from application where id = ?',
			[application.id],
		)
		expect(kept).toEqual({ job_id: null, job_title: 'Warehouse Operative', user_id: applicant.id })
		expect(
			await after.execute(
				`select 1 from sponsorship_payment where purpose = 'sponsorship' and amount_pence = 999 and job_id is null and user_id is null`,
			),
		).not.toEqual([])
		// The applicant's own records are theirs: their account and the saved job's row of another job are untouched.
		expect(await after.execute('select 1 from "user" where id = ?', [applicant.id])).not.toEqual([])
	})

	test('a wrong password deletes nothing, and guessing is limited as sign-in is', async () => {
		const { user } = await seekerWithEverything()
		const em = await freshEm()
		const ip = nextIp()
		await expect(deleteAccount(em, ip, user, 'not my password')).rejects.toBeInstanceOf(WrongPasswordError)
		expect(await (await freshEm()).execute('select 1 from "user" where id = ?', [user.id])).not.toEqual([])
		let refused: unknown = null
		for (let attempt = 0; attempt < 12 && !refused; attempt++) {
			refused = await deleteAccount(em, ip, user, 'still wrong').catch((error: unknown) =>
				error instanceof RateLimitedError ? error : null,
			)
		}
		expect(refused).toBeInstanceOf(RateLimitedError)
		// Limited, even the right password waits: nothing is deleted.
		await expect(deleteAccount(em, ip, user, PASSWORD)).rejects.toBeInstanceOf(RateLimitedError)
		expect(await (await freshEm()).execute('select 1 from "user" where id = ?', [user.id])).not.toEqual([])
	})

	test('the privacy page says what happens on deletion', () => {
		const said = (id: string) =>
			JSON.stringify(privacyPage(config.retention).sections.find((candidate) => candidate.id === id))
		expect(said('deleting-your-account')).toMatch(/applications/i)
		expect(said('deleting-your-account')).toMatch(/verified/i)
		expect(said('what-we-keep')).toMatch(/payment records/i)
	})
})
