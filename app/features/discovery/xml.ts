// Writing the discovery area's XML (feeds and sitemaps) by hand: a few elements each, so a
// template string per element is clearer than a serialiser. Every text an employer or a searcher
// wrote goes through `xmlText` (escaped) or `xmlCdata` (wrapped); both first drop what XML 1.0 forbids.

/** Characters XML 1.0 allows (its `Char` production); anything else cannot be written even escaped. */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }

/** The text without the characters XML 1.0 forbids (control characters, lone surrogates, U+FFFE/FFFF). */
export function xmlSafe(text: string) {
	return text.replace(NOT_XML_CHAR, '')
}

/** Text for an element's content or an attribute's value: every markup character escaped. */
export function xmlText(text: string) {
	return xmlSafe(text).replace(/[&<>"']/g, (char) => ENTITIES[char]!)
}

/**
 * Text in a CDATA section, as formats that carry HTML (RSS descriptions, Indeed's elements) read it.
 * A `]]>` inside would end the section early: it is split across two sections.
 */
export function xmlCdata(text: string) {
	return `<![CDATA[${xmlSafe(text).replaceAll(']]>', ']]]]><![CDATA[>')}]]>`
}

/** A date as RSS 2.0 and Indeed's feed write it (RFC 822, in GMT): `Sat, 28 Nov 2026 09:30:00 GMT`. */
export function rfc822(date: Date | string) {
	return new Date(date).toUTCString()
}

/** The XML declaration every feed starts with. */
export const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>'
