import { expect, test } from 'vitest'
import { FormatError, SOURCE_KINDS } from './imported-job.ts'
import { parseSource } from './parse-source.ts'

// Odd answers a source might give: each must be read or refused with a FormatError, never throw
// anything else, since the sync reports a FormatError's message and treats the rest as its own bug.
const ODD_BODIES = [
	'',
	'null',
	'[]',
	'{}',
	'"jobs"',
	'{"jobs":{}}',
	'{"jobs":[null,1,"x",[]]}',
	'{"jobs":[{"title":{"en":"Cook"},"id":[1],"shortcode":{},"absolute_url":7}]}',
	'[{"text":"Cook","id":"a","hostedUrl":"javascript:alert(1)","categories":null,"lists":[null,"x"]}]',
	'<?xml version="1.0"?>',
	'<source/>',
	'<source><job/><job>text</job></source>',
	'<urlset><url/><url><loc>javascript:alert(1)</loc></url></urlset>',
	'<script type="application/ld+json">[[[[[[[[[[[[[[[[{"@type":"JobPosting","title":"Deep"}]]]]]]]]]]]]]]]]</script>',
	'<script type="application/ld+json">{"@type":"JobPosting","title":"Cook","url":"https://[::1"}</script>',
	'\u0000\uFFFF<',
]

test.each(SOURCE_KINDS)('%s reads or refuses odd answers, never fails otherwise', (kind) => {
	for (const body of ODD_BODIES) {
		try {
			const parsed = parseSource(kind, { url: 'https://cheshire-care.example/jobs', body, contentType: null })
			expect(Array.isArray(parsed.jobs) && Array.isArray(parsed.problems)).toBe(true)
			for (const job of parsed.jobs) expect(job.url).toMatch(/^https?:\/\//)
		} catch (error) {
			expect(error, `${kind} on ${JSON.stringify(body)}`).toBeInstanceOf(FormatError)
		}
	}
})
