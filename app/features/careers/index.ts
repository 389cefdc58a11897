// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export {
	CAREER_EXPERIENCE_LEVELS,
	CAREER_PATH_STATUSES,
	CAREER_TIMEFRAMES,
	SALARY_EXPECTATIONS,
	WORK_PREFERENCES,
} from './career-options.ts'
export { coursesFor, planMilestones, statusOf } from './career-path-plan.ts'
export { CareerPathSchema, MILESTONE_KINDS } from './career-path-schemas.ts'
export { RecommendedCourses } from './components/recommended-courses.tsx'
