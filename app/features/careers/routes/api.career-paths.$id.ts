import { seekerRecordApi } from '../../../platform/seeker-records.server.ts'
import { careerPathRecords } from '../career-paths.server.ts'
import { CareerPathSchema, PATHS_API_FOR_SEEKERS } from '../career-path-schemas.ts'

/**
 * GET /api/career-paths/{id}: one of the seeker's paths; someone else's, or none, is a 404.
 * PATCH: the fields sent replace the path's, the rest stay, and the whole is checked as a new path
 * is; its milestones follow the new skills (decision 151). The status is not sent: it follows the
 * milestones. DELETE removes the path and its milestones.
 */
const api = seekerRecordApi(careerPathRecords, {
	forSeekers: PATHS_API_FOR_SEEKERS,
	schema: CareerPathSchema,
	readable: true,
	kept: (path) => ({
		currentRole: path.currentRole,
		currentSalary: path.currentSalary,
		targetRole: path.targetRole,
		targetSalary: path.targetSalary,
		timeframe: path.timeframe,
		requiredSkills: path.requiredSkills,
	}),
	deleted: 'Career path deleted',
})
export const loader = api.loader
export const action = api.action
