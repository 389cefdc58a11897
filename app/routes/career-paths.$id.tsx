// One career path (/career-paths/{id}, "View details"): its facts, courses and milestones with
// their descriptions, Edit and Delete. Its action takes the milestones' tick forms, from here
// and from /career-paths, and moves the path's status with them (decision 151).
import { parseWithZod } from '@conform-to/zod/v4'
import { data, redirect } from 'react-router'
import { BackToPaths } from '../components/careers/career-path-form.tsx'
import {
	MilestoneList,
	PathActions,
	PathDetails,
	pathName,
	StatusBadge,
} from '../components/careers/career-path-card.tsx'
import { ErrorPage } from '../components/layout/error-page.tsx'
import { WrongAccountPage } from '../components/layout/wrong-account.tsx'
import { emContext } from '../context.ts'
import { requireSeeker } from '../platform/auth.server.ts'
import { parseRecordId } from '../platform/route-params.ts'
import { toastHeaders } from '../platform/toast.server.ts'
import { careerPathOf, setMilestoneDone } from '../services/career-paths.server.ts'
import { accessRefusalOf } from '../utils/access.ts'
import {
	MILESTONE_NOT_FOUND,
	PATH_NOT_FOUND,
	PATHS_FOR_SEEKERS,
	STATUS_LABELS,
	TickFormSchema,
} from '../utils/career-path-schemas.ts'
import { formatLongDate } from '../utils/format.ts'
import type { Route } from './+types/career-paths.$id'

export async function loader({ request, params, context }: Route.LoaderArgs) {
	const user = await requireSeeker(context, request, { message: PATHS_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const path = id === null ? null : await careerPathOf(context.get(emContext), user, id)
	if (!path) throw data(PATH_NOT_FOUND, { status: 404 })
	return { path }
}

/** A milestone ticked or unticked: back where the form was, the path's status in the toast. */
export async function action({ request, params, context }: Route.ActionArgs) {
	const user = await requireSeeker(context, request, { message: PATHS_FOR_SEEKERS })
	const id = parseRecordId(params.id)
	const submission = parseWithZod(await request.formData(), { schema: TickFormSchema })
	if (submission.status !== 'success') throw data('This action could not be understood.', { status: 400 })
	const { milestoneId, isCompleted, returnTo } = submission.value
	const path = id === null ? null : await setMilestoneDone(context.get(emContext), user, id, milestoneId, isCompleted)
	if (!path) throw data(MILESTONE_NOT_FOUND, { status: 404 })
	const milestone = path.milestones.find((m) => m.id === milestoneId)!
	return redirect(returnTo === 'list' ? `/career-paths#path-${path.id}` : `/career-paths/${path.id}`, {
		headers: await toastHeaders({
			title: isCompleted ? 'Milestone done' : 'Milestone marked not done',
			description: `${milestone.title}. Path: ${STATUS_LABELS[path.progressStatus]}`,
		}),
	})
}

export default function CareerPathPage({ loaderData }: Route.ComponentProps) {
	const { path } = loaderData
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
