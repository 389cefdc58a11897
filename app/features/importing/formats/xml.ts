// Reading XML from outside safely: a document type declaration is refused before parsing, so no
// entity but XML's five and character references is ever expanded (no "billion laughs", no
// external entities); what is not well-formed is refused with a plain message.
import { XMLParser, XMLValidator } from 'fast-xml-parser'
import { FormatError } from '../imported-job.ts'

/**
 * The document parsed to plain objects (attributes dropped, CDATA merged into text, every value
 * kept as text); `lists` names the paths that are always arrays (`source.job`).
 */
export function parseXml(body: string, what: string, lists: readonly string[]): Record<string, unknown> {
	// A DTD can only come before the root element, so before the first CDATA section.
	const cdata = body.indexOf('<![CDATA[')
	const doctype = body.search(/<!DOCTYPE/i)
	if (doctype !== -1 && (cdata === -1 || doctype < cdata)) {
		throw new FormatError(`The ${what} declares a document type of its own, which the board does not read.`)
	}
	if (XMLValidator.validate(body) !== true) {
		throw new FormatError(`The address did not answer with ${what}: its answer is not well-formed XML.`)
	}
	const parser = new XMLParser({
		ignoreAttributes: true,
		parseTagValue: false,
		trimValues: true,
		ignoreDeclaration: true,
		ignorePiTags: true,
		isArray: (_name, jpath) => lists.includes(String(jpath)),
	})
	return parser.parse(body) as Record<string, unknown>
}

/** The `rel="next"` address of an HTTP `Link` header, resolved against the document's address. */
export function nextFromLinkHeader(header: string | null | undefined, base: string): string | null {
	if (!header) return null
	for (const part of header.split(/,(?=\s*<)/)) {
		const match = /^\s*<([^>]*)>(.*)$/.exec(part)
		if (!match || !/;\s*rel\s*=\s*"?(?:[^"]*\s)?next(?:\s[^"]*)?"?\s*(?:;|$)/i.test(match[2]!)) continue
		try {
			return new URL(match[1]!, base).href
		} catch {
			return null
		}
	}
	return null
}
