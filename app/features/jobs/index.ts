// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { AREA_CENTRES } from './area-centres.ts'
export { JobCard, type JobCardData, JobCardSkeleton, JobPay, toJobCard } from './components/job-card.tsx'
export { JobUnavailable } from './components/job-unavailable.tsx'
export { ApplyElsewhereButton } from './components/imported-job.tsx'
export {
	EXPERIENCE_LEVEL_VALUES,
	EXPERIENCE_LEVELS,
	type ExperienceLevel,
	experienceLevelSql,
} from './experience-level.ts'
export {
	ALL_INDUSTRIES,
	FREE_POSTING_DAYS,
	type JobType,
	LISTING_AREAS,
	LISTING_INDUSTRIES,
	POST_AREAS,
	POST_INDUSTRIES,
	POST_JOB_TYPES,
	SPONSORSHIP_TYPES,
	type SponsorshipType,
} from './job-options.ts'
export {
	appliedElsewhereMessage,
	applyElsewhereText,
	checkedAgo,
	importedFromText,
	sourceWords,
} from './imported-from.ts'
export { descriptionHtml, postedAgo, serializeJsonLd, SITE_NAME } from './job-posting.ts'
export { JobSkillsFormSchema, postJobScreenSchema, type PostJobScreenSchema } from './job-schemas.ts'
export { type JobSearch, JobSearchSchema, parseJobSearchLeniently, searchParamsToObject } from './job-search.ts'
export { type Coordinates, DEFAULT_RADIUS_MILES, milesBetween, outwardCodeOf } from './postcode.ts'
export { parseSalary, SALARY_PERIODS, salaryWithoutAmount } from './salary.ts'
