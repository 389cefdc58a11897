// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { DeleteRecordButton, DeleteRecordPage } from './components/profile-record-delete.tsx'
export { ProfileRecordDialog, type RecordFormProps } from './components/profile-record-dialog.tsx'
export { RecordFormPage } from './components/profile-record-page.tsx'
export { UserAvatar } from './components/user-avatar.tsx'
export {
	PROFICIENCY_LEVELS,
	PROFILE_FOR_SEEKERS,
	SKILL_CATEGORIES,
	SkillSchema,
	todayInUk,
	TRAINING_STATUSES,
	TRAINING_TYPES,
	TrainingSchema,
} from './skill-schemas.ts'
export { namesSkill, skillPattern } from './skill-words.ts'
