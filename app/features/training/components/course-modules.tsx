import { Link } from 'react-router'
import type { ModuleView } from '../course-catalogue.server.ts'
import { minutesText } from '../course-format.ts'

/** The course's modules in order; an enrolled learner sees which are done and opens each. */
export function CourseModules({
	courseId,
	modules,
	done,
	enrolled,
}: {
	courseId: number
	modules: ModuleView[]
	done: number[]
	enrolled: boolean
}) {
	return (
		<section aria-labelledby="modules-heading" className="mt-8">
			<h2 id="modules-heading" className="text-xl font-semibold">
				Modules
			</h2>
			<ol className="mt-4 space-y-3">
				{modules.map((module) => {
					const isDone = done.includes(module.id)
					return (
						<li key={module.id} className="rounded-lg border border-gray-200 bg-white p-4">
							<div className="flex flex-wrap items-baseline justify-between gap-2">
								<h3 className="font-semibold">
									<span className="text-gray-600">{module.orderIndex}. </span>
									{enrolled ? (
										<Link to={`/training/${courseId}/modules/${module.id}`} className="text-brand-700 underline">
											{module.title}
										</Link>
									) : (
										module.title
									)}
								</h3>
								<p className="text-sm text-gray-700">
									{minutesText(module.durationMinutes)} · {module.isRequired ? 'Required' : 'Optional'}
									{enrolled ? (
										<span className={isDone ? 'ml-2 font-semibold text-green-800' : 'ml-2 text-gray-700'}>
											{isDone ? '✓ Done' : 'Not done yet'}
										</span>
									) : null}
								</p>
							</div>
							<p className="mt-1 text-gray-700">{module.description}</p>
						</li>
					)
				})}
			</ol>
		</section>
	)
}
