// The training catalogue (docs/product.md §15; decision 144): listed courses searched and
// filtered in SQL, each with the counts the catalogue shows worked out from course_enrollment
// (places taken, ratings), never stored beside the course where they could drift.
import type { EntityManager } from '@mikro-orm/postgresql'
import { CourseModule } from '../../models/course-module.ts'
import type { TrainingCourse } from '../../models/training-course.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'
import type { CourseCategory, CourseFormat, CourseLevel } from './course-options.ts'
import type { CourseSearch } from './course-search.ts'
import { findListedCourse } from './course-places.server.ts'

/** A course as the catalogue, its page and the API show it. Prices in pence. */
export type CourseView = {
	id: number
	title: string
	description: string
	provider: string
	providerUrl: string | null
	category: CourseCategory
	duration: string
	format: CourseFormat
	level: CourseLevel
	price: number
	originalPrice: number | null
	currency: 'GBP'
	location: string
	skills: string[]
	startDate: string | null
	endDate: string | null
	maxStudents: number | null
	currentStudents: number
	/** maxStudents − currentStudents, at least 0; null when there is no limit. */
	placesLeft: number | null
	/** The average of learners' ratings to one decimal, null while there are none. */
	rating: number | null
	reviewCount: number
	isActive: boolean
}

type CourseRow = {
	id: number
	title: string
	description: string
	provider: string
	provider_url: string | null
	category: CourseCategory
	duration: string
	format: CourseFormat
	level: CourseLevel
	price_pence: number
	original_price_pence: number | null
	location: string
	skills: string[]
	start_date: string | Date | null
	end_date: string | Date | null
	max_students: number | null
	is_active: boolean
	enrolled: string | number
	rating: string | number | null
	ratings: string | number
}

const dayOf = (value: string | Date | null) =>
	value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10)

function toView(row: CourseRow): CourseView {
	const enrolled = Number(row.enrolled)
	const ratings = Number(row.ratings)
	return {
		id: row.id,
		title: row.title,
		description: row.description,
		provider: row.provider,
		providerUrl: row.provider_url,
		category: row.category,
		duration: row.duration,
		format: row.format,
		level: row.level,
		price: row.price_pence,
		originalPrice: row.original_price_pence,
		currency: 'GBP',
		location: row.location,
		skills: row.skills,
		startDate: dayOf(row.start_date),
		endDate: dayOf(row.end_date),
		maxStudents: row.max_students,
		currentStudents: enrolled,
		placesLeft: row.max_students === null ? null : Math.max(0, row.max_students - enrolled),
		rating: ratings > 0 && row.rating !== null ? Math.round(Number(row.rating) * 10) / 10 : null,
		reviewCount: ratings,
		isActive: row.is_active,
	}
}

const COURSE_COLUMNS = `c.id, c.title, c.description, c.provider, c.provider_url, c.category, c.duration, c.format, c.level,
	c.price_pence, c.original_price_pence, c.location, c.skills, c.start_date::text as start_date, c.end_date::text as end_date,
	c.max_students, c.is_active,
	(select count(*) from course_enrollment e where e.course_id = c.id) as enrolled,
	(select avg(e.rating) from course_enrollment e where e.course_id = c.id and e.rating is not null) as rating,
	(select count(e.rating) from course_enrollment e where e.course_id = c.id) as ratings`

/** `%` and `_` typed in a search are themselves, not wildcards. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * Listed courses matching the search (every word in the title, description, provider or a
 * skill), category and level: the soonest to start first, then the self-paced ones, A to Z.
 */
export async function searchCourses(
	em: EntityManager,
	query: Omit<CourseSearch, 'page'>,
	page: Page,
): Promise<Paged<CourseView>> {
	const where = ['c.is_active']
	const params: unknown[] = []
	for (const word of (query.search ?? '').split(/\s+/).filter(Boolean).slice(0, 10)) {
		where.push(
			`(c.title ilike ? or c.description ilike ? or c.provider ilike ? or array_to_string(c.skills, ' ') ilike ?)`,
		)
		const pattern = likePattern(word)
		params.push(pattern, pattern, pattern, pattern)
	}
	if (query.category) {
		where.push('c.category = ?')
		params.push(query.category)
	}
	if (query.level) {
		where.push('c.level = ?')
		params.push(query.level)
	}
	const connection = em.getConnection()
	const rows = await connection.execute<CourseRow[]>(
		`select ${COURSE_COLUMNS} from training_course c where ${where.join(' and ')}
			order by c.start_date asc nulls last, c.title asc, c.id asc limit ? offset ?`,
		[...params, page.limit, page.offset],
	)
	const [{ count }] = await connection.execute<[{ count: string }]>(
		`select count(*) as count from training_course c where ${where.join(' and ')}`,
		params,
	)
	return { items: rows.map(toView), total: Number(count) }
}

/** One listed course as the catalogue shows it, or null (none, or no longer offered). */
export async function courseView(em: EntityManager, id: number): Promise<CourseView | null> {
	const rows = await em
		.getConnection()
		.execute<CourseRow[]>(`select ${COURSE_COLUMNS} from training_course c where c.id = ? and c.is_active`, [id])
	return rows[0] ? toView(rows[0]) : null
}

/** Every listed course's id and when it last changed: for the sitemap. */
export async function listedCourseDates(em: EntityManager): Promise<{ id: number; lastModified: Date }[]> {
	const rows = await em
		.getConnection()
		.execute<{ id: number; updated_at: Date | string }[]>(
			`select c.id, c.updated_at from training_course c where c.is_active order by c.id`,
		)
	return rows.map((row) => ({ id: row.id, lastModified: new Date(row.updated_at) }))
}

export type ModuleView = {
	id: number
	title: string
	description: string
	durationMinutes: number
	orderIndex: number
	isRequired: boolean
}

/** A course's modules in order. */
export async function courseModules(em: EntityManager, courseId: number): Promise<ModuleView[]> {
	const modules = await em.find(CourseModule, { course: courseId }, { orderBy: { orderIndex: 'asc' } })
	return modules.map((module) => ({
		id: module.id,
		title: module.title,
		description: module.description,
		durationMinutes: module.durationMinutes,
		orderIndex: module.orderIndex,
		isRequired: module.isRequired,
	}))
}

/** One module of a listed course, with its content, or null. */
export async function courseModule(em: EntityManager, courseId: number, moduleId: number) {
	const course = await findListedCourse(em, courseId)
	if (!course) return null
	const module = await em.findOne(CourseModule, { id: moduleId, course: courseId })
	return module ? { course: course as TrainingCourse, module } : null
}
