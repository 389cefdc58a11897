import { createHash } from 'node:crypto'
import { expect, test } from 'vitest'
import { inlineScriptHashes } from './script-hashes.server.ts'

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64')

test('inline scripts are hashed as written, each once; scripts with src are not', () => {
	const html =
		'<script>a()</script><script type="module">import "/x.js"; é()</script>' +
		'<script src="/assets/y.js"></script><SCRIPT>a()</SCRIPT >'
	expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('import "/x.js"; é()')])
	// The same from the page's bytes read as Latin-1 (the whole-page render), whatever characters the scripts hold.
	const latin1 = (text: string) => Buffer.from(text).toString('latin1')
	expect(inlineScriptHashes(latin1(html), 'latin1')).toEqual([sha('a()'), sha('import "/x.js"; é()')])
	const page = '<p>café ✓</p><script>x("€ ✓ 𝄞")</script><script data-é="ü">y()</script>'
	expect(inlineScriptHashes(latin1(page), 'latin1')).toEqual(inlineScriptHashes(page))
})
