import { describe, expect, test } from 'vitest'
import { renderedHtml } from '../../../tests/fixtures/render.tsx'
import { SaveJobButton } from './components/save-heart.tsx'
import { heartJobIds, markSavedHearts } from './saved-hearts.server.ts'

/** A heart as SaveJobButton draws it, without the static router's hydration script. */
async function heart(job: { id: number; title: string; saved?: boolean }, redirectTo: string, labelled = false) {
	const html = await renderedHtml(<SaveJobButton job={job} redirectTo={redirectTo} labelled={labelled} />)
	return html.replace(/<script>[\s\S]*<\/script>$/, '')
}

describe("a shared page's hearts made one person's", () => {
	test('the saved ones become the remove form SaveJobButton draws for a saved job; the others stay', async () => {
		const title = 'Care & Support "Night" Worker'
		for (const labelled of [false, true]) {
			const redirectTo = labelled ? '/jobs/12' : '/#jobs'
			const page = `<ul><li>${await heart({ id: 12, title }, redirectTo, labelled)}</li><li>${await heart({ id: 13, title: 'Porter' }, redirectTo, labelled)}</li></ul>`
			expect(heartJobIds(page)).toEqual([12, 13])
			expect(markSavedHearts(page, new Set([12]))).toBe(
				`<ul><li>${await heart({ id: 12, title, saved: true }, redirectTo, labelled)}</li><li>${await heart({ id: 13, title: 'Porter' }, redirectTo, labelled)}</li></ul>`,
			)
			expect(markSavedHearts(page, new Set())).toBe(page)
		}
	})
})
