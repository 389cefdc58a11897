import { createHash } from 'node:crypto'

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi

/**
 * The SHA-256 (base64) of each inline script in a page, as a CSP hash source names it: how a page
 * every anonymous visitor shares allows its scripts without a nonce. `encoding` is
 * how the page's text was read from its bytes: the whole-page render reads them as Latin-1, one
 * character a byte, so that each script's own bytes come back by the same encoding, without the
 * page being decoded as UTF-8 and each script encoded again. The tags the search
 * looks for are ASCII, which both readings share.
 */
export function inlineScriptHashes(html: string, encoding: 'utf8' | 'latin1' = 'utf8') {
	const hashes = new Set<string>()
	for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
		if (/\ssrc\s*=/i.test(attributes!)) continue
		hashes.add(createHash('sha256').update(content!, encoding).digest('base64'))
	}
	return [...hashes]
}
