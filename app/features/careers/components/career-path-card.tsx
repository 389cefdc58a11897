// A career path as /career-paths lists it and /career-paths/{id} shows it (docs/product.md §15):
// current role → target role, pay, timeframe, status, required skills, recommended courses and
// the milestones, each with a tick form (a plain form post; decision 151).
import { Form, Link } from 'react-router'
import type { CareerPathStatus } from '../career-options.ts'
import {
	PATH_UPDATE_FAILED,
	STATUS_LABELS,
	TIMEFRAME_LABELS,
	type CareerPathView,
	type MilestoneView,
} from '../career-path-schemas.ts'
import { formatLongDate, formatPence, formatPounds } from '../../../ui/format.ts'
import { DeleteRecordButton } from '../../profile/components/profile-record-delete.tsx'
import { ProfileRecordDialog } from '../../profile/components/profile-record-dialog.tsx'
import { buttonClassName } from '../../../ui/button.tsx'
import { CareerPathForm, pathFormPath } from './career-path-form.tsx'

const STATUS_STYLES: Record<CareerPathStatus, string> = {
	planning: 'bg-gray-100 text-gray-900',
	in_progress: 'bg-blue-100 text-blue-900',
	completed: 'bg-green-100 text-green-900',
}

export function StatusBadge({ status }: { status: CareerPathStatus }) {
	return (
		<span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[status]}`}>
			{STATUS_LABELS[status]}
		</span>
	)
}

/** "Warehouse Operative → Care Assistant", as a heading's text and a link's name. */
export const pathName = (path: Pick<CareerPathView, 'currentRole' | 'targetRole'>) =>
	`${path.currentRole} → ${path.targetRole}`

/** The question asked before a path is deleted, in its dialog and on its page. */
export const pathDeleteQuestion = (path: Pick<CareerPathView, 'id' | 'currentRole' | 'targetRole'>) => ({
	href: `/career-paths/${path.id}/delete`,
	question: `Delete the path “${pathName(path)}”?`,
	consequence: 'Its milestones and ticks go with it.',
	confirmLabel: 'Yes, delete this path',
})

const salaryText = (value: number | null) => (value === null ? 'not given' : `${formatPounds(value)} a year`)

function PathFacts({ path }: { path: CareerPathView }) {
	return (
		<dl className="mt-3 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-3">
			<div>
				<dt className="font-semibold text-gray-800">Current salary</dt>
				<dd className="text-gray-700">{salaryText(path.currentSalary)}</dd>
			</div>
			<div>
				<dt className="font-semibold text-gray-800">Target salary</dt>
				<dd className="text-gray-700">{salaryText(path.targetSalary)}</dd>
			</div>
			<div>
				<dt className="font-semibold text-gray-800">Timeframe</dt>
				<dd className="text-gray-700">{TIMEFRAME_LABELS[path.timeframe]}</dd>
			</div>
		</dl>
	)
}

/** Where a tick form sends the seeker back to. */
type TickReturn = 'list' | 'details'

function TickForm({
	path,
	milestone,
	returnTo,
}: {
	path: CareerPathView
	milestone: MilestoneView
	returnTo: TickReturn
}) {
	const label = milestone.isCompleted ? 'Mark not done' : 'Mark done'
	return (
		<Form method="post" action={`/career-paths/${path.id}`} preventScrollReset>
			<input type="hidden" name="intent" value="tick" />
			<input type="hidden" name="milestoneId" value={milestone.id} />
			<input type="hidden" name="isCompleted" value={milestone.isCompleted ? 'false' : 'true'} />
			<input type="hidden" name="returnTo" value={returnTo} />
			<button
				type="submit"
				aria-label={`${label}: ${milestone.title}`}
				className={buttonClassName({ variant: milestone.isCompleted ? 'secondary' : 'primary', size: 'sm' })}
			>
				{label}
			</button>
		</Form>
	)
}

/** A milestone the seeker added can be removed (one made from the path follows its fields). */
function RemoveForm({
	path,
	milestone,
	returnTo,
}: {
	path: CareerPathView
	milestone: MilestoneView
	returnTo: TickReturn
}) {
	return (
		<Form method="post" action={`/career-paths/${path.id}`} preventScrollReset>
			<input type="hidden" name="intent" value="remove" />
			<input type="hidden" name="milestoneId" value={milestone.id} />
			<input type="hidden" name="returnTo" value={returnTo} />
			<button
				type="submit"
				aria-label={`Remove: ${milestone.title}`}
				className={buttonClassName({ variant: 'danger-secondary', size: 'sm' })}
			>
				Remove
			</button>
		</Form>
	)
}

export function MilestoneList({ path, returnTo }: { path: CareerPathView; returnTo: TickReturn }) {
	const done = path.milestones.filter((m) => m.isCompleted).length
	return (
		<div className="mt-4">
			<h4 className="font-semibold text-gray-900">
				Milestones ({done} of {path.milestones.length} done)
			</h4>
			<ol className="mt-2 divide-y divide-gray-200 rounded-md border border-gray-200">
				{path.milestones.map((milestone) => (
					<li key={milestone.id} className="flex flex-col gap-2 p-3 sm:flex-row sm:items-center sm:justify-between">
						<div className="min-w-0">
							<p className="font-medium break-words text-gray-900">
								{milestone.isCompleted ? <span aria-hidden="true">✓ </span> : null}
								{milestone.title}
								{milestone.isCompleted ? <span className="sr-only"> (done)</span> : null}
							</p>
							<p className="text-sm text-gray-700">
								{milestone.isCompleted && milestone.completedDate
									? `Done ${formatLongDate(milestone.completedDate)}`
									: milestone.targetDate
										? `Aim for ${formatLongDate(milestone.targetDate)}`
										: null}
							</p>
							{returnTo === 'details' && milestone.description ? (
								<p className="text-sm text-gray-700">{milestone.description}</p>
							) : null}
						</div>
						<div className="flex shrink-0 flex-wrap gap-2">
							<TickForm path={path} milestone={milestone} returnTo={returnTo} />
							{milestone.kind === 'own' ? <RemoveForm path={path} milestone={milestone} returnTo={returnTo} /> : null}
						</div>
					</li>
				))}
			</ol>
		</div>
	)
}

export function PathDetails({ path }: { path: CareerPathView }) {
	return (
		<>
			<PathFacts path={path} />
			<div className="mt-3 text-sm">
				<h4 className="font-semibold text-gray-900">Required skills</h4>
				{path.requiredSkills.length ? (
					<ul className="mt-1 flex flex-wrap gap-2">
						{path.requiredSkills.map((skill) => (
							<li key={skill} className="rounded-full bg-brand-50 px-2.5 py-0.5 text-brand-800">
								{skill}
							</li>
						))}
					</ul>
				) : (
					<p className="text-gray-700">None listed.</p>
				)}
			</div>
			<div className="mt-3 text-sm">
				<h4 className="font-semibold text-gray-900">Recommended courses</h4>
				{path.recommendedCourses.length ? (
					<ul className="mt-1 list-disc pl-5">
						{path.recommendedCourses.map((course) => (
							<li key={course.id}>
								<Link to={`/training/${course.id}`} className="font-semibold text-brand-700 underline">
									{course.title}
								</Link>{' '}
								<span className="text-gray-700">
									{course.provider}, {course.pricePence === 0 ? 'free' : formatPence(course.pricePence)}
								</span>
							</li>
						))}
					</ul>
				) : (
					<p className="text-gray-700">No course in the catalogue teaches these skills yet.</p>
				)}
			</div>
		</>
	)
}

/** Edit (a dialog with JavaScript, the edit page without) and Delete (asks first). */
export function PathActions({ path }: { path: CareerPathView }) {
	const name = pathName(path)
	return (
		<div className="flex flex-wrap gap-2">
			<ProfileRecordDialog
				href={pathFormPath(path.id)}
				trigger={
					<>
						Edit<span className="sr-only"> {name}</span>
					</>
				}
				triggerClassName={buttonClassName({ variant: 'secondary', size: 'sm' })}
				title="Edit career path"
				description={name}
				failure={PATH_UPDATE_FAILED}
				renderForm={(props) => <CareerPathForm {...props} path={path} />}
			/>
			<DeleteRecordButton
				label={
					<>
						Delete<span className="sr-only"> {name}</span>
					</>
				}
				{...pathDeleteQuestion(path)}
			/>
		</div>
	)
}

export function PathCard({ path }: { path: CareerPathView }) {
	return (
		<li id={`path-${path.id}`} className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
			<div className="flex flex-wrap items-start justify-between gap-2">
				<h3 className="text-lg font-semibold break-words text-gray-900">{pathName(path)}</h3>
				<StatusBadge status={path.progressStatus} />
			</div>
			<PathDetails path={path} />
			<MilestoneList path={path} returnTo="list" />
			<div className="mt-4 flex flex-wrap items-center justify-between gap-3">
				<Link to={`/career-paths/${path.id}`} className="font-semibold text-brand-700 underline">
					View details<span className="sr-only"> of {pathName(path)}</span>
				</Link>
				<PathActions path={path} />
			</div>
		</li>
	)
}
