// The text of each `<script type="application/ld+json">` on an HTML page, found with indexOf in
// one pass over the page (a regular expression over unclosed tags would rescan the page per tag).

const LD_JSON_TYPE = /\btype\s*=\s*(["']?)application\/ld\+json\1/i

export function jsonLdScripts(html: string): string[] {
	const lower = html.toLowerCase()
	const scripts: string[] = []
	let from = 0
	for (;;) {
		const open = lower.indexOf('<script', from)
		if (open === -1) break
		const openEnd = lower.indexOf('>', open)
		if (openEnd === -1) break
		const close = lower.indexOf('</script', openEnd)
		if (close === -1) break
		if (LD_JSON_TYPE.test(html.slice(open, openEnd))) scripts.push(unwrap(html.slice(openEnd + 1, close)))
		from = close + 8
	}
	return scripts
}

/** Some pages wrap the JSON in an HTML comment or a CDATA section for old browsers. */
function unwrap(script: string) {
	return script
		.trim()
		.replace(/^(?:<!--|\/\/\s*<!\[CDATA\[|<!\[CDATA\[)/, '')
		.replace(/(?:-->|\/\/\s*\]\]>|\]\]>)$/, '')
		.trim()
}
