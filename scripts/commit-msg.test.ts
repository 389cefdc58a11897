import { spawnSync } from 'node:child_process'
import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, test } from 'vitest'

const hook = path.resolve(import.meta.dirname, '..', '.githooks', 'commit-msg')
const folder = mkdtempSync(path.join(tmpdir(), 'commit-msg-'))

function check(message: string) {
	const file = path.join(folder, 'COMMIT_EDITMSG')
	writeFileSync(file, message)
	const run = spawnSync('sh', [hook, file], { encoding: 'utf8' })
	return { ok: run.status === 0, said: run.stderr }
}

describe('the commit-msg hook', () => {
	test('takes a subject of up to 72 characters, alone or with a body after a blank line', () => {
		expect(check(`${'a'.repeat(72)}\n`).ok).toBe(true)
		expect(check('Move the listing cache\n\nWhy, and the figures.\n').ok).toBe(true)
		// Characters, not bytes: 72 curly quotes and dashes are 72.
		expect(check(`${'’'.repeat(72)}\n`).ok).toBe(true)
		// Git's own comment lines do not count as the subject.
		expect(check('# Please enter the commit message\nShort subject\n').ok).toBe(true)
	})

	test('refuses a longer subject, saying how long it is', () => {
		const refused = check(`${'a'.repeat(73)}\n\nbody\n`)
		expect(refused.ok).toBe(false)
		expect(refused.said).toContain('73 characters')
	})

	test('refuses a body that starts on the second line', () => {
		expect(check('Subject\nbody straight after\n').ok).toBe(false)
	})
})
