// Which phrases the phrase index finds may stand as a skill (decision 199).
//
// Two guards. A bare job word ("assistant", "engineer", "Chef" — an ESCO skill, the configuration
// tool) merely names the job, in a title or anywhere: JOB_WORDS, plus any phrase that is itself the
// name of an occupation. And the shipped extract's alternative labels are not all trustworthy: the
// derivative they come from (data/esco/README.md) gives many skills the labels of another ("operate
// forklift" carries "connect dishwashers", "accounting" carries "industrial design"), so an
// alternative label counts only when it shares a word with the skill's own label, or is one of
// the local synonyms.
import { LOCAL_SYNONYMS } from './local-vocabulary.ts'
import { taxonomyData } from './taxonomy-data.server.ts'

/** Words that name a job or a grade of one, never a skill of it. */
export const JOB_WORDS: readonly string[] = [
	'administrator',
	'adviser',
	'advisor',
	'agent',
	'analyst',
	'apprentice',
	'architect',
	'assistant',
	'associate',
	'attendant',
	'carer',
	'chef',
	'cleaner',
	'clerk',
	'consultant',
	'controller',
	'coordinator',
	'designer',
	'developer',
	'director',
	'driver',
	'engineer',
	'executive',
	'fitter',
	'guard',
	'guide',
	'handler',
	'head',
	'helper',
	'inspector',
	'journalist',
	'labourer',
	'lead',
	'leader',
	'manager',
	'mechanic',
	'officer',
	'operative',
	'operator',
	'planner',
	'porter',
	'processor',
	'receptionist',
	'representative',
	'specialist',
	'supervisor',
	'teacher',
	'technician',
	'trainee',
	'tutor',
	'worker',
]

const JOB_WORD_SET = new Set(JOB_WORDS.flatMap((word) => [word, `${word}s`]))

/** A phrase's words, for comparing: lower case, letters and digits only. */
function wordsOf(phrase: string) {
	return phrase
		.toLowerCase()
		.split(/[^\p{L}\p{N}+]+/u)
		.filter(Boolean)
}

let occupationNames: Set<string> | undefined

/** Every occupation's label and alternative labels, lower case. */
function occupationNameSet() {
	occupationNames ??= new Set(
		taxonomyData().occupations.flatMap((occupation) =>
			[occupation.label, ...occupation.altLabels].map((name) => wordsOf(name).join(' ')),
		),
	)
	return occupationNames
}

/** True when the phrase names a job rather than a skill: a job word, or an occupation's name. */
export function isJobWord(phrase: string) {
	const words = wordsOf(phrase)
	if (words.length === 1 && JOB_WORD_SET.has(words[0]!)) return true
	return occupationNameSet().has(words.join(' '))
}

let trusted: Map<number, Set<string>> | undefined

/** The stem a word is compared by: its first five letters ("cleaning" and "cleaner" agree). */
const stem = (word: string) => word.slice(0, 5)

function trustedPhrases() {
	if (trusted) return trusted
	const { skills } = taxonomyData()
	const byLabel = new Map(skills.map((skill) => [skill.label.toLowerCase(), skill.id]))
	trusted = new Map()
	for (const skill of skills) {
		const stems = new Set(wordsOf(skill.label).map(stem))
		const phrases = new Set([wordsOf(skill.label).join(' ')])
		for (const alt of skill.altLabels) {
			const words = wordsOf(alt)
			if (skill.origin === 'local' || words.some((word) => stems.has(stem(word)))) phrases.add(words.join(' '))
		}
		trusted.set(skill.id, phrases)
	}
	for (const synonym of LOCAL_SYNONYMS)
		for (const label of synonym.skills ?? []) {
			const id = byLabel.get(label.toLowerCase())
			if (id !== undefined) for (const phrase of synonym.phrases) trusted.get(id)!.add(wordsOf(phrase).join(' '))
		}
	return trusted
}

/** True when the phrase names the skill by its label, a local synonym, or an alternative label that agrees with its label. */
export function isTrustedPhrase(skillId: number, phrase: string) {
	return trustedPhrases().get(skillId)?.has(wordsOf(phrase).join(' ')) ?? false
}
