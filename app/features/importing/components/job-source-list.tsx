// The employer's sources, each with its status in words and what can be done with it. Every
// button is a plain form post; removing asks again inside a <details>, so it works without script.
import { Form } from 'react-router'
import { Button } from '../../../ui/button.tsx'
import type { SourceKind } from '../imported-job.ts'
import { SOURCE_KIND_LABELS } from '../job-source-schemas.ts'
import type { SourceState } from '../source-status.ts'

export type ListedSource = {
	id: number
	url: string
	kind: SourceKind
	industry: string
	companyName: string | null
	paused: boolean
	pauseReason: 'employer' | 'failures' | null
	state: SourceState
	status: string
	lastProblems: string[]
}

const STATE_LABELS: Record<SourceState, { text: string; className: string }> = {
	paused: { text: 'Paused', className: 'bg-gray-100 text-gray-800' },
	'waiting-approval': { text: 'Waiting for approval', className: 'bg-amber-100 text-amber-900' },
	failing: { text: 'Last sync failed', className: 'bg-red-100 text-red-800' },
	'waiting-first-sync': { text: 'Waiting for first sync', className: 'bg-blue-100 text-blue-900' },
	synced: { text: 'Synced', className: 'bg-green-100 text-green-900' },
}

/** Problems shown at once; the rest are counted. */
const SHOWN_PROBLEMS = 10

export function JobSourceList({ sources }: { sources: ListedSource[] }) {
	if (!sources.length) {
		return <p className="mt-3 text-gray-700">You have no sources yet. Add one below and we fetch its jobs for you.</p>
	}
	return (
		<ul className="mt-4 flex flex-col gap-4">
			{sources.map((source) => (
				<li
					key={source.id}
					id={`source-${source.id}`}
					className="rounded-lg border border-gray-200 bg-white p-5 shadow-sm"
				>
					<div className="flex flex-wrap items-start justify-between gap-2">
						<div className="min-w-0">
							<h3 className="font-semibold break-all">{source.url}</h3>
							<p className="text-sm text-gray-700">
								{SOURCE_KIND_LABELS[source.kind]} · {source.industry}
								{source.companyName ? ` · ${source.companyName}` : ''}
							</p>
						</div>
						<span className={`rounded-full px-3 py-1 text-sm font-medium ${STATE_LABELS[source.state].className}`}>
							{STATE_LABELS[source.state].text}
						</span>
					</div>
					<p className="mt-3 text-gray-900" data-testid="source-status">
						{source.status}
					</p>
					{source.lastProblems.length ? (
						<details className="mt-2 text-sm">
							<summary className="cursor-pointer text-gray-800">
								{source.lastProblems.length} {source.lastProblems.length === 1 ? 'job' : 'jobs'} could not be imported
								as they are
							</summary>
							<ul className="mt-2 list-disc pl-5 text-gray-700">
								{source.lastProblems.slice(0, SHOWN_PROBLEMS).map((problem, index) => (
									<li key={index}>{problem}</li>
								))}
								{source.lastProblems.length > SHOWN_PROBLEMS ? (
									<li>and {source.lastProblems.length - SHOWN_PROBLEMS} more</li>
								) : null}
							</ul>
						</details>
					) : null}
					<div className="mt-4 flex flex-wrap items-start gap-3">
						<SourceAction id={source.id} intent="sync" label="Sync now" />
						{source.paused ? (
							<SourceAction id={source.id} intent="resume" label="Resume" />
						) : (
							<SourceAction id={source.id} intent="pause" label="Pause" />
						)}
						<details>
							<summary className="inline-block cursor-pointer rounded-md border border-red-300 px-3 py-1.5 text-sm font-semibold text-red-800 hover:bg-red-50">
								Remove
							</summary>
							<div className="mt-2 max-w-md text-sm text-gray-800">
								<p>Its jobs leave the listing, unless another of your sources lists them or you posted them here.</p>
								<SourceAction id={source.id} intent="remove" label="Remove this source" danger />
							</div>
						</details>
					</div>
				</li>
			))}
		</ul>
	)
}

function SourceAction({
	id,
	intent,
	label,
	danger = false,
}: {
	id: number
	intent: 'sync' | 'pause' | 'resume' | 'remove'
	label: string
	danger?: boolean
}) {
	return (
		<Form method="post" className={danger ? 'mt-2' : undefined}>
			<input type="hidden" name="intent" value={intent} />
			<input type="hidden" name="sourceId" value={id} />
			<Button variant={danger ? 'danger' : 'secondary'} size="sm">
				{label}
			</Button>
		</Form>
	)
}
