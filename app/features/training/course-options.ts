// The training catalogue's fixed lists (001 §3 "Training course"; docs/product.md §22.42). A
// course's category is one of the kinds of work a Warrington job seeker trains for; the level is
// the specification's three.
export const COURSE_CATEGORIES = [
	'Health and Safety',
	'Care and Health',
	'Construction',
	'Warehousing and Logistics',
	'Hospitality and Food',
	'Digital and IT',
	'Business and Finance',
	'Customer Service',
] as const
export type CourseCategory = (typeof COURSE_CATEGORIES)[number]

export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const
export type CourseLevel = (typeof COURSE_LEVELS)[number]

/** How a course is taught: in a classroom, online at the learner's pace, or a mix. */
export const COURSE_FORMATS = ['In person', 'Online', 'Blended'] as const
export type CourseFormat = (typeof COURSE_FORMATS)[number]
