// What an island (island.tsx) needs once it wakes, loaded with its code rather than among the
// scripts of the page around it (decision 242).
import { useLayoutEffect } from 'react'

const CONTROLS = 'input, select, textarea'

/** The dormant island as it was when it woke: its HTML, what had focus, and a form held back. */
export type Snapshot = {
	container: HTMLElement
	active: Element | null
	submit?: { form: HTMLFormElement; submitter: HTMLElement | null }
	/** An element marked `data-waits-for-code` pressed before the code was there. */
	click?: HTMLElement
}

/**
 * Once the island is drawn afresh: the visitor's form controls, the disclosures they opened, their
 * focus, a form they sent and a press held back are carried from the old HTML to the new (in
 * document order, anything else by its place).
 */
export function Restore({ id, snapshotRef }: { id: string; snapshotRef: React.RefObject<Snapshot | null> }) {
	useLayoutEffect(() => {
		const old = snapshotRef.current
		const container = document.getElementById(id)
		snapshotRef.current = null
		if (!old || !container) return
		// Matched in document order: the same data draws the same forms and controls.
		const pairs = new Map<Element, Element | undefined>()
		for (const selector of [CONTROLS, 'form', 'details']) {
			const after = container.querySelectorAll(selector)
			old.container.querySelectorAll(selector).forEach((element, index) => pairs.set(element, after[index]))
		}
		for (const [control, now] of pairs) {
			if (control instanceof HTMLDetailsElement && now instanceof HTMLDetailsElement) now.open = control.open
			if (!(control instanceof HTMLInputElement || control instanceof HTMLSelectElement)) continue
			if (!(now instanceof HTMLInputElement || now instanceof HTMLSelectElement) || now.name !== control.name) continue
			if (control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio'))
				(now as HTMLInputElement).checked = control.checked
			else now.value = control.value
		}
		// Anything else by its place, should it still be there.
		const counterpart = (element: Element | null | undefined) => {
			if (!element || !old.container.contains(element)) return null
			if (pairs.has(element)) return pairs.get(element) ?? null
			let found: Element | null | undefined = container
			const path: number[] = []
			for (let node: Element | null = element; node && node !== old.container; node = node.parentElement)
				path.unshift(Array.prototype.indexOf.call(node.parentElement?.children ?? [], node))
			for (const index of path) found = found?.children[index]
			return found?.tagName === element.tagName ? found : null
		}
		const focused = counterpart(old.active)
		if (focused instanceof HTMLElement) {
			focused.focus({ preventScroll: true })
			const typed = old.active as HTMLInputElement
			if (focused instanceof HTMLInputElement && typed.selectionStart !== null)
				focused.setSelectionRange(typed.selectionStart, typed.selectionEnd)
		}
		const form = counterpart(old.submit?.form)
		const sent = old.submit?.submitter
		const submitter =
			form instanceof HTMLFormElement && sent instanceof HTMLButtonElement
				? Array.from(form.elements).find(
						(button) => button instanceof HTMLButtonElement && button.name === sent.name && button.value === sent.value,
					)
				: undefined
		// After React has put its handlers on the new HTML.
		if (form instanceof HTMLFormElement)
			setTimeout(() => form.requestSubmit(submitter as HTMLButtonElement | undefined))
		const pressed = counterpart(old.click)
		if (pressed instanceof HTMLElement) setTimeout(() => pressed.click())
	}, [id, snapshotRef])
	return null
}
