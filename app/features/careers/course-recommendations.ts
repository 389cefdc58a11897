// Course recommendations as My Profile's "Recommended courses", its form routes and the API show
// them, and their texts (docs/product.md §15, decision 150).
export const NOTHING_TO_SCORE = 'Add skills or take the career assessment to get course recommendations'
export const GENERATING_FAILED = 'Error generating recommendations'
/** The API's 403 for an employer or admin. */
export const COURSE_RECOMMENDATIONS_FOR_SEEKERS = 'Course recommendations are for job seeker accounts'
export const RECOMMENDATION_NOT_FOUND = 'Course recommendation not found'
/** Where the forms send the seeker back to: the section on My Profile. */
export const RECOMMENDED_COURSES_ON_PROFILE = '/profile#recommended-courses'

/** A course recommendation as My Profile and GET /api/user/course-recommendations show it. */
export type CourseRecommendationView = {
	id: number
	userId: number
	courseId: number
	course: {
		id: number
		title: string
		description: string
		provider: string
		/** Whole pence; 0 is a free course. */
		price: number
		duration: string
		level: string
		category: string
	}
	careerRelevance: number
	recommendationScore: number
	recommendationReason: string
	skillGaps: string[]
	dismissed: boolean
	clicked: boolean
	createdAt: string
}
