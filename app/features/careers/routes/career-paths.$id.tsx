// One career path (/career-paths/{id}, "View details"): its facts, courses and milestones with
// their descriptions, Edit and Delete, and "Add a milestone". Its action takes the milestones'
// tick and remove forms, from here and from /career-paths, moving the path's status with them,
// and the add form (decision 151).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect, useNavigation } from 'react-router'
import { BackToPaths } from '../components/career-path-form.tsx'
import { AddMilestoneForm } from '../components/milestone-form.tsx'
import { MilestoneList, PathActions, PathDetails, pathName, StatusBadge } from '../components/career-path-card.tsx'
import { ErrorPage } from '../../../ui/error-page.tsx'
import { WrongAccountPage } from '../../../ui/wrong-account.tsx'
import { emContext } from '../../../context.ts'
import { requireSeeker } from '../../../platform/auth.server.ts'
import { parseRecordId } from '../../../platform/route-params.ts'
import { toastHeaders } from '../../../platform/toast.server.ts'
import { careerPathOf } from '../career-paths.server.ts'
import {
	addMilestone,
	deleteMilestone,
	MilestoneLimitError,
	MilestoneNotOwnError,
	setMilestoneDone,
} from '../career-milestones.server.ts'
import { accessRefusalOf } from '../../../platform/access.ts'
import {
	CHECK_FIELDS,
	MAX_MILESTONES_PER_PATH,
	MILESTONE_LIMIT_MESSAGE,
	MILESTONE_NOT_FOUND,
	MilestoneSchema,
	RemoveFormSchema,
	PATH_NOT_FOUND,
	PATHS_FOR_SEEKERS,
	STATUS_LABELS,
	TickFormSchema,
} from '../career-path-schemas.ts'
import { formatLongDate } from '../../../ui/format.ts'
import type { Route } from './+types/career-paths.$id'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: PATHS_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const path = id === null ? null : await careerPathOf(context.get(emContext), user, id)
	if (!path) throw data(PATH_NOT_FOUND, { status: 404 })
	return { path }
}

const backTo = (pathId: number, returnTo: 'list' | 'details') =>
	returnTo === 'list' ? `/career-paths#path-${pathId}` : `/career-paths/${pathId}`

/**
 * The milestones' forms: `tick` (ticked or unticked, the path's status in the toast), `add` (the
 * seeker's own milestone) and `remove` (one they added); back where the form was.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PATHS_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	if (id === null) throw data(PATH_NOT_FOUND, { status: 404 })
	const em = context.get(emContext)
	const form = await request.formData()
	const intent = form.get('intent')
	if (intent === 'add') {
		const submission = parseWithZod(form, { schema: MilestoneSchema })
		if (submission.status !== 'success') {
			return data({ result: submission.reply({ formErrors: [CHECK_FIELDS] }) }, { status: 400 })
		}
		try {
			const path = await addMilestone(em, user, id, submission.value)
			if (!path) throw data(PATH_NOT_FOUND, { status: 404 })
			return redirect(`/career-paths/${id}`, {
				headers: await toastHeaders({ title: 'Milestone added', description: submission.value.title }),
			})
		} catch (error) {
			if (!(error instanceof MilestoneLimitError)) throw error
			return data({ result: submission.reply({ formErrors: [error.message] }) }, { status: 409 })
		}
	}
	if (intent === 'remove') {
		const submission = parseWithZod(form, { schema: RemoveFormSchema })
		if (submission.status !== 'success') throw data('This action could not be understood.', { status: 400 })
		const { milestoneId, returnTo } = submission.value
		try {
			if (!(await deleteMilestone(em, user, id, milestoneId))) throw data(MILESTONE_NOT_FOUND, { status: 404 })
		} catch (error) {
			if (!(error instanceof MilestoneNotOwnError)) throw error
			throw data(error.message, { status: 409 })
		}
		return redirect(backTo(id, returnTo), { headers: await toastHeaders({ title: 'Milestone removed' }) })
	}
	const submission = parseWithZod(form, { schema: TickFormSchema })
	if (submission.status !== 'success') throw data('This action could not be understood.', { status: 400 })
	const { milestoneId, isCompleted, returnTo } = submission.value
	const path = await setMilestoneDone(em, user, id, milestoneId, isCompleted)
	if (!path) throw data(MILESTONE_NOT_FOUND, { status: 404 })
	const milestone = path.milestones.find((m) => m.id === milestoneId)!
	return redirect(backTo(id, returnTo), {
		headers: await toastHeaders({
			title: isCompleted ? 'Milestone done' : 'Milestone marked not done',
			description: `${milestone.title}. Path: ${STATUS_LABELS[path.progressStatus]}`,
		}),
	})
}

export default function CareerPathPage({ loaderData, actionData }: Route.ComponentProps) {
	const { path } = loaderData
	const navigation = useNavigation()
	const adding = navigation.state === 'submitting' && navigation.formData?.get('intent') === 'add'
	return (
		<div className="mx-auto max-w-3xl px-4 py-10">
			<BackToPaths />
			<div className="mt-4 flex flex-wrap items-start justify-between gap-3">
				<h1 className="text-3xl font-bold break-words">{pathName(path)}</h1>
				<StatusBadge status={path.progressStatus} />
			</div>
			<p className="mt-1 text-sm text-gray-700">Started {formatLongDate(path.createdAt)}</p>
			<section aria-labelledby="path-heading" className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm">
				<h2 id="path-heading" className="text-lg font-semibold">
					The plan
				</h2>
				<PathDetails path={path} />
				<MilestoneList path={path} returnTo="details" />
				<div className="mt-4">
					<PathActions path={path} />
				</div>
			</section>
			<section
				aria-labelledby="add-milestone-heading"
				className="mt-6 rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
			>
				<h2 id="add-milestone-heading" className="text-lg font-semibold">
					Add a milestone
				</h2>
				<p className="mt-1 mb-4 text-sm text-gray-700">
					A step of your own, such as shadowing a shift or a course: it goes before “Apply for … roles”.
				</p>
				{path.milestones.length >= MAX_MILESTONES_PER_PATH ? (
					<p className="text-sm text-gray-700">{MILESTONE_LIMIT_MESSAGE}</p>
				) : (
					<AddMilestoneForm pathId={path.id} lastResult={actionData?.result} pending={adding} />
				)}
			</section>
		</div>
	)
}

export function meta({ loaderData, error }: Route.MetaArgs) {
	if (error) return accessRefusalOf(error) ? [{ title: 'For Job Seekers | Warrington Jobs' }] : []
	const name = loaderData ? pathName(loaderData.path) : 'Career path'
	return [{ title: `${name} | Warrington Jobs` }, { name: 'robots', content: 'noindex' }]
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
	const refusal = accessRefusalOf(error)
	return refusal ? <WrongAccountPage refusal={refusal} /> : <ErrorPage error={error} />
}
