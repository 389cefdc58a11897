import { seekerRecordsApi } from '../../../platform/seeker-records.server.ts'
import { careerPathRecords } from '../career-paths.server.ts'
import { CareerPathApiSchema, PATHS_API_FOR_SEEKERS } from '../career-path-schemas.ts'

/**
 * GET /api/career-paths: the job seeker's own paths, newest first, each with its milestones and
 * recommended courses; paged (`limit`, `offset`, X-Total-Count, Link). POST { currentRole,
 * targetRole, timeframe, currentSalary?, targetSalary?, requiredSkills? (a list, or text separated
 * by commas), progressStatus? (only "planning") } → 201 with the path, its milestones and
 * recommended courses (decision 151); a path past the most a seeker keeps is a 409.
 */
const api = seekerRecordsApi(careerPathRecords, { forSeekers: PATHS_API_FOR_SEEKERS, schema: CareerPathApiSchema })
export const loader = api.loader
export const action = api.action
