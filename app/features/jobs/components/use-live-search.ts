// The listing's search form with JavaScript: a changed control sends the form at once and the
// results update in place. The form is the hero's; the filters and the sort join it by `form=`.
import { useEffect, useRef } from 'react'
import { useSubmit } from 'react-router'
import type { ListingQuery } from './listing-filters.tsx'

export const SEARCH_FORM = 'job-search'
/**
 * The area dropdown's placeholder. "All Warrington" is the empty value too, so the placeholder
 * has a value of its own to be the one shown; being disabled, it is never sent.
 */
export const AREA_PLACEHOLDER = 'select-area'
const TYPING_DELAY_MS = 400

/** The form's values as a URL query: empty values, the default sort and a radius with no postcode left out. */
function searchParamsOf(form: HTMLFormElement) {
	const data = new FormData(form)
	const measuring = String(data.get('near') ?? '').trim() !== ''
	const params = new URLSearchParams()
	for (const [name, value] of data) {
		if (typeof value !== 'string' || value.trim() === '') continue
		if (name === 'sort' && (value === 'relevance' || (value === 'distance' && !measuring))) continue
		if (name === 'radius' && !measuring) continue
		params.append(name, value)
	}
	return params
}

/**
 * With JavaScript, a changed control sends the form at once (the text box after a pause in
 * typing) and the results update in place; without it, Find Jobs, Apply filters and Sort send
 * the same GET form. Back and forward bring the controls in line with the URL again.
 */
export function useLiveSearch(query: ListingQuery) {
	const formRef = useRef<HTMLFormElement>(null)
	const submit = useSubmit()
	const typingTimer = useRef<ReturnType<typeof setTimeout>>(undefined)
	const shownQuery = useRef(query)

	useEffect(() => () => clearTimeout(typingTimer.current), [])

	// A control changed before the listing's code arrived is sent as it would have been.
	useEffect(() => {
		const changed = Array.from(formRef.current?.elements ?? []).filter(changedByVisitor)
		if (changed.some((control) => control.name !== 'search' && control.name !== 'near')) send()
		else if (changed.some((control) => control.name === 'search'))
			typingTimer.current = setTimeout(() => send({ replace: true }), TYPING_DELAY_MS)
		// Once, as the listing is first drawn.
		// eslint-disable-next-line react-hooks/exhaustive-deps
	}, [])

	useEffect(() => {
		const form = formRef.current
		if (!form || shownQuery.current === query) return
		shownQuery.current = query
		for (const element of Array.from(form.elements)) {
			if (element instanceof HTMLInputElement) {
				if (element.type === 'checkbox')
					element.checked = (query[element.name as 'jobType' | 'industry'] ?? []).includes(element.value)
				else if (element.type === 'radio')
					element.checked = query[element.name as 'datePosted' | 'salaryMin'] === element.value
				// The text box being typed in keeps what the person is typing.
				else if ((element.name === 'search' || element.name === 'near') && element !== document.activeElement)
					element.value = query[element.name]
			} else if (element instanceof HTMLSelectElement) {
				element.value =
					element.name === 'location'
						? query.location || AREA_PLACEHOLDER
						: element.name === 'radius'
							? query.radius
							: query.sort
			}
		}
	}, [query])

	function send(options: { replace?: boolean } = {}) {
		clearTimeout(typingTimer.current)
		const form = formRef.current
		if (!form) return
		submit(searchParamsOf(form), { method: 'get', action: '/', preventScrollReset: true, replace: options.replace })
	}

	function onChange(event: React.FormEvent<HTMLDivElement>) {
		const target = event.target as HTMLInputElement | HTMLSelectElement
		if (target.form?.id !== SEARCH_FORM) return
		// A postcode goes with Enter or Find Jobs: half of one is not worth a search, or an error.
		if (target.name === 'near') return
		if (target.name === 'search') {
			clearTimeout(typingTimer.current)
			// Typing replaces the history entry rather than adding one per pause.
			typingTimer.current = setTimeout(() => send({ replace: true }), TYPING_DELAY_MS)
		} else {
			send()
		}
	}

	function onSubmit(event: React.FormEvent<HTMLFormElement>) {
		event.preventDefault()
		send()
	}

	return { formRef, onChange, onSubmit }
}

/** Whether the visitor has changed a control from what the page drew it with. */
function changedByVisitor(element: Element): element is HTMLInputElement | HTMLSelectElement {
	if (element instanceof HTMLSelectElement)
		return Array.from(element.options).some((option) => option.selected !== option.defaultSelected)
	if (!(element instanceof HTMLInputElement)) return false
	if (element.type === 'checkbox' || element.type === 'radio') return element.checked !== element.defaultChecked
	return element.value !== element.defaultValue
}
