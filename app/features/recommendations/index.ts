// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export {
	AVAILABILITY_NOTICE_VALUES,
	AVAILABILITY_NOTICES,
	DEFAULT_AVAILABILITY_NOTICE,
	INTERACTION_TYPES,
	InteractionSchema,
	type InteractionType,
	PREFERENCE_INDUSTRIES,
	PREFERENCE_LOCATIONS,
} from './seeker-options.ts'
