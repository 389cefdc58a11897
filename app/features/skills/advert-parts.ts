// An advert's description cut into the parts skills may and may not come from (decision 199): its
// headings say what each part is ("Requirements", "Duties", "About us", "Benefits"), and a
// paragraph its employer repeats in their other adverts is company boilerplate wherever it stands.

/** What a part of an advert is: duties and requirements are skills' best sources, company text and benefits never one. */
export type AdvertPartKind = 'duties' | 'requirements' | 'description' | 'company' | 'benefits'

export type AdvertPart = { kind: AdvertPartKind; text: string }

const HEADINGS: readonly (readonly [AdvertPartKind, RegExp])[] = [
	[
		'duties',
		/^(?:(?:key|main|your|the|typical|daily)\s+)*(?:duties|responsibilities|tasks|role|job|position|day[\s-]to[\s-]day)(?:\s+(?:and|&)\s+(?:duties|responsibilities))?(?:\s+include)?$|^about\s+the\s+(?:role|job|position)$|^what\s+you(?:'|’)?ll\s+(?:be\s+)?do(?:ing)?$|^what\s+you\s+will\s+(?:be\s+)?do(?:ing)?$|^the\s+opportunity$|^job\s+description$/,
	],
	[
		'requirements',
		/^(?:(?:key|essential|desirable|minimum|the)\s+)*(?:requirements|criteria|skills|qualifications|experience|skills\s+(?:and|&)\s+experience|skills\s+(?:and|&)\s+qualifications|person\s+specification)(?:\s+required)?$|^essential$|^desirable$|^about\s+you$|^who\s+you\s+are$|^you\s+will\s+(?:need|have)$|^you(?:'|’)ll\s+(?:need|have)$|^what\s+you(?:'|’)?(?:ll)?\s+need$|^what\s+we(?:'|’)?re\s+looking\s+for$|^what\s+we\s+are\s+looking\s+for$|^the\s+ideal\s+candidate(?:\s+will\s+have)?$|^to\s+be\s+considered$/,
	],
	[
		'benefits',
		/^(?:(?:our|the|your|key|staff)\s+)*(?:benefits|perks|rewards|package)(?:\s+(?:and|&)\s+(?:benefits|perks|rewards))?$|^what\s+we\s+offer$|^what(?:'|’)s\s+in\s+it\s+for\s+you$|^why\s+(?:join|work\s+for)\s+us$|^we\s+offer$|^in\s+return(?:\s+you(?:'|’)ll\s+(?:get|receive))?$/,
	],
	[
		'company',
		/^about\s+(?:us|the\s+company|the\s+business|the\s+employer|our\s+company)$|^who\s+we\s+are$|^our\s+(?:company|story)$/,
	],
]

/** "About Mercer's Logistics": a name after "about", in a few words; "About 20 hours a week" is text. */
const ABOUT_A_NAME = /^[Aa]bout\s+(?:\p{Lu}|the\s+\p{Lu})[^.!?]*$/u
const ABOUT_A_NAME_MAX_WORDS = 6

/** The longest line that may be a heading: longer lines are text, even when they start like one. */
const HEADING_MAX_LENGTH = 60

/** A heading's own words: without list marks, Markdown emphasis, a trailing colon or dash. */
function headingWords(line: string) {
	return line
		.trim()
		.replace(/^#+\s*|^[*_]+|[*_]+$/g, '')
		.replace(/\s*[:\-–—]\s*$/, '')
		.trim()
}

function kindOfHeading(words: string): AdvertPartKind | null {
	if (!words || words.length > HEADING_MAX_LENGTH) return null
	const lower = words.toLowerCase()
	for (const [kind, pattern] of HEADINGS) if (pattern.test(lower)) return kind
	if (ABOUT_A_NAME.test(words) && words.split(/\s+/).length <= ABOUT_A_NAME_MAX_WORDS) return 'company'
	return null
}

/**
 * The line's part when it is a heading, with any text after a colon on the same line
 * ("Requirements: a full UK driving licence"); null for any other line.
 */
export function headingOf(line: string): { kind: AdvertPartKind; rest: string } | null {
	const whole = kindOfHeading(headingWords(line))
	if (whole) return { kind: whole, rest: '' }
	const colon = line.indexOf(':')
	if (colon <= 0) return null
	const kind = kindOfHeading(headingWords(line.slice(0, colon)))
	return kind ? { kind, rest: line.slice(colon + 1).trim() } : null
}

/** A paragraph's text for comparing across adverts: lower case, words only, single spaces. */
export function normaliseParagraph(text: string) {
	return text
		.toLowerCase()
		.replace(/[^\p{L}\p{N}]+/gu, ' ')
		.trim()
}

/** The fewest words a repeated paragraph needs to count as boilerplate: "Apply today" is not a blurb. */
export const BOILERPLATE_MIN_WORDS = 6

/**
 * The last PARAGRAPHS_REMEMBERED adverts' paragraphs, by their text: a batch of new jobs (an
 * import's hundred) compares each with the same 50 other adverts, which were split and normalised
 * again for every job, most of the batch's CPU (decision 235). Read-only arrays, oldest dropped first.
 */
const paragraphsRemembered = new Map<string, readonly string[]>()
const PARAGRAPHS_REMEMBERED = 1_000

/** Every paragraph (text between blank lines or headings) of each advert, normalised. */
export function paragraphsOf(description: string): readonly string[] {
	const known = paragraphsRemembered.get(description)
	if (known) return known
	const paragraphs = splitAdvert(description, []).map((part) => normaliseParagraph(part.text))
	if (paragraphsRemembered.size >= PARAGRAPHS_REMEMBERED)
		paragraphsRemembered.delete(paragraphsRemembered.keys().next().value!)
	paragraphsRemembered.set(description, paragraphs)
	return paragraphs
}

/**
 * The description's paragraphs, each with the part it stands in. A paragraph one of `otherAdverts`
 * (the same employer's) also has is company text, wherever it stands, with one exception: the first
 * paragraph under a duties or requirements heading is the job's own list, which an employer may
 * well repeat from advert to advert; a blurb after it, past a blank line, is still found.
 */
export function splitAdvert(description: string, otherAdverts: readonly string[]): AdvertPart[] {
	const parts: (AdvertPart & { listed: boolean })[] = []
	let kind: AdvertPartKind = 'description'
	let underHeading = false
	let lines: string[] = []
	const close = () => {
		const text = lines.join('\n').trim()
		if (text) {
			parts.push({ kind, text, listed: underHeading && (kind === 'duties' || kind === 'requirements') })
			underHeading = false
		}
		lines = []
	}
	for (const line of description.split(/\r?\n/)) {
		const heading = headingOf(line)
		if (heading) {
			close()
			kind = heading.kind
			underHeading = true
			if (heading.rest) lines.push(heading.rest)
		} else if (line.trim() === '') close()
		else lines.push(line)
	}
	close()
	const repeated = new Set(otherAdverts.flatMap(paragraphsOf))
	return parts.map(({ kind, text, listed }) => {
		if (listed || kind === 'company' || repeated.size === 0) return { kind, text }
		const normal = normaliseParagraph(text)
		const isBoilerplate = normal.split(' ').length >= BOILERPLATE_MIN_WORDS && repeated.has(normal)
		return { kind: isBoilerplate ? 'company' : kind, text }
	})
}
