// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { certificatesOf, randomCertificateCode } from './certificates.server.ts'
export { listedCourseDates } from './course-catalogue.server.ts'
export { enrol, enrolmentsOf } from './course-enrolments.server.ts'
export { CourseFullError, CourseNotFoundError, findListedCourse, takePlace } from './course-places.server.ts'
export { progressPercent } from './course-progress.server.ts'
export { certificateOperations, courseOperations } from './openapi.ts'
