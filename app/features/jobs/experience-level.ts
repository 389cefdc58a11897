// The experience level a job advert asks for, read on one stated rule (decision 133), written once
// here and run in two places: `experienceLevelOf` for tests and screens, and `experienceLevelSql`,
// the same rule as a PostgreSQL expression, which the job table stores as `experience_level` (a
// generated column), so that filtering 100,000 jobs by level reads an index, not every advert.
//
// The rule, first that applies:
// 1. Years stated: the first "N years' experience" in the title or the description ("3 years
//    experience", "5+ years' experience", "2-3 years of care experience": N is the lowest figure)
//    gives the level whose years hold N (entry 0-2, mid 3-5, senior 6-10, executive 11 and over).
// 2. Else words of the title: junior, trainee, apprentice, graduate, intern, entry level, school
//    leaver → entry; head of, director, chief, CEO/CFO/COO/CTO, headteacher → executive; "assistant"
//    or "deputy" before "manager" → mid; senior, lead, principal, manager, head → senior.
// 3. Else mid.

/**
 * The experience levels, with the years each covers (specification 001 §9): the rule's, and the
 * insights' employer filters offer the same.
 */
export const EXPERIENCE_LEVELS = [
	{ value: 'entry', label: 'Entry level (0-2 years)', minYears: 0, maxYears: 2 },
	{ value: 'mid', label: 'Mid level (3-5 years)', minYears: 3, maxYears: 5 },
	{ value: 'senior', label: 'Senior (6-10 years)', minYears: 6, maxYears: 10 },
	{ value: 'executive', label: 'Executive (10+ years)', minYears: 11, maxYears: null },
] as const
export const EXPERIENCE_LEVEL_VALUES = ['entry', 'mid', 'senior', 'executive'] as const
export type ExperienceLevel = (typeof EXPERIENCE_LEVEL_VALUES)[number]

const ENTRY_WORDS = [
	'junior',
	'trainee',
	'apprentice',
	'apprenticeship',
	'graduate',
	'intern',
	'internship',
	'entry level',
	'entry-level',
	'school leaver',
]
const EXECUTIVE_WORDS = ['head of', 'director', 'chief', 'ceo', 'cfo', 'coo', 'cto', 'headteacher']
const SENIOR_WORDS = ['senior', 'lead', 'principal', 'manager', 'head']

type Dialect = { start: string; end: string }
const JS: Dialect = { start: '\\b', end: '\\b' }
const POSTGRES: Dialect = { start: '\\m', end: '\\M' }

/** "5+ years' experience", "2-3 years of care experience": the lowest figure is the first group. */
const yearsPattern = ({ start }: Dialect) =>
	`${start}(\\d{1,2})\\s*(?:\\+|(?:-|–|to)\\s*\\d{1,2})?\\s*(?:years?|yrs)['’]?s?\\s+(?:of\\s+)?(?:[a-z-]+\\s+)?experience`
const wordsPattern = (words: readonly string[], { start, end }: Dialect) => `${start}(?:${words.join('|')})${end}`
const deputyManagerPattern = ({ start, end }: Dialect) => `${start}(?:assistant|deputy)${end}.*${start}manager${end}`

const TITLE_RULES: readonly { level: ExperienceLevel; pattern: (dialect: Dialect) => string }[] = [
	{ level: 'entry', pattern: (dialect) => wordsPattern(ENTRY_WORDS, dialect) },
	{ level: 'executive', pattern: (dialect) => wordsPattern(EXECUTIVE_WORDS, dialect) },
	{ level: 'mid', pattern: deputyManagerPattern },
	{ level: 'senior', pattern: (dialect) => wordsPattern(SENIOR_WORDS, dialect) },
]

const YEARS = new RegExp(yearsPattern(JS))
const TITLE_REGEXPS = TITLE_RULES.map((rule) => ({ level: rule.level, regexp: new RegExp(rule.pattern(JS)) }))

/** The level whose years hold `years`: 0-2 entry, 3-5 mid, 6-10 senior, 11 and over executive. */
export function levelForYears(years: number): ExperienceLevel {
	return EXPERIENCE_LEVELS.find((level) => level.maxYears === null || years <= level.maxYears)!.value
}

/** The experience level a job asks for, from its title and description (the rule above). */
export function experienceLevelOf(title: string, description: string): ExperienceLevel {
	const years = YEARS.exec(`${title} ${description}`.toLowerCase())
	if (years) return levelForYears(Number(years[1]))
	const lowerTitle = title.toLowerCase()
	return TITLE_REGEXPS.find((rule) => rule.regexp.test(lowerTitle))?.level ?? 'mid'
}

const literal = (text: string) => `'${text.replaceAll("'", "''")}'`

/**
 * The same rule as a PostgreSQL expression over the columns named (immutable, so a stored
 * generated column may use it). Changing the rule changes this text: a new migration follows.
 */
export function experienceLevelSql(title = 'title', description = 'description') {
	const years = `(substring(lower(${title} || ' ' || ${description}) from ${literal(yearsPattern(POSTGRES))}))::int`
	const byYears = EXPERIENCE_LEVELS.map((level) =>
		level.maxYears === null ? `else '${level.value}'` : `when ${years} <= ${level.maxYears} then '${level.value}'`,
	).join(' ')
	const byTitle = TITLE_RULES.map(
		(rule) => `when lower(${title}) ~ ${literal(rule.pattern(POSTGRES))} then '${rule.level}'`,
	).join(' ')
	return `(case when ${years} is not null then (case ${byYears} end) ${byTitle} else 'mid' end)`
}
