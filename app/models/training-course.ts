import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { COURSE_CATEGORIES, COURSE_FORMATS, COURSE_LEVELS } from '../features/training/course-options.ts'
import { PAGE_CONTENT_VERSION_TRIGGER } from './page-content-version.ts'
import { versionAtCommitTrigger } from './version-at-commit.ts'

/**
 * A course in the training catalogue (/training; 001 §3 "Training course"). Prices are whole
 * pence (0 is a free course); `originalPricePence` is the price before a discount, when there is
 * one. `maxStudents` null means no limit. How many have enrolled, the rating and the number of
 * reviews are not stored here: they are counted from course_enrollment, so they cannot drift.
 * Dates are calendar days; a self-paced online course has none.
 */
export const TrainingCourse = defineEntity({
	name: 'TrainingCourse',
	tableName: 'training_course',
	// The courses' sitemap is kept by the page cache: a course changed retires it (decision 208).
	triggers: [
		PAGE_CONTENT_VERSION_TRIGGER('training_course_page_content_version'),
		versionAtCommitTrigger('training_course', 'page_content_version'),
	],
	checks: [
		{ name: 'training_course_price_check', expression: 'price_pence >= 0' },
		{
			name: 'training_course_original_price_check',
			expression: 'original_price_pence is null or original_price_pence > price_pence',
		},
		{ name: 'training_course_max_students_check', expression: 'max_students is null or max_students > 0' },
		{
			name: 'training_course_dates_check',
			expression: 'end_date is null or start_date is null or end_date >= start_date',
		},
		{ name: 'training_course_provider_url_check', expression: "provider_url is null or provider_url like 'https://%'" },
	],
	indexes: [{ name: 'training_course_active_category_idx', properties: ['isActive', 'category'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		title: p.string().length(200),
		description: p.text(),
		provider: p.string().length(200),
		providerUrl: p.string().length(500).nullable(),
		category: p.enum(COURSE_CATEGORIES),
		duration: p.string().length(50),
		format: p.enum(COURSE_FORMATS),
		level: p.enum(COURSE_LEVELS),
		pricePence: p.integer(),
		originalPricePence: p.integer().nullable(),
		location: p.string().length(200),
		skills: p.array().default([]),
		startDate: p.date().nullable(),
		endDate: p.date().nullable(),
		maxStudents: p.integer().nullable(),
		isActive: p.boolean().default(true),
		createdAt: p.datetime().onCreate(() => new Date()),
		updatedAt: p
			.datetime()
			.onCreate(() => new Date())
			.onUpdate(() => new Date()),
	},
})
export type TrainingCourse = InferEntity<typeof TrainingCourse>
