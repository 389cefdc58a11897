// "Training History" on /profile (docs/product.md §15): the seeker's courses, certifications,
// workshops, seminars and conferences, newest first, each with Edit and Delete, and Add Training
// (a dialog with JavaScript, the page /profile/training/new without).
import { formatLongDate } from '../../../ui/format.ts'
import {
	MAX_TRAINING_PER_USER,
	TRAINING_FAILED,
	TRAINING_STATUS_LABELS,
	TRAINING_UPDATE_FAILED,
	type TrainingView,
} from '../skill-schemas.ts'
import { buttonClassName } from '../../../ui/button.tsx'
import { DeleteRecordButton } from './profile-record-delete.tsx'
import { ProfileRecordDialog } from './profile-record-dialog.tsx'
import { TrainingForm, trainingFormPath } from './profile-training-form.tsx'

/** The question asked before a record is deleted, in its dialog and on its page. */
export const trainingDeleteQuestion = (record: Pick<TrainingView, 'id' | 'trainingTitle'>) => ({
	href: `/profile/training/${record.id}/delete`,
	question: `Delete “${record.trainingTitle}” from your training history?`,
	consequence: 'It will no longer be listed on your profile.',
	confirmLabel: 'Yes, delete this training',
})

function TrainingRow({ record }: { record: TrainingView }) {
	const when =
		record.status === 'completed'
			? record.completedDate
				? `Completed ${formatLongDate(record.completedDate)}`
				: TRAINING_STATUS_LABELS.completed
			: TRAINING_STATUS_LABELS.in_progress
	const details = [record.trainingType, record.category, record.duration, when].filter(Boolean)
	return (
		<li className="flex flex-col gap-3 py-4 sm:flex-row sm:items-start sm:justify-between">
			<div className="min-w-0">
				<h3 className="font-semibold break-words text-gray-900">{record.trainingTitle}</h3>
				<p className="text-sm text-gray-800">{record.trainingProvider}</p>
				<p className="text-sm text-gray-700">{details.join(' · ')}</p>
				{record.skillsLearned.length ? (
					<p className="text-sm text-gray-700">Skills learned: {record.skillsLearned.join(', ')}</p>
				) : null}
				{record.certificateUrl ? (
					<a
						href={record.certificateUrl}
						rel="noopener noreferrer nofollow"
						target="_blank"
						className="text-sm font-semibold text-brand-700 underline hover:text-brand-800"
					>
						View certificate<span className="sr-only"> for {record.trainingTitle} (opens in a new tab)</span>
					</a>
				) : null}
			</div>
			<div className="flex shrink-0 gap-2">
				<ProfileRecordDialog
					href={trainingFormPath(record.id)}
					trigger={
						<>
							Edit<span className="sr-only"> {record.trainingTitle}</span>
						</>
					}
					triggerClassName={buttonClassName({ variant: 'secondary', size: 'sm' })}
					title="Edit training"
					description={record.trainingTitle}
					failure={TRAINING_UPDATE_FAILED}
					renderForm={(props) => <TrainingForm {...props} record={record} />}
				/>
				<DeleteRecordButton label="Delete" {...trainingDeleteQuestion(record)} />
			</div>
		</li>
	)
}

export function TrainingSection({ records }: { records: TrainingView[] }) {
	const full = records.length >= MAX_TRAINING_PER_USER
	return (
		<section
			id="training"
			aria-labelledby="training-heading"
			className="mt-8 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<div className="flex flex-wrap items-center justify-between gap-3">
				<h2 id="training-heading" className="text-xl font-semibold">
					Training History
				</h2>
				{full ? null : (
					<ProfileRecordDialog
						href={trainingFormPath()}
						trigger="Add Training"
						triggerClassName={buttonClassName({ size: 'sm' })}
						title="Add training"
						description="A course, certification, workshop, seminar or conference you have taken."
						failure={TRAINING_FAILED}
						renderForm={(props) => <TrainingForm {...props} />}
					/>
				)}
			</div>
			{records.length ? (
				<ul className="mt-2 divide-y divide-gray-200">
					{records.map((record) => (
						<TrainingRow key={record.id} record={record} />
					))}
				</ul>
			) : (
				<p className="mt-3 text-gray-700">
					No training listed yet. Add the courses and certificates employers will want to see, such as food hygiene,
					first aid or a forklift licence.
				</p>
			)}
			{full ? (
				<p className="mt-3 text-sm text-gray-700">
					You have listed {MAX_TRAINING_PER_USER} training records, the most a profile holds. Delete one to add another.
				</p>
			) : null}
		</section>
	)
}
