// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { profileCourseRecommendations } from './course-recommendations.server.ts'
export { careerPathOperations, courseRecommendationOperations } from './openapi.ts'
