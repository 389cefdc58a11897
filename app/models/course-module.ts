import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { TrainingCourse } from './training-course.ts'

/**
 * One module of a course (001 §3 "Course module"), in `orderIndex` order. A learner marks each
 * module done; when every required module is done the course is complete. `content` is plain
 * text (paragraphs split by blank lines); `videoUrl` is an https address or nothing.
 */
export const CourseModule = defineEntity({
	name: 'CourseModule',
	tableName: 'course_module',
	checks: [
		{ name: 'course_module_video_url_check', expression: "video_url is null or video_url like 'https://%'" },
		{ name: 'course_module_duration_check', expression: 'duration_minutes > 0' },
	],
	uniques: [{ name: 'course_module_course_order_unique', properties: ['course', 'orderIndex'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		course: () => p.manyToOne(TrainingCourse).deleteRule('cascade'),
		title: p.string().length(200),
		description: p.text(),
		content: p.text(),
		videoUrl: p.string().length(500).nullable(),
		durationMinutes: p.integer(),
		orderIndex: p.smallint(),
		isRequired: p.boolean().default(true),
	},
})
export type CourseModule = InferEntity<typeof CourseModule>
