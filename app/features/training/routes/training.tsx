// The training catalogue (/training; docs/product.md §15, decision 144): courses searched and
// filtered by the server from a GET form, so it works without JavaScript; with it, a changed filter
// sends the form and skeleton cards stand in while the list reloads.
import { useNavigation } from 'react-router'
import { CourseCard, CourseCardSkeleton } from '../components/course-card.tsx'
import { CourseFilters } from '../components/course-filters.tsx'
import { Pagination } from '../../../ui/pagination.tsx'
import { emContext } from '../../../context.ts'
import { getOptionalUserOfType } from '../../../platform/auth.server.ts'
import { searchCourses } from '../course-catalogue.server.ts'
import { enrolmentsOf } from '../course-enrolments.server.ts'
import { paymentsConfigured } from '../../payments/payments.server.ts'
import { COURSES_PER_PAGE, CourseSearchSchema } from '../course-search.ts'
import type { Route } from './+types/training'
import { canonicalLink } from '../../../platform/canonical.ts'

/** The search a query asks for; a value that is not one of the lists is left out rather than refused. */
function catalogueQuery(params: URLSearchParams) {
	const { shape } = CourseSearchSchema
	const read = (key: string) => params.get(key) ?? undefined
	return {
		search: shape.search.safeParse(read('search')).data,
		category: shape.category.safeParse(read('category')).data,
		level: shape.level.safeParse(read('level')).data,
		page: shape.page.safeParse(read('page')).data ?? 1,
	}
}

export async function loader({ request, context }: Route.LoaderArgs) {
	const em = context.get(emContext)
	const { page, ...query } = catalogueQuery(new URL(request.url).searchParams)
	const results = await searchCourses(em, query, { limit: COURSES_PER_PAGE, offset: (page - 1) * COURSES_PER_PAGE })
	const seeker = getOptionalUserOfType(context, 'employee')
	const enrolled = seeker ? (await enrolmentsOf(em, seeker)).items.map((enrolment) => enrolment.courseId) : []
	return {
		query: { search: query.search ?? '', category: query.category ?? '', level: query.level ?? '' },
		courses: results.items,
		total: results.total,
		page,
		pageCount: Math.max(1, Math.ceil(results.total / COURSES_PER_PAGE)),
		enrolled,
		paymentsAvailable: paymentsConfigured(),
	}
}

export default function TrainingScreen({ loaderData }: Route.ComponentProps) {
	const { courses, total, query, page, pageCount, enrolled, paymentsAvailable } = loaderData
	const navigation = useNavigation()
	const loading = navigation.state === 'loading' && navigation.location.pathname === '/training'
	const filtered = Boolean(query.search || query.category || query.level)
	return (
		<div className="mx-auto max-w-6xl px-4 py-10">
			<h1 className="text-3xl font-bold">Training Courses</h1>
			<p className="mt-2 max-w-3xl text-gray-700">
				Courses from Warrington colleges, the council's adult learning service and local trainers: forklift, food
				hygiene, first aid, care, construction, IT and bookkeeping. Many are free; enrol to book your place and keep
				your certificate on your profile.
			</p>
			<div className="mt-6">
				<CourseFilters query={query} />
			</div>
			<section aria-labelledby="courses-heading" className="mt-8">
				<h2 id="courses-heading" className="text-xl font-semibold">
					{filtered ? 'Matching courses' : 'All courses'} <span className="font-normal text-gray-700">({total})</span>
				</h2>
				{loading ? (
					<ul aria-busy="true" aria-label="Loading courses" className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
						{Array.from({ length: 6 }, (_, index) => (
							<li key={index}>
								<CourseCardSkeleton />
							</li>
						))}
					</ul>
				) : courses.length ? (
					<>
						<ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
							{courses.map((course) => (
								<li key={course.id}>
									<CourseCard
										course={course}
										enrolled={enrolled.includes(course.id)}
										paymentsAvailable={paymentsAvailable}
									/>
								</li>
							))}
						</ul>
						<Pagination page={page} pageCount={pageCount} label="Course pages" />
					</>
				) : (
					<div className="mt-4 rounded-lg border border-dashed border-gray-300 bg-white px-6 py-12 text-center">
						<h3 className="text-lg font-semibold">No courses found</h3>
						<p className="mt-2 text-gray-700">Try another search, or clear the category and level.</p>
					</div>
				)}
			</section>
		</div>
	)
}

export function meta({ matches }: Route.MetaArgs) {
	return [
		{ title: 'Training Courses in Warrington | Warrington Jobs' },
		{
			name: 'description',
			content: 'Free and paid training courses in Warrington: forklift, food hygiene, first aid, care, CSCS, Excel.',
		},
		canonicalLink(matches, '/training'),
	]
}
