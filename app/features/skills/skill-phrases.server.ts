// Which phrases the phrase index finds may stand as a skill (decision 199): a bare job word
// ("assistant", "engineer", "Chef", which ESCO has as a skill, the configuration tool) merely
// names the job, in a title or anywhere. JOB_WORDS, and any phrase that is itself the name of an
// occupation, are never a skill.
import { phraseKey } from './phrases.ts'
import { taxonomy } from './taxonomy.server.ts'

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

const JOB_WORD_SET = new Set(JOB_WORDS.map(phraseKey))

/** True when the phrase names a job rather than a skill: a job word, or an occupation's name. */
export function isJobWord(phrase: string) {
	return JOB_WORD_SET.has(phraseKey(phrase)) || taxonomy().isOccupationName(phrase)
}
