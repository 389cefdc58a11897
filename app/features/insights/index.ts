// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { MIN_SAMPLE_SIZE, NOT_ENOUGH_DATA, SKILL_KEYWORDS } from './insight-options.ts'
export { averagePounds } from './market-figures.ts'
