// The blog admin's post form (docs/product.md §13): title, excerpt, content, category, tags and
// "Publish immediately". With JavaScript the content has Write and Preview tabs and a formatting
// toolbar; without, a plain textarea and a Preview button that shows the page again with the
// preview. Both previews come from the server, through the one HTML rule (decision 122).
import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { formConstraint } from '../../../ui/form-constraint.ts'
import { useRef, useState } from 'react'
import { Form, Link, useFetcher } from 'react-router'
import { BLOG_CATEGORIES, BlogPostFormSchema } from '../blog-schema.ts'
import { useHydrated } from '../../../ui/use-hydrated.ts'
import { Button } from '../../../ui/button.tsx'
import { ErrorList, Field, FormAlert, listFieldErrors } from '../../../ui/forms.tsx'
import { Toolbar } from './editor-toolbar.tsx'

export type EditorValues = {
	title: string
	excerpt: string
	content: string
	category: string
	tags: string
	published: boolean
}

type Props = {
	/** The post being edited, or null for a new one. */
	postId: number | null
	defaults: EditorValues
	lastResult: SubmissionResult<string[]> | undefined
	/** The server's preview of the content, after the Preview button (no JavaScript). */
	preview: string | null
	pending: boolean
}

export function PostEditor({ postId, defaults, lastResult, preview, pending }: Props) {
	const hydrated = useHydrated()
	const [form, fields] = useForm({
		id: postId ? `edit-post-${postId}` : 'new-post',
		lastResult,
		constraint: formConstraint(BlogPostFormSchema),
		defaultValue: { ...defaults, published: defaults.published ? 'on' : undefined },
		shouldValidate: 'onBlur',
		shouldRevalidate: 'onInput',
		onValidate: ({ formData }) => parseWithZod(formData, { schema: BlogPostFormSchema }),
	})
	const contentRef = useRef<HTMLTextAreaElement>(null)
	const [tab, setTab] = useState<'write' | 'preview'>('write')
	const previewer = useFetcher<{ preview?: string }>()
	const showPreview = () => {
		setTab('preview')
		void previewer.submit({ intent: 'preview', content: contentRef.current?.value ?? '' }, { method: 'post' })
	}
	const contentErrorId = fields.content.errors?.length ? `${fields.content.id}-error` : undefined
	return (
		<Form method="post" className="flex flex-col gap-5" {...getFormProps(form)}>
			<FormAlert title="Error" errors={form.errors} />
			{postId ? <input type="hidden" name="postId" value={postId} /> : null}
			<Field label="Title" inputProps={getInputProps(fields.title, { type: 'text' })} errors={fields.title.errors} />
			<Field
				label="Excerpt"
				inputProps={getInputProps(fields.excerpt, { type: 'text' })}
				errors={fields.excerpt.errors}
			/>
			<div>
				<label htmlFor={fields.content.id} className="block text-sm font-medium text-gray-800">
					Content (Markdown)
				</label>
				{hydrated ? (
					<div role="tablist" aria-label="Content" className="mt-2 flex gap-1 border-b border-gray-200">
						{(['write', 'preview'] as const).map((name) => (
							<button
								key={name}
								type="button"
								role="tab"
								id={`tab-${name}`}
								aria-selected={tab === name}
								aria-controls={`panel-${name}`}
								onClick={name === 'write' ? () => setTab('write') : showPreview}
								className={`-mb-px rounded-t-md border px-4 py-2 text-sm font-semibold ${
									tab === name
										? 'border-gray-200 border-b-white bg-white text-gray-900'
										: 'border-transparent text-gray-700 hover:text-gray-900'
								}`}
							>
								{name === 'write' ? 'Write' : 'Preview'}
							</button>
						))}
					</div>
				) : null}
				<div
					id="panel-write"
					role={hydrated ? 'tabpanel' : undefined}
					aria-labelledby={hydrated ? 'tab-write' : undefined}
					hidden={hydrated && tab !== 'write'}
				>
					{hydrated ? <Toolbar textarea={contentRef} /> : null}
					<textarea
						ref={contentRef}
						{...getTextareaProps(fields.content, { ariaDescribedBy: contentErrorId })}
						key={fields.content.key}
						rows={14}
						className="mt-1 block w-full rounded-md border border-gray-300 px-3 py-2 font-mono text-base shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600 focus:outline-none aria-[invalid]:border-red-600"
					/>
					<p className="mt-1 text-sm text-gray-600">
						Markdown: **bold**, _italic_, ## heading, - list, [link](https://…). Scripts and unsafe links are removed
						when saved.
					</p>
					<ErrorList id={contentErrorId} errors={fields.content.errors} />
				</div>
				{hydrated ? (
					<div
						id="panel-preview"
						role="tabpanel"
						aria-labelledby="tab-preview"
						hidden={tab !== 'preview'}
						className="min-h-32 rounded-b-md border border-t-0 border-gray-200 p-4"
					>
						{previewer.state !== 'idle' ? (
							<p className="text-gray-600">Loading preview…</p>
						) : previewer.data?.preview ? (
							<div className="blog-content" dangerouslySetInnerHTML={{ __html: previewer.data.preview }} />
						) : (
							<p className="text-gray-600">Nothing to preview yet.</p>
						)}
					</div>
				) : (
					<>
						<Button type="submit" name="intent" value="preview" variant="secondary" className="mt-2" formNoValidate>
							Preview
						</Button>
						{preview !== null ? (
							<section aria-labelledby="preview-heading" className="mt-4 rounded-md border border-gray-200 p-4">
								<h3 id="preview-heading" className="text-sm font-semibold text-gray-600">
									Preview
								</h3>
								<div className="blog-content mt-2" dangerouslySetInnerHTML={{ __html: preview }} />
							</section>
						) : null}
					</>
				)}
			</div>
			<div>
				<label htmlFor={fields.category.id} className="block text-sm font-medium text-gray-800">
					Category
				</label>
				<select
					id={fields.category.id}
					name={fields.category.name}
					defaultValue={fields.category.initialValue ?? 'Career Advice'}
					key={fields.category.key}
					className="mt-1 block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-base"
				>
					{BLOG_CATEGORIES.map((category) => (
						<option key={category}>{category}</option>
					))}
				</select>
				<ErrorList errors={fields.category.errors} />
			</div>
			<Field
				label="Tags (separated by commas)"
				inputProps={getInputProps(fields.tags, { type: 'text', ariaInvalid: 'allErrors' })}
				errors={listFieldErrors(fields.tags)}
			/>
			<label className="flex items-center gap-3">
				<input
					{...getInputProps(fields.published, { type: 'checkbox' })}
					role="switch"
					className="size-5 accent-brand-700"
				/>
				<span className="font-medium">Publish immediately</span>
			</label>
			<div className="flex flex-wrap gap-3">
				<Button type="submit" name="intent" value="save" size="lg" disabled={pending}>
					{pending ? 'Saving…' : postId ? 'Update Post' : 'Create Post'}
				</Button>
				<Link
					to="/blog-admin"
					className="rounded-md border border-gray-300 bg-white px-5 py-2.5 font-semibold text-gray-900 hover:bg-gray-50"
				>
					Cancel
				</Link>
			</div>
		</Form>
	)
}
