// The meaningful words of a job title, for "similar to a job you saved" and "your current role".
/** Words too common in job titles to say two jobs are alike. */
const STOP_WORDS = new Set([
	'and',
	'the',
	'for',
	'with',
	'from',
	'our',
	'your',
	'you',
	'are',
	'job',
	'jobs',
	'role',
	'roles',
	'part',
	'time',
	'full',
	'contract',
	'temporary',
	'permanent',
	'hours',
	'week',
	'weekly',
	'days',
	'nights',
	'day',
	'night',
	'shift',
	'shifts',
	'ltd',
	'limited',
	'warrington',
	'cheshire',
	'immediate',
	'start',
	'new',
	'urgent',
])

/** The meaningful words of a job title: lower case, three letters or more, plurals folded. */
export function titleWords(text: string): string[] {
	const words = text
		.toLowerCase()
		.split(/[^a-z0-9+#]+/)
		.filter((word) => word.length >= 3 && !STOP_WORDS.has(word))
		.map((word) => (word.length > 4 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word))
	return [...new Set(words)]
}
