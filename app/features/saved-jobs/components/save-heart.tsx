import { useFetcher } from 'react-router'

/** Where the heart's POST returns when the form names nowhere: the listing's results. */
export const SAVE_RETURNS_TO = '/#jobs'

/**
 * The save heart (docs/product.md §22.1): a form POST of its own to
 * /jobs/{id}/save, so it works before (or without) JavaScript. With JavaScript a fetcher sends
 * it, the heart shows the new state at once, and the redirect back (with its toast) updates the
 * page in place. Signed out, the POST leads to /auth and back to `redirectTo`. On the listing,
 * `redirectTo` is the listing's URL with `#jobs`, so a page reload after a plain POST lands on the
 * results. `labelled` adds the words Save / Saved beside the heart (the job page).
 */
export function SaveJobButton({
	job,
	redirectTo,
	labelled = false,
}: {
	job: { id: number; title: string; saved?: boolean }
	redirectTo: string
	labelled?: boolean
}) {
	const fetcher = useFetcher()
	const pending = fetcher.formData?.get('intent')
	const saved = pending ? pending === 'save' : Boolean(job.saved)
	const action = `/jobs/${job.id}/save`

	function onSubmit(event: React.FormEvent<HTMLFormElement>) {
		event.preventDefault()
		const form = new FormData(event.currentTarget)
		// Without JavaScript the intent is sent as the button's own name and value.
		form.set('intent', saved ? 'unsave' : 'save')
		// In place there is no need to jump back to the results: the redirect keeps the scroll.
		form.set('redirectTo', redirectTo.replace(/#.*$/, ''))
		void fetcher.submit(form, { method: 'post', action, preventScrollReset: true })
	}

	return (
		// A plain form: with JavaScript onSubmit always sends it through the fetcher, so React Router need
		// not find its route ahead on every card (a fetcher.Form would, data-discover).
		<form method="post" action={action} onSubmit={onSubmit} className="save">
			{/* Twenty hearts on the plain listing return where the action returns anyway. */}
			{redirectTo === SAVE_RETURNS_TO ? null : <input type="hidden" name="redirectTo" value={redirectTo} />}
			{/* The heart is a CSS mask (app.css), outlined or, while pressed, filled. */}
			<button
				name="intent"
				value={saved ? 'unsave' : 'save'}
				aria-pressed={saved}
				aria-label={saved ? `Remove ${job.title} from saved jobs` : `Save ${job.title}`}
				className={labelled ? 'heart-labelled' : 'heart'}
			>
				{labelled ? <span aria-hidden="true">{saved ? 'Saved' : 'Save'}</span> : null}
			</button>
		</form>
	)
}
