// The pieces of /api/docs: one call with its parameters, bodies and answers, and a schema as a
// list of fields. Plain HTML (details/summary opens without JavaScript), narrow enough for a phone.
// The `…Html` texts are the document's Markdown rendered on the server (markdown.server.ts).
import type { AnswerView, FieldRow, OperationView, SchemaView } from '../reference-page.server.ts'

const METHOD_COLOURS: Record<string, string> = {
	GET: 'bg-blue-100 text-blue-900',
	POST: 'bg-green-100 text-green-900',
	PATCH: 'bg-amber-100 text-amber-900',
	DELETE: 'bg-red-100 text-red-900',
}

export const schemaAnchor = (name: string) => `schema-${name}`

/** Server-rendered Markdown (inline unless `as` says otherwise). */
export function Html({
	html,
	as = 'span',
	className,
}: {
	html: string
	as?: 'span' | 'p' | 'div'
	className?: string
}) {
	const Tag = as
	return <Tag className={className} dangerouslySetInnerHTML={{ __html: html }} />
}

function TypeText({ type, schemaName }: { type: string; schemaName: string | null }) {
	if (!schemaName) return <code className="text-gray-800">{type}</code>
	const [before, after] = type.split(schemaName)
	return (
		<code className="text-gray-800">
			{before}
			<a className="text-blue-800 underline" href={`#${schemaAnchor(schemaName)}`}>
				{schemaName}
			</a>
			{after}
		</code>
	)
}

export function Fields({ fields }: { fields: FieldRow[] }) {
	return (
		<ul className="mt-1 space-y-1 border-l-2 border-gray-200 pl-3">
			{fields.map((field) => (
				<li key={field.name} className="break-words">
					<code className="font-semibold">{field.name}</code>{' '}
					<TypeText type={field.type} schemaName={field.schemaName} />
					{field.required ? <span className="text-gray-700"> required</span> : null}
					{field.descriptionHtml ? (
						<span className="text-gray-700">
							: <Html html={field.descriptionHtml} />
						</span>
					) : null}
					{field.fields.length ? <Fields fields={field.fields} /> : null}
				</li>
			))}
		</ul>
	)
}

function SchemaBlock({ schema }: { schema: SchemaView }) {
	return (
		<div className="text-sm">
			<TypeText type={schema.type} schemaName={schema.schemaName} />
			{schema.fields.length ? <Fields fields={schema.fields} /> : null}
		</div>
	)
}

function Answer({ answer }: { answer: AnswerView }) {
	return (
		<li className="py-2">
			<p>
				<strong>{answer.status}</strong> <Html html={answer.descriptionHtml} />
				{answer.contentType && answer.contentType !== 'application/json' ? (
					<span className="text-gray-700"> ({answer.contentType})</span>
				) : null}
				{answer.headers.length ? <span className="text-gray-700"> Headers: {answer.headers.join(', ')}.</span> : null}
			</p>
			{answer.schema ? <SchemaBlock schema={answer.schema} /> : null}
		</li>
	)
}

export function Operation({ operation }: { operation: OperationView }) {
	const headingId = `${operation.id}-title`
	return (
		<details id={operation.id} className="rounded border border-gray-300 bg-white">
			<summary className="cursor-pointer p-3">
				<span
					className={`mr-2 inline-block rounded px-2 py-0.5 text-xs font-bold ${METHOD_COLOURS[operation.method] ?? ''}`}
				>
					{operation.method}
				</span>
				<code className="break-all font-semibold">{operation.path}</code>
				<Html className="block text-gray-800" html={operation.summaryHtml} />
			</summary>
			<section aria-labelledby={headingId} className="space-y-4 border-t border-gray-200 p-3">
				<h4 id={headingId} className="sr-only">
					{operation.method} {operation.path}
				</h4>
				{operation.descriptionHtml ? <Html as="div" className="prose-api" html={operation.descriptionHtml} /> : null}
				<p>
					<strong>Who:</strong> <Html html={operation.authHtml} />
				</p>
				{operation.parameters.length ? (
					<div>
						<h5 className="font-semibold">Parameters</h5>
						<ul className="mt-1 space-y-1">
							{operation.parameters.map((parameter) => (
								<li key={`${parameter.in}-${parameter.name}`} className="break-words text-sm">
									<code className="font-semibold">{parameter.name}</code>{' '}
									<span className="text-gray-700">in {parameter.in}</span> <code>{parameter.type}</code>
									{parameter.required ? <span className="text-gray-700"> required</span> : null}
									{parameter.descriptionHtml ? (
										<span className="text-gray-700">
											: <Html html={parameter.descriptionHtml} />
										</span>
									) : null}
								</li>
							))}
						</ul>
					</div>
				) : null}
				{operation.body ? (
					<div>
						<h5 className="font-semibold">Body{operation.body.required ? '' : ' (optional)'}</h5>
						{operation.body.descriptionHtml ? (
							<Html as="p" className="text-sm" html={operation.body.descriptionHtml} />
						) : null}
						{operation.body.contents.map((content) => (
							<div key={content.contentType} className="mt-2">
								<p className="text-sm text-gray-700">{content.contentType}</p>
								<SchemaBlock schema={content.schema} />
							</div>
						))}
					</div>
				) : null}
				<div>
					<h5 className="font-semibold">Answers</h5>
					<ul className="divide-y divide-gray-200">
						{operation.answers.map((answer) => (
							<Answer key={answer.status} answer={answer} />
						))}
					</ul>
				</div>
			</section>
		</details>
	)
}
