// The one-CV migration (decision 110) on data as it was before: a seeker's Quick Apply CV and
// account CV become one, the one uploaded last, and the other file is deleted. Runs the migration down and up again on this test file's own database.
import { describe, expect, test } from 'vitest'
import { MIGRATION_TEST_TIMEOUT_MS, fileDatabaseClient, migrate } from '../tests/fixtures/migrations.ts'

const BEFORE = 'Migration20261124024927_idempotency_keys'

const db = fileDatabaseClient()

async function file(name: string, createdAt: string) {
	const { rows } = await db().query<{ id: string }>(
		`insert into stored_file (id, file_name, mime_type, size, data, created_at) values (gen_random_uuid(), $1, 'application/pdf', 4, '\\x25504446', $2) returning id`,
		[name, createdAt],
	)
	return rows[0]!.id
}

async function seeker(email: string, cv: { id: string; name: string; at: string } | null) {
	const { rows } = await db().query<{ id: number }>(
		`insert into "user" (email, password, first_name, last_name, user_type, cv_file_id, cv_file_name, cv_file_url, cv_uploaded_at, created_at, updated_at)
		 values ($1, 'x', 'Emma', 'Stockton', 'employee', $2, $3, $4, $5, now(), now()) returning id`,
		[email, cv?.id ?? null, cv?.name ?? null, cv ? `/files/${cv.id}` : null, cv?.at ?? null],
	)
	return rows[0]!.id
}

async function quickApplyCv(userId: number, cv: { id: string; name: string }) {
	await db().query(
		`insert into quick_apply_profile (user_id, full_name, cv_file_id, cv_file_name, cv_mime_type, created_at, updated_at)
		 values ($1, 'Emma Stockton', $2, $3, 'application/pdf', now(), now())`,
		[userId, cv.id, cv.name],
	)
}

const accountCv = async (userId: number) =>
	(await db().query(`select cv_file_id, cv_file_name, cv_file_url, cv_uploaded_at from "user" where id = $1`, [userId]))
		.rows[0]
const fileExists = async (id: string) =>
	(await db().query(`select 1 from stored_file where id = $1`, [id])).rowCount === 1

describe('the one-CV migration', () => {
	test(
		'keeps the CV uploaded last, deletes the other file, and drops the Quick Apply CV columns',
		{ timeout: MIGRATION_TEST_TIMEOUT_MS },
		async () => {
			await migrate('down', BEFORE)

			// Only a Quick Apply CV: it becomes the account's CV.
			const onlyQuick = await file('quick-only.pdf', '2026-11-20T10:00:00Z')
			const a = await seeker('a@example.co.uk', null)
			await quickApplyCv(a, { id: onlyQuick, name: 'Quick only.pdf' })

			// Both, the Quick Apply one newer: it wins and the account's older file goes.
			const olderAccount = await file('old-account.pdf', '2026-11-01T10:00:00Z')
			const newerQuick = await file('new-quick.pdf', '2026-11-15T10:00:00Z')
			const b = await seeker('b@example.co.uk', { id: olderAccount, name: 'Old.pdf', at: '2026-11-01T10:00:00Z' })
			await quickApplyCv(b, { id: newerQuick, name: 'New quick.pdf' })

			// Both, the account's newer: it stays and the Quick Apply file goes.
			const olderQuick = await file('old-quick.pdf', '2026-11-02T10:00:00Z')
			const newerAccount = await file('new-account.pdf', '2026-11-18T10:00:00Z')
			const c = await seeker('c@example.co.uk', { id: newerAccount, name: 'New.pdf', at: '2026-11-18T10:00:00Z' })
			await quickApplyCv(c, { id: olderQuick, name: 'Old quick.pdf' })

			await migrate('up', BEFORE)

			expect(await accountCv(a)).toMatchObject({
				cv_file_id: onlyQuick,
				cv_file_name: 'Quick only.pdf',
				cv_file_url: `/files/${onlyQuick}`,
				cv_uploaded_at: new Date('2026-11-20T10:00:00Z'),
			})
			expect(await accountCv(b)).toMatchObject({ cv_file_id: newerQuick, cv_file_name: 'New quick.pdf' })
			expect(await fileExists(olderAccount)).toBe(false)
			expect(await accountCv(c)).toMatchObject({ cv_file_id: newerAccount, cv_file_name: 'New.pdf' })
			expect(await fileExists(olderQuick)).toBe(false)

			const columns = await db().query(
				`select column_name from information_schema.columns where table_name = 'quick_apply_profile' and column_name like 'cv%'`,
			)
			expect(columns.rows).toEqual([])
		},
	)
})
