// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { CertificatesSection } from './components/certificates.tsx'
export { MyCoursesSection } from './components/my-courses.tsx'
export {
	COURSE_CATEGORIES,
	COURSE_FORMATS,
	COURSE_LEVELS,
	type CourseCategory,
	type CourseFormat,
	type CourseLevel,
} from './course-options.ts'
export { ENROLMENT_MESSAGES } from './course-search.ts'
