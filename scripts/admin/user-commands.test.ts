// The account commands of `npm run admin`, run in-process on the test file's database as the
// script runs them (runAdminCommand): what each prints, does and refuses, and its exit code.
import { mkdtemp, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { unzipSync } from 'fflate'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { seekerWithEverything } from '../../tests/fixtures/account-data.ts'
import { apiUser, postedJob } from '../../tests/fixtures/jobs.ts'
import { admin } from '../../tests/fixtures/admin.ts'
import { withLocalOutbox } from '../../tests/fixtures/mail.ts'
import { freshEm } from '../../tests/fixtures/route.ts'
import { User } from '../../app/models/user.ts'
import { EXPORT_JSON_NAME } from '../../app/features/accounts/account-data.ts'
import { accountExport } from '../../app/features/accounts/account-export.server.ts'
import { readFile as readStoredFile } from '../../app/platform/files.server.ts'
import { findApiTokenUser } from '../../app/platform/api-tokens.server.ts'

withLocalOutbox()

let folder: string
beforeAll(async () => {
	folder = await mkdtemp(path.join(tmpdir(), 'wj-admin-'))
})
afterAll(async () => {
	await rm(folder, { recursive: true, force: true })
})

describe('usage', () => {
	test('no command, an unknown one, or a missing or extra argument: the usage, exit 2', async () => {
		for (const argv of [
			[],
			['user:delete', 'a@example.co.uk'],
			['user:disable'],
			['user:enable', 'a@b.co', 'c@d.co'],
		]) {
			const run = await admin(...argv)
			expect(run.code, argv.join(' ')).toBe(2)
			expect(run.stderr).toContain('Usage: npm run admin -- COMMAND ARGS')
			for (const name of ['user:disable', 'user:enable', 'user:export', 'user:erase', 'mail:retry', 'mail:last']) {
				expect(run.stderr).toContain(name)
			}
			expect(run.stdout).toBe('')
		}
		expect((await admin('user:export', 'a@example.co.uk', '--out')).stderr).toMatch(/^--out needs a value/)
		expect((await admin('user:erase', 'a@example.co.uk', '--force')).stderr).toMatch(/^Unknown option: --force/)
	})

	test.each(['user:disable', 'user:enable', 'user:export', 'user:erase'])(
		'%s for an address no account has: one line, exit 1',
		async (name) => {
			const run = await admin(name, 'nobody-here@example.co.uk', ...(name === 'user:erase' ? ['--yes'] : []))
			expect(run).toEqual({ code: 1, stdout: '', stderr: 'No account has the email nobody-here@example.co.uk' })
		},
	)
})

describe('user:disable and user:enable', () => {
	test('disable ends the tokens and lists the jobs taken off the board; enable lets it back', async () => {
		const { user, token } = await apiUser('employer')
		const job = await postedJob(user, { title: 'Warehouse Team Leader' })
		const email = user.email.toUpperCase()

		const disabled = await admin('user:disable', email)
		expect(disabled.code).toBe(0)
		expect(disabled.stdout).toContain(`Disabled ${user.email}: it cannot sign in`)
		expect(disabled.stdout).toContain(`Took 1 job off the board`)
		expect(disabled.stdout).toContain(`#${job.id} Warehouse Team Leader`)
		expect(await findApiTokenUser(await freshEm(), token)).toBeNull()

		const again = await admin('user:disable', user.email)
		expect(again.code).toBe(0)
		expect(again.stdout).toMatch(new RegExp(`^${user.email} was already disabled \\(since \\d{4}-`))

		expect(await admin('user:enable', user.email)).toMatchObject({
			code: 0,
			stdout: `Enabled ${user.email}: it can sign in again.`,
		})
		expect((await (await freshEm()).findOneOrFail(User, user.id)).disabledAt).toBeNull()
		expect(await admin('user:enable', user.email)).toMatchObject({
			code: 0,
			stdout: `${user.email} was not disabled: nothing to do.`,
		})
	})
})

describe('user:export', () => {
	test('prints the account’s own export as JSON, writes it to a .json file, or the ZIP with its files', async () => {
		const { user } = await seekerWithEverything()
		const expected = (await accountExport(await freshEm(), user)).document
		const { exportedAt: _, ...sections } = expected
		const files = sections.files as { id: string; path: string }[]
		// A CV, a profile picture in two sizes, a video pitch and the applications' copies.
		expect(files.length).toBeGreaterThanOrEqual(5)

		const printed = await admin('user:export', user.email)
		expect(printed.code).toBe(0)
		const document = JSON.parse(printed.stdout) as Record<string, unknown>
		expect(document).toMatchObject(sections)
		expect(Object.keys(document)).toEqual(Object.keys(expected))

		const jsonFile = path.join(folder, 'export.json')
		const toJson = await admin('user:export', user.email, '--out', jsonFile)
		expect(toJson.stdout).toBe(
			`Wrote the export of ${user.email} to ${jsonFile} (JSON only: ${files.length} files listed, not included).`,
		)
		expect(JSON.parse(await readFile(jsonFile, 'utf8'))).toMatchObject(sections)

		const zipFile = path.join(folder, 'export.zip')
		const toZip = await admin('user:export', user.email, '--out', zipFile)
		expect(toZip.code).toBe(0)
		expect(toZip.stdout).toMatch(
			new RegExp(`^Wrote the export of ${user.email} to .*export\\.zip \\(\\d+ bytes\\)\\.$`),
		)
		const entries = unzipSync(new Uint8Array(await readFile(zipFile)))
		expect(JSON.parse(new TextDecoder().decode(entries[EXPORT_JSON_NAME]))).toMatchObject(sections)
		expect(Object.keys(entries).sort()).toEqual([EXPORT_JSON_NAME, ...files.map((file) => file.path)].sort())
		for (const file of files) {
			const stored = await readStoredFile(await freshEm(), file.id)
			expect(Buffer.from(entries[file.path]!).equals(Buffer.from(stored!.data)), file.path).toBe(true)
		}
	})

	test('a file it cannot write: one line, exit 1', async () => {
		const { user } = await apiUser('employee')
		const run = await admin('user:export', user.email, '--out', path.join(folder, 'no-such-folder', 'x.zip'))
		expect(run.code).toBe(1)
		expect(run.stderr).toMatch(/^Cannot write .*no-such-folder/)
	})
})

describe('user:erase', () => {
	test('refuses without --yes, then erases as "Delete my account" does and says what it removed', async () => {
		const { user } = await seekerWithEverything()
		const { files } = await accountExport(await freshEm(), user)
		const refused = await admin('user:erase', user.email)
		expect(refused).toEqual({
			code: 1,
			stdout: '',
			stderr: `Not erased: erasing ${user.email} cannot be undone; add --yes to go ahead.`,
		})
		expect(await (await freshEm()).count(User, { id: user.id })).toBe(1)

		const erased = await admin('user:erase', user.email, '--yes')
		expect(erased.code).toBe(0)
		const lines = erased.stdout.split('\n')
		expect(lines[0]).toBe(`Erased ${user.email} (account ${user.id}):`)
		expect(lines).toContainEqual(expect.stringMatching(/^ {2}user +1 row deleted$/))
		expect(lines).toContainEqual(expect.stringMatching(/^ {2}application +2 rows deleted$/))
		expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^ {2}stored_file +${files.length} rows deleted$`)))
		// The paid course place's payment stays without what names the account (the privacy page says why).
		expect(lines).toContainEqual(
			expect.stringMatching(/^ {2}sponsorship_payment +1 row kept without what names the account$/),
		)
		expect(await (await freshEm()).count(User, { id: user.id })).toBe(0)
		expect((await admin('user:erase', user.email, '--yes')).code).toBe(1)
	})
})
