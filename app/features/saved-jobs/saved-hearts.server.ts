// The save hearts of a shared page made one person's (decision 239): the page is rendered for
// everyone with every heart unsaved, and the hearts of the jobs this person saved are turned into
// the "remove" form `SaveJobButton` draws for a saved job. The markup is the component's; the test
// beside this file renders both forms of it and fails if they drift apart.

/** A heart: its form (the job's id in its action) and button, as SaveJobButton draws it. */
const HEART = /<form\b[^>]*\baction="\/jobs\/(\d+)\/save"[^>]*>[\s\S]*?<\/form>/g

/** The ids of the jobs whose hearts the page shows, in order. */
export function heartJobIds(html: string) {
	return [...html.matchAll(HEART)].map((match) => Number(match[1]))
}

/** The page with the hearts of `saved` jobs pressed: the remove form, as for a saved job. */
export function markSavedHearts(html: string, saved: ReadonlySet<number>) {
	if (saved.size === 0) return html
	return html.replace(HEART, (heart, id: string) => (saved.has(Number(id)) ? pressed(heart) : heart))
}

function pressed(heart: string) {
	return heart
		.replace(
			'value="save" aria-pressed="false" aria-label="Save ',
			'value="unsave" aria-pressed="true" aria-label="Remove ',
		)
		.replace(/(aria-label="Remove [^"]*)"/, '$1 from saved jobs"')
		.replace('<span aria-hidden="true">Save</span>', '<span aria-hidden="true">Saved</span>')
}
