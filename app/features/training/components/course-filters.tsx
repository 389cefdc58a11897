import { Form, useSubmit } from 'react-router'
import { COURSE_CATEGORIES, COURSE_LEVELS } from '../course-options.ts'
import { useHydrated } from '../../../ui/use-hydrated.ts'
import { Button } from '../../../ui/button.tsx'

type CatalogueQuery = { search: string; category: string; level: string }

const controlClass = 'mt-1 w-full rounded-md border border-gray-300 bg-white px-3 py-2'

/**
 * The catalogue's search: a GET form the server answers, so it works without JavaScript. With it,
 * choosing a category or level sends the form at once (the search box still waits for Search).
 */
export function CourseFilters({ query }: { query: CatalogueQuery }) {
	const submit = useSubmit()
	const hydrated = useHydrated()
	const submitOnChange = (event: React.ChangeEvent<HTMLSelectElement>) => {
		if (hydrated) void submit(event.currentTarget.form)
	}
	return (
		<Form
			method="get"
			action="/training"
			role="search"
			aria-label="Courses"
			// Remounted with each search so the controls show what the address asks for (back, forward).
			key={`${query.search}|${query.category}|${query.level}`}
			className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_auto] lg:items-end"
		>
			<div>
				<label htmlFor="course-search" className="font-medium">
					Search courses
				</label>
				<input
					id="course-search"
					type="search"
					name="search"
					defaultValue={query.search}
					maxLength={100}
					placeholder="Forklift, first aid, Excel..."
					className={controlClass}
				/>
			</div>
			<div>
				<label htmlFor="course-category" className="font-medium">
					Category
				</label>
				<select
					id="course-category"
					name="category"
					defaultValue={query.category}
					onChange={submitOnChange}
					className={controlClass}
				>
					<option value="">All categories</option>
					{COURSE_CATEGORIES.map((category) => (
						<option key={category}>{category}</option>
					))}
				</select>
			</div>
			<div>
				<label htmlFor="course-level" className="font-medium">
					Level
				</label>
				<select
					id="course-level"
					name="level"
					defaultValue={query.level}
					onChange={submitOnChange}
					className={controlClass}
				>
					<option value="">All levels</option>
					{COURSE_LEVELS.map((level) => (
						<option key={level}>{level}</option>
					))}
				</select>
			</div>
			<Button className="sm:col-span-2 lg:col-span-1">Search</Button>
		</Form>
	)
}
