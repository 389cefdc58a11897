// An application's stage on the employer's dashboard (§22.49, decision 161): the links that show
// only the applications at one stage, and each application's stage with the form that moves it,
// a plain form post that works without JavaScript.
import { getFormProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { Form, Link, useNavigation } from 'react-router'
import { APPLICATION_STAGES, STAGE_LABELS, StageMoveSchema, type ApplicationStage } from '../application-stages.ts'
import { formatLongDate } from '../../../ui/format.ts'
import { Button } from '../../../ui/button.tsx'
import { ErrorList } from '../../../ui/forms.tsx'
import { applicationsUrl } from './dashboard-tabs.ts'

/** A move the server refused (a note too long, with JavaScript off), shown on its application's form. */
export type FailedMove = { applicationId: number; result: SubmissionResult<string[]> } | null

type StagedApplication = {
	id: number
	applicantName: string
	stage: ApplicationStage | null
	stageChangedAt: string | null
	stageNote: string | null
	stageHistory: { stage: ApplicationStage; note: string | null; changedAt: string }[]
}

const controlClass =
	'mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-red-600'

/** All, then each stage with how many applications are at it; the one shown is marked current. */
export function StageFilter({
	jobId,
	shown,
	counts,
}: {
	jobId: number
	shown: ApplicationStage | null
	counts: Record<ApplicationStage, number>
}) {
	const total = APPLICATION_STAGES.reduce((sum, stage) => sum + counts[stage], 0)
	const choices: { stage: ApplicationStage | null; label: string; count: number }[] = [
		{ stage: null, label: 'All', count: total },
		...APPLICATION_STAGES.map((stage) => ({ stage, label: STAGE_LABELS[stage], count: counts[stage] })),
	]
	return (
		<nav aria-label="Show applications by stage" className="mt-3">
			<ul className="flex flex-wrap gap-2">
				{choices.map((choice) => (
					<li key={choice.label}>
						<Link
							to={`${applicationsUrl(jobId, choice.stage)}#job-${jobId}-applications`}
							preventScrollReset
							aria-current={shown === choice.stage ? 'page' : undefined}
							className={`inline-block rounded-full border px-3 py-1 text-sm font-medium ${shown === choice.stage ? 'border-brand-700 bg-brand-700 text-white' : 'border-gray-300 bg-white text-gray-800 hover:border-brand-600'}`}
						>
							{choice.label} ({choice.count})
						</Link>
					</li>
				))}
			</ul>
		</nav>
	)
}

/** Where the application stands, its moves, and the form that moves it. */
export function StageControl({
	application,
	shown,
	failed,
}: {
	application: StagedApplication
	/** The stage the list is filtered by, kept after the move. */
	shown: ApplicationStage | null
	failed: FailedMove
}) {
	const formId = `stage-${application.id}`
	const [form, fields] = useForm({
		id: formId,
		lastResult: failed?.applicationId === application.id ? failed.result : undefined,
		constraint: formConstraint(StageMoveSchema),
		defaultValue: { stage: application.stage ?? 'received' },
		shouldValidate: 'onSubmit',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: StageMoveSchema }),
	})
	const navigation = useNavigation()
	const busy = navigation.state === 'submitting' && navigation.formData?.get('applicationId') === String(application.id)
	return (
		<div className="mt-3 rounded-md bg-gray-50 p-3">
			<p className="text-sm">
				<span className="font-medium text-gray-800">Stage: </span>
				<span className="font-semibold" data-stage>
					{STAGE_LABELS[application.stage ?? 'received']}
				</span>
				{application.stageChangedAt ? (
					<span className="text-gray-700"> since {formatLongDate(application.stageChangedAt)}</span>
				) : (
					<span className="text-gray-700"> (not moved yet)</span>
				)}
			</p>
			{application.stageHistory.length > 0 ? <StageHistory history={application.stageHistory} /> : null}
			<Form method="post" preventScrollReset className="mt-2 flex flex-col gap-2" {...getFormProps(form)}>
				<input type="hidden" name="intent" value="move-stage" />
				<input type="hidden" name="applicationId" value={application.id} />
				{shown ? <input type="hidden" name="shown" value={shown} /> : null}
				<div>
					<label htmlFor={fields.stage.id} className="block text-sm font-medium text-gray-800">
						Move to
					</label>
					<select {...getSelectProps(fields.stage)} className={controlClass}>
						{APPLICATION_STAGES.map((stage) => (
							<option key={stage} value={stage}>
								{STAGE_LABELS[stage]}
							</option>
						))}
					</select>
					<ErrorList id={fields.stage.errors?.length ? fields.stage.errorId : undefined} errors={fields.stage.errors} />
				</div>
				<div>
					<label htmlFor={fields.note.id} className="block text-sm font-medium text-gray-800">
						Note to {application.applicantName} (optional; they will see it)
					</label>
					<textarea {...getTextareaProps(fields.note)} rows={2} className={controlClass} />
					<ErrorList id={fields.note.errors?.length ? fields.note.errorId : undefined} errors={fields.note.errors} />
				</div>
				<div>
					<Button variant="secondary" size="sm" disabled={busy}>
						{busy ? 'Saving...' : 'Save Stage'}
						<span className="sr-only">: {application.applicantName}</span>
					</Button>
				</div>
			</Form>
		</div>
	)
}

function StageHistory({ history }: { history: StagedApplication['stageHistory'] }) {
	return (
		<details className="mt-1 text-sm">
			<summary className="cursor-pointer text-brand-700 underline">
				{history.length === 1 ? '1 move' : `${history.length} moves`}
			</summary>
			<ol className="mt-1 flex flex-col gap-1 pl-4">
				{history.map((change, index) => (
					<li key={index}>
						{STAGE_LABELS[change.stage]} on {formatLongDate(change.changedAt)}
						{change.note ? <span className="block whitespace-pre-line text-gray-700">“{change.note}”</span> : null}
					</li>
				))}
			</ol>
		</details>
	)
}
