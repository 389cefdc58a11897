// The register of personal data (decision 184): every table is in it; the export shows exactly the
// rows the erasure then deletes or anonymises, and the erasure changes nothing else in the whole
// database (every table, compared row by row) beyond what the database itself does when those rows
// go (a deleted job's saves and its applications' link to it). Two accounts and a non-member whose
// addresses share prefixes check that rows are matched whole, never by a part of the address.
import type { EntityManager } from '@mikro-orm/postgresql'
import { describe, expect, test } from 'vitest'
import { ContactMessage, IdempotencyKey, OutboxMessage, PartnershipEnquiry } from '../../models/index.ts'
import { hashToken } from '../../platform/tokens.server.ts'
import { privacyPage } from '../content/copy/privacy.ts'
import { config } from '../../platform/config.server.ts'
import { employerWithEverything, seekerWithEverything } from '../../../tests/fixtures/account-data.ts'
import { changes, primaryKeys, rowKey, snapshot } from '../../../tests/fixtures/database-snapshot.ts'
import { listedJob } from '../../../tests/fixtures/applications.ts'
import { withLocalOutbox } from '../../../tests/fixtures/mail.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { applyWithDetails } from '../applying/applications.server.ts'
import { accountExport } from './account-export.server.ts'
import { eraseAccount } from './account-deletion.server.ts'
import { KEPT_AFTER_ERASURE, NOT_THE_ACCOUNTS } from './personal-data-kept.ts'
import { NO_PERSONAL_DATA, PERSONAL_DATA } from './personal-data-register.server.ts'
import { findPersonalRows, ownerOf, type FoundRows } from './personal-data.server.ts'

withLocalOutbox()

let domains = 0
/** Addresses that share prefixes, on a domain of this test's own: `1@…co`, `11@…co`, `1@…com`. */
function prefixSharingAddresses() {
	domains += 1
	const domain = `qa${domains}.example.co`
	return { account: `1@${domain}`, other: `11@${domain}`, nonMember: `1@${domain}m` }
}

/** Rows sent under `email` by someone without an account, and mail about them to someone else. */
async function nonMemberRows(em: EntityManager, email: string, mentioning: string) {
	const { job } = await listedJob('Warehouse Operative')
	const application = await applyWithDetails(em, { jobId: job.id, applicantName: 'Jo Bloggs', applicantEmail: email })
	em.create(ContactMessage, { name: 'Jo', email, subject: 'A question', message: 'Hello', inquiryType: 'general' })
	em.create(PartnershipEnquiry, { companyName: 'Orford Logistics', contactName: 'Jo', email })
	em.create(OutboxMessage, { to: email, subject: 'Your application', text: `Sent for ${email}` })
	// The text names the account's address (and the recipient's shares its prefix): it is not the account's mail.
	em.create(OutboxMessage, {
		to: email,
		subject: 'New application',
		text: `From ${mentioning}, reply to ${mentioning}`,
	})
	em.create(IdempotencyKey, {
		id: hashToken(`ip:${crypto.randomUUID()}`),
		owner: 'ip:203.0.113.7',
		requestHash: hashToken('{}'),
		status: 201,
		responseBody: JSON.stringify({ applicantEmail: mentioning }),
	})
	await em.flush()
	return { application: application! }
}

type ForeignKey = { table: string; column: string; parent: string; rule: 'c' | 'n' }

async function foreignKeys(em: EntityManager) {
	return em.execute<ForeignKey[]>(
		`select cl.relname as table, a.attname as column, rc.relname as parent, con.confdeltype as rule
		 from pg_constraint con
		 join pg_class cl on cl.oid = con.conrelid
		 join pg_class rc on rc.oid = con.confrelid
		 join pg_attribute a on a.attrelid = con.conrelid and a.attnum = con.conkey[1]
		 where con.contype = 'f' and array_length(con.conkey, 1) = 1 and con.confdeltype in ('c', 'n')`,
	)
}

/** Columns a trigger sets when the database nulls a foreign key: an application records when its job went (decision 222). */
const SET_WITH_FOREIGN_KEY: Record<string, Record<string, string>> = { application: { job_closed_at: 'job_id' } }

/**
 * Erases the account and checks every row of every table against what the register found: each
 * row it declared deleted is gone, each it declared anonymised has only those columns emptied,
 * and any other change is the database's own doing for a row that went (a cascade or `set null`
 * from a deleted row), or in a table declared to hold no personal data.
 */
async function expectErasureAsRegistered(userId: number) {
	const em = await freshEm()
	const owner = (await ownerOf(em, userId))!
	const found = await findPersonalRows(em, owner)
	const { document } = await accountExport(em, { id: userId })
	expectExportHolds(document, found)
	const keys = await primaryKeys(em)
	const fks = await foreignKeys(em)
	const before = await snapshot(em)

	await eraseAccount(em, { id: userId })

	const changed = changes(before, await snapshot(await freshEm()))
	const declared = new Map<string, Map<string, string[] | 'delete'>>()
	for (const { entry, keys: rows } of found) {
		const table = declared.get(entry.table) ?? new Map<string, string[] | 'delete'>()
		declared.set(entry.table, table)
		for (const key of rows) {
			const name = rowKey(keys.get(entry.table)!, key)
			if (table.get(name) === 'delete') continue
			table.set(name, entry.erasure === 'delete' ? 'delete' : entry.erasure.anonymise)
		}
	}
	const deleted = (table: string, key: string) => changed.get(table)?.get(key)?.[1] === null
	for (const [table, rows] of declared) {
		for (const [key, erasure] of rows) {
			const [, after] = changed.get(table)?.get(key) ?? [null, before.get(table)!.get(key)!]
			if (erasure === 'delete') expect(after, `${table} ${key} is deleted`).toBeNull()
			else if (after) for (const column of erasure) expect(after[column], `${table} ${key} ${column}`).toBeNull()
		}
	}
	const derived = new Set(NO_PERSONAL_DATA.map(({ table }) => table))
	for (const [table, rows] of changed) {
		if (derived.has(table)) continue
		for (const [key, [old, now]] of rows) {
			expect(old, `${table} ${key} is not a new row`).not.toBeNull()
			const erasure = declared.get(table)?.get(key)
			const differing = Object.keys(old!).filter(
				(column) => now && JSON.stringify(old![column]) !== JSON.stringify(now[column]),
			)
			if (erasure === 'delete') continue
			if (erasure && now && differing.every((column) => erasure.includes(column))) continue
			// Not the register's own change: only the database's, for a parent row that went.
			const parentGone = (fk: ForeignKey) =>
				old![fk.column] !== null && deleted(fk.parent, JSON.stringify([old![fk.column]]))
			const own = fks.filter((fk) => fk.table === table)
			if (now === null) {
				expect(
					own.some((fk) => fk.rule === 'c' && parentGone(fk)),
					`${table} ${key} deleted by the erasure`,
				).toBe(true)
			} else {
				for (const column of differing) {
					// A column a trigger fills as the database nulls a foreign key counts as that key's consequence.
					const follows = SET_WITH_FOREIGN_KEY[table]?.[column]
					const fkColumn = follows ?? column
					const fk = own.find((candidate) => candidate.column === fkColumn && candidate.rule === 'n')
					expect(
						fk && now[fkColumn] === null && parentGone(fk) && (!follows || old![column] === null),
						`${table} ${key}.${column} changed by the erasure`,
					).toBe(true)
				}
			}
		}
	}
	return { found, changed }
}

/** The export holds every row the register found, in that entry's section, and nothing else. */
function expectExportHolds(document: Record<string, unknown>, found: FoundRows[]) {
	for (const { entry, keys } of found) {
		const section = document[entry.section]
		const shown = (entry.one ? (section === null ? [] : [section]) : section) as Record<string, unknown>[]
		const camel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase())
		const keyColumns = entry.keys ?? ['id']
		// A secret key (a session's hashed id) is not exported: the rows are counted instead.
		if (keyColumns.some((column) => entry.omit?.includes(column))) {
			expect(shown, entry.section).toHaveLength(keys.length)
			continue
		}
		// The same rows, in whatever order the section lists them (files go in the ZIP's order).
		const shownKeys = shown.map((row) => keyColumns.map((column) => row[camel(column)]))
		const byKey = (a: unknown[], b: unknown[]) => String(a).localeCompare(String(b))
		expect(shownKeys.sort(byKey), entry.section).toEqual(keys.map((key) => Object.values(key)).sort(byKey))
	}
}

describe('the register of personal data', () => {
	test('names every table of the database and every entity, once as personal or as not', async () => {
		const em = await freshEm()
		const personal = new Set(PERSONAL_DATA.map(({ table }) => table))
		const none = new Set(NO_PERSONAL_DATA.map(({ table }) => table))
		expect([...personal].filter((table) => none.has(table))).toEqual([])
		const registered = new Set([...personal, ...none])
		const tables = await em.execute<{ table_name: string }[]>(
			`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
		)
		expect(tables.map(({ table_name }) => table_name).filter((table) => !registered.has(table))).toEqual([])
		const entityTables = [...em.getMetadata().getAll().values()].map((meta) => meta.tableName).filter(Boolean)
		expect(entityTables.filter((table) => !registered.has(table))).toEqual([])
		const sections = PERSONAL_DATA.map(({ section }) => section)
		expect(sections.length).toBe(new Set(sections).size)
	})

	test('the privacy page says what is kept after erasure, and why, as the register does', () => {
		const keep = privacyPage(config.retention).sections.find((section) => section.id === 'what-we-keep')!
		const reasons = new Set(
			PERSONAL_DATA.flatMap(({ erasure }) => (erasure === 'delete' ? [] : [KEPT_AFTER_ERASURE[erasure.kept]])),
		)
		expect(keep.items).toEqual([...reasons, ...NOT_THE_ACCOUNTS])
		expect(Object.values(KEPT_AFTER_ERASURE)).toEqual([...reasons])
	})

	test('export and erasure cover the same rows; another account and a non-member whose addresses share a prefix are untouched', async () => {
		const address = prefixSharingAddresses()
		const em = await freshEm()
		const { user } = await seekerWithEverything({ email: address.account })
		const { user: other } = await seekerWithEverything({ email: address.other })
		const anonymous = await nonMemberRows(em, address.nonMember, address.account)
		// Mail to the other account that names this one, and an anonymous application under the account's address.
		em.create(OutboxMessage, { to: address.other, subject: 'New message', text: `Reply to ${address.account}` })
		const mine = await applyWithDetails(em, {
			jobId: (await listedJob('Night Carer')).job.id,
			applicantName: 'Emma Stockton',
			applicantEmail: address.account.toUpperCase(),
		})
		await em.flush()
		const otherBefore = await findPersonalRows(await freshEm(), (await ownerOf(await freshEm(), other.id))!)

		const { found } = await expectErasureAsRegistered(user.id)

		const rowsOf = (table: string) => found.filter(({ entry }) => entry.table === table).flatMap(({ keys }) => keys)
		// Everything kind of row was found, the anonymous application with an address in other case too.
		for (const table of ['application', 'contact_message', 'partnership_enquiry', 'mail_outbox', 'idempotency_key'])
			expect(rowsOf(table).length, table).toBeGreaterThan(0)
		expect(rowsOf('application')).toContainEqual({ id: mine!.id })
		expect(rowsOf('application')).not.toContainEqual({ id: anonymous.application.id })
		const after = await freshEm()
		const otherAfter = await findPersonalRows(after, (await ownerOf(after, other.id))!)
		expect(otherAfter).toEqual(otherBefore)
		expect(await after.execute('select 1 from application where id = ?', [anonymous.application.id])).toHaveLength(1)
		// Both of the non-member's mails contain the account's address as a substring (`1@…co` in `1@…com`), and stay.
		expect(
			await after.execute(`select 1 from mail_outbox where "to" = ? and strpos(text, ?) > 0`, [
				address.nonMember,
				address.account,
			]),
		).toHaveLength(2)
	})

	test('an employer: their jobs go, and only the database’s own consequences reach the applicants', async () => {
		const { user, applicant, application } = await employerWithEverything()
		await expectErasureAsRegistered(user.id)
		const after = await freshEm()
		const [kept] = await after.execute<{ job_id: number | null; user_id: number }[]>(
			'select job_id, user_id from application where id = ?',
			[application.id],
		)
		expect(kept).toEqual({ job_id: null, user_id: applicant.id })
	})

	test('an unverified account erased: what was sent under its address without signing in stays', async () => {
		const address = prefixSharingAddresses()
		const em = await freshEm()
		const { user } = await seekerWithEverything({ email: address.account, verified: false })
		const { job } = await listedJob('Care Assistant')
		const anonymous = await applyWithDetails(em, {
			jobId: job.id,
			applicantName: 'Jo',
			applicantEmail: address.account,
		})
		const owner = (await ownerOf(em, user.id))!
		expect(owner.verifiedAddress).toBeNull()

		const { found } = await expectErasureAsRegistered(user.id)

		const byAddress = ['contact_message', 'partnership_enquiry', 'mail_outbox']
		for (const table of byAddress)
			expect(
				found.filter(({ entry }) => entry.table === table).flatMap(({ keys }) => keys),
				table,
			).toEqual([])
		const after = await freshEm()
		expect(await after.execute('select 1 from application where id = ?', [anonymous!.id])).toHaveLength(1)
		for (const table of byAddress)
			expect(
				await after.execute(`select 1 from "${table}" where lower(${table === 'mail_outbox' ? '"to"' : 'email'}) = ?`, [
					address.account,
				]),
			).not.toEqual([])
		expect(await after.execute('select 1 from "user" where id = ?', [user.id])).toEqual([])
	})
})
