// The taxonomy in memory (decision 196): every skill and occupation label, alternative label and
// local synonym as a phrase, so that text is matched against all of them in one pass over its
// words (the longest phrase at each word wins, whole words only). Built once per process from
// taxonomyData() on first use: about 80,000 phrases, a few tens of milliseconds.
import { LOCAL_SYNONYMS, SINGLE_WORD_SKILLS } from './local-vocabulary.ts'
import { phraseKey, wordsOf } from './phrases.ts'
import { taxonomyData, type OccupationRecord, type SkillRecord } from './taxonomy-data.server.ts'

/** How a phrase names its skill or occupation; a lower rank is preferred when several share a phrase. */
const NAMED_BY = { synonym: 0, label: 1, altLabel: 2 } as const
type NamedBy = keyof typeof NAMED_BY

type Named = { id: number; by: NamedBy }
type Phrases = Map<string, Named[]>

export type FoundSkill = { skillId: number; phrase: string; index: number }

export type Taxonomy = {
	skill(id: number): SkillRecord | undefined
	occupation(id: number): OccupationRecord | undefined
	/** The skill ids an occupation asks for, essential and optional (empty lists for an unknown id). */
	skillsOf(occupationId: number): { essential: readonly number[]; optional: readonly number[] }
	/** Every skill named in the text as a whole phrase, in the order found (each skill once). */
	findSkills(text: string): FoundSkill[]
	/** The occupation a job title names, or null. */
	occupationOfTitle(title: string): { occupationId: number; phrase: string } | null
	/** The one skill a seeker's own skill name stands for, or null. */
	skillOfName(name: string): number | null
	/** Whether the phrase is an occupation's label or one of its alternative labels (one-word ones too). */
	isOccupationName(phrase: string): boolean
	/** The occupations a search's text names, whole or in a phrase of it. */
	occupationsNamed(text: string): number[]
	/** The skills a search's text names, whole or in a phrase of it. */
	skillsNamed(text: string): number[]
	/** Skills whose label or alternative label holds what was typed, best first. */
	suggestSkills(text: string, limit: number): SkillRecord[]
}

/**
 * Words stripped from a title before its occupation is looked up: they say the level or the
 * terms, not the job. ("Assistant" is not among them: a care assistant is not a carer's boss.)
 */
const TITLE_NOISE = new Set(
	[
		'senior',
		'snr',
		'junior',
		'jnr',
		'trainee',
		'apprentice',
		'graduate',
		'lead',
		'principal',
		'experienced',
		'qualified',
		'part',
		'full',
		'time',
		'temporary',
		'temp',
		'permanent',
		'perm',
		'contract',
		'night',
		'nights',
		'day',
		'days',
		'weekend',
		'weekends',
		'shift',
		'shifts',
		'immediate',
		'start',
		'urgent',
		'urgently',
		'required',
		'needed',
		'wanted',
		'warrington',
		'cheshire',
		'job',
		'role',
	].map(phraseKey),
)

/** Files a phrase (by its key, phraseKey's) under what it names. */
function add(phrases: Phrases, key: string, named: Named) {
	if (!key) return
	const list = phrases.get(key)
	if (!list) phrases.set(key, [named])
	else if (!list.some((entry) => entry.id === named.id)) list.push(named)
}

/**
 * The preferred entry of a phrase: a synonym, then a preferred label, then an alternative one; then
 * the one with the shortest preferred label (the most general: "warehouse worker" before
 * "warehouse order picker"), then the lowest id.
 */
function best(list: readonly Named[], labelOf: (id: number) => string) {
	return [...list].sort(
		(a, b) => NAMED_BY[a.by] - NAMED_BY[b.by] || labelOf(a.id).length - labelOf(b.id).length || a.id - b.id,
	)[0]!
}

/**
 * The phrases of a text, the longest at each word, a match's words not used again. `prefixes` holds
 * every phrase's leading words, so that a phrase is grown word by word only while some phrase
 * starts that way.
 */
function scan({ phrases, prefixes }: Index, text: string, accept: (key: string) => boolean = () => true) {
	const words = wordsOf(text)
	const found: { key: string; list: Named[]; start: number; end: number }[] = []
	for (let i = 0; i < words.length;) {
		let match: (typeof found)[number] | null = null
		let key = ''
		for (let j = i; j < words.length; j++) {
			key = key ? `${key} ${words[j]!.word}` : words[j]!.word
			const list = phrases.get(key)
			if (list && accept(key)) match = { key, list, start: words[i]!.start, end: words[j]!.end }
			if (!prefixes.has(key)) break
		}
		if (match) found.push(match)
		i += match ? match.key.split(' ').length : 1
	}
	return found
}

type Index = { phrases: Phrases; prefixes: Set<string> }

function indexOf(phrases: Phrases): Index {
	const prefixes = new Set<string>()
	for (const key of phrases.keys()) {
		const words = key.split(' ')
		for (let n = 1; n < words.length; n++) prefixes.add(words.slice(0, n).join(' '))
	}
	return { phrases, prefixes }
}

function build(): Taxonomy {
	const data = taxonomyData()
	const skills = new Map(data.skills.map((skill) => [skill.id, skill]))
	const occupations = new Map(data.occupations.map((occupation) => [occupation.id, occupation]))
	let skillsByOccupation: Map<number, { essential: number[]; optional: number[] }> | undefined
	/** The links by occupation, grouped on first use (matching needs them, finding skills does not). */
	const linksByOccupation = () => {
		if (skillsByOccupation) return skillsByOccupation
		skillsByOccupation = new Map()
		for (const link of data.occupationSkills) {
			let entry = skillsByOccupation.get(link.occupationId)
			if (!entry) skillsByOccupation.set(link.occupationId, (entry = { essential: [], optional: [] }))
			;(link.essential ? entry.essential : entry.optional).push(link.skillId)
		}
		return skillsByOccupation
	}
	const skillLabel = (id: number) => skills.get(id)!.label
	const occupationLabel = (id: number) => occupations.get(id)!.label
	const skillByLabel = new Map(data.skills.map((skill) => [skill.label.toLowerCase(), skill.id]))
	const occupationByLabel = new Map(
		data.occupations.map((occupation) => [occupation.label.toLowerCase(), occupation.id]),
	)

	const skillPhrases: Phrases = new Map()
	/** Every occupation's label and alternative labels, one-word ones too, as keys. */
	const occupationNames = new Set<string>()
	const occupationPhrases: Phrases = new Map()
	const synonymKeys = new Set<string>()
	for (const synonym of LOCAL_SYNONYMS) {
		const skillId = synonym.skill === undefined ? undefined : skillByLabel.get(synonym.skill.toLowerCase())
		const occupationId =
			synonym.occupation === undefined ? undefined : occupationByLabel.get(synonym.occupation.toLowerCase())
		if (synonym.skill !== undefined && skillId === undefined)
			throw new Error(`Local synonym: no skill labelled "${synonym.skill}"`)
		if (synonym.occupation !== undefined && occupationId === undefined)
			throw new Error(`Local synonym: no occupation labelled "${synonym.occupation}"`)
		for (const phrase of synonym.phrases) {
			const key = phraseKey(phrase)
			synonymKeys.add(key)
			if (skillId !== undefined) add(skillPhrases, key, { id: skillId, by: 'synonym' })
			if (occupationId !== undefined) add(occupationPhrases, key, { id: occupationId, by: 'synonym' })
		}
	}
	for (const skill of data.skills) {
		add(skillPhrases, phraseKey(skill.label), { id: skill.id, by: 'label' })
		for (const alt of skill.altLabels) add(skillPhrases, phraseKey(alt), { id: skill.id, by: 'altLabel' })
	}
	for (const occupation of data.occupations) {
		const label = phraseKey(occupation.label)
		occupationNames.add(label)
		add(occupationPhrases, label, { id: occupation.id, by: 'label' })
		// A one-word alternative label ("assistant", "driver", "controller") names too many jobs to
		// name this one; a preferred label of one word ("receptionist") does name it.
		for (const alt of occupation.altLabels) {
			const key = phraseKey(alt)
			occupationNames.add(key)
			if (key.includes(' ')) add(occupationPhrases, key, { id: occupation.id, by: 'altLabel' })
		}
	}
	const skillIndex = indexOf(skillPhrases)
	const occupationIndex = indexOf(occupationPhrases)
	const singleWordSkills = new Set([...SINGLE_WORD_SKILLS.map(phraseKey), ...synonymKeys])
	/** In running text, a phrase of one word counts only when it is known to name a skill, not an everyday word. */
	const inText = (key: string) => key.includes(' ') || singleWordSkills.has(key)

	const findSkills = (text: string): FoundSkill[] => {
		const seen = new Set<number>()
		const found: FoundSkill[] = []
		for (const match of scan(skillIndex, text, inText)) {
			const { id } = best(match.list, skillLabel)
			if (seen.has(id)) continue
			seen.add(id)
			found.push({ skillId: id, phrase: text.slice(match.start, match.end), index: match.start })
		}
		return found
	}

	const namedIn = (index: Index, labelOf: (id: number) => string, text: string, accept?: (key: string) => boolean) => {
		const key = phraseKey(text)
		const whole = !accept || accept(key) ? index.phrases.get(key) : undefined
		const lists = whole ? [whole] : scan(index, text, accept).map((match) => match.list)
		const ids = new Set<number>()
		for (const list of lists) {
			// Every occupation or skill the phrase names by a synonym or a preferred label; by an
			// alternative label only when nothing names it better.
			const top = NAMED_BY[best(list, labelOf).by]
			for (const entry of list) if (NAMED_BY[entry.by] === top) ids.add(entry.id)
		}
		return [...ids]
	}

	return {
		skill: (id) => skills.get(id),
		occupation: (id) => occupations.get(id),
		skillsOf: (id) => linksByOccupation().get(id) ?? { essential: [], optional: [] },
		findSkills,
		occupationOfTitle(title) {
			// "Senior Full Stack Developer (TypeScript) - Nights": the words outside brackets,
			// before a spaced dash or a bar, without the level and terms words.
			const main = title.replace(/\([^)]*\)|\[[^\]]*\]/g, ' ').split(/\s[-–—|]\s|\s*\|\s*/)[0] ?? title
			const words = wordsOf(main).filter((word) => !TITLE_NOISE.has(word.word))
			const cleaned = words.map((word) => main.slice(word.start, word.end)).join(' ')
			const matches = scan(occupationIndex, cleaned)
			if (!matches.length) return null
			// The longest phrase; among equals the last (English puts the job's noun last).
			const chosen = matches.reduce((a, b) => (b.key.split(' ').length >= a.key.split(' ').length ? b : a))
			return { occupationId: best(chosen.list, occupationLabel).id, phrase: cleaned.slice(chosen.start, chosen.end) }
		},
		skillOfName(name) {
			const exact = skillPhrases.get(phraseKey(name))
			if (exact) return best(exact, skillLabel).id
			const found = scan(skillIndex, name, inText)
			if (!found.length) return null
			// The name's longest phrase stands for it when it covers most of the name.
			const chosen = found.reduce((a, b) => (b.end - b.start > a.end - a.start ? b : a))
			return (chosen.end - chosen.start) * 2 >= name.trim().length ? best(chosen.list, skillLabel).id : null
		},
		isOccupationName: (phrase) => occupationNames.has(phraseKey(phrase)),
		occupationsNamed: (text) => namedIn(occupationIndex, occupationLabel, text),
		skillsNamed: (text) => namedIn(skillIndex, skillLabel, text, inText),
		suggestSkills(text, limit) {
			const typed = phraseKey(text)
			if (!typed) return []
			const scored: { skill: SkillRecord; score: number }[] = []
			for (const skill of skills.values()) {
				let score = Infinity
				for (const [index, label] of [skill.label, ...skill.altLabels].entries()) {
					const key = phraseKey(label)
					const at = key.indexOf(typed)
					if (at < 0) continue
					// A label starting with it, then one with a word starting with it, then any; the
					// preferred label before alternatives, shorter before longer.
					const place = at === 0 ? 0 : key[at - 1] === ' ' ? 1 : 2
					score = Math.min(score, place * 1000 + (index === 0 ? 0 : 300) + key.length)
				}
				if (score < Infinity) scored.push({ skill, score: score + (skill.origin === 'local' ? -500 : 0) })
			}
			return scored
				.sort((a, b) => a.score - b.score || a.skill.label.localeCompare(b.skill.label))
				.slice(0, limit)
				.map((entry) => entry.skill)
		},
	}
}

let built: Taxonomy | undefined

/** The taxonomy's phrase index, built on first use and kept for the process. */
export function taxonomy(): Taxonomy {
	return (built ??= build())
}
