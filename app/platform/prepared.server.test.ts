import { describe, expect, test } from 'vitest'
import { getOrm } from './db.server.ts'
import { preparedRows } from './prepared.server.ts'

const SQL = `select ?::int as n, ?::text as word, ?::timestamptz as at, ? = any(?::int[]) as listed,
	'{"a": [1, 2]}'::jsonb as doc`

describe('prepared reads', () => {
	test('give the values back as the ORM types them, on the pool and in a transaction alike', async () => {
		const em = (await getOrm()).em.fork()
		const values = [7, "O'Brien ? and $1", new Date('2026-11-28T21:30:00.000Z'), 3, [1, 3, 5]]
		const expected = {
			n: 7,
			word: "O'Brien ? and $1",
			// As the ORM's pool reads a timestamptz: its text, which the ORM makes a Date when it maps a row.
			at: '2026-11-28 21:30:00+00',
			listed: true,
			doc: { a: [1, 2] },
		}
		expect(await preparedRows(em, SQL, values)).toEqual([expected])
		expect(await em.transactional((tx) => preparedRows(tx, SQL, values))).toEqual([expected])
		// What em.execute gives for a text without a list, as the session's query was.
		const plain = 'select ?::int as n, ?::timestamptz as at'
		expect(await preparedRows(em, plain, [7, values[2]])).toEqual(await em.execute(plain, [7, values[2]]))
	})

	test('are prepared once per connection and asked again by name', async () => {
		const em = (await getOrm()).em.fork()
		const text = 'select ?::int + 1 as next'
		for (let n = 0; n < 5; n++) expect(await preparedRows(em, text, [n])).toEqual([{ next: n + 1 }])
		// The pool hands out the connection released last: the one that ran the five holds it once, by name.
		const pool = await em.getConnection().getNativeClient()
		const client = await pool.connect()
		try {
			const { rows } = await client.query<{ name: string }>(
				"select name from pg_prepared_statements where statement = 'select $1::int + 1 as next'",
			)
			expect(rows).toEqual([{ name: expect.stringMatching(/^wj_[\w-]{20}$/) as unknown }])
		} finally {
			client.release()
		}
	})

	test("inside a transaction, run on the transaction's connection", async () => {
		const em = (await getOrm()).em.fork()
		const seen = await em.transactional(async (tx) => {
			await tx.execute("select set_config('wj.prepared_test', 'inside', true)")
			return preparedRows<{ value: string | null }>(tx, "select current_setting('wj.prepared_test', true) as value", [])
		})
		expect(seen).toEqual([{ value: 'inside' }])
		expect(
			await preparedRows<{ value: string | null }>(em, "select current_setting('wj.prepared_test', true) as value", []),
		).not.toEqual([{ value: 'inside' }])
	})

	test('still answer when a column they read changes type under them (a migration while serving)', async () => {
		const em = (await getOrm()).em.fork()
		const table = `prepared_test_${crypto.randomUUID().replaceAll('-', '')}`
		await em.execute(`create table ${table} (id int primary key, value int)`)
		try {
			await em.execute(`insert into ${table} values (1, 42)`)
			const read = `select value from ${table} where id = ?`
			expect(await preparedRows(em, read, [1])).toEqual([{ value: 42 }])
			await em.execute(`alter table ${table} alter column value type text`)
			expect(await preparedRows(em, read, [1])).toEqual([{ value: '42' }])
		} finally {
			await em.execute(`drop table ${table}`)
		}
	})
})
