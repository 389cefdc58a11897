import { useEffect, useId, useRef, useState } from 'react'
import { useHydrated } from './use-hydrated.ts'

/**
 * A link to a page holding a form, which once JavaScript runs opens the same form in a modal
 * <dialog> instead (the custom application, the job preferences). A click with a modifier key
 * still follows the link. Focus goes to the first field on opening and back to the link on
 * closing (Escape or the Close button). `children` gets a way to close the dialog and how many
 * times it has been opened, so a form can start afresh on each opening.
 */
export function PageDialog({
	href,
	trigger,
	triggerClassName,
	title,
	description,
	widthClassName,
	children,
}: {
	href: string
	trigger: React.ReactNode
	triggerClassName: string
	title: string
	description: React.ReactNode
	widthClassName: string
	children: (close: () => void, opened: number) => React.ReactNode
}) {
	const hydrated = useHydrated()
	// The dialog element as state rather than a ref: the close function handed to `children` uses it.
	const [dialog, setDialog] = useState<HTMLDialogElement | null>(null)
	const triggerRef = useRef<HTMLAnchorElement>(null)
	const titleId = useId()
	const [opened, setOpened] = useState(0)

	function open(event: React.MouseEvent) {
		if (!dialog || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return
		event.preventDefault()
		setOpened((count) => count + 1)
		dialog.showModal()
	}
	// Once the form is in place (a fresh one, when it is keyed by `opened`), focus its first field.
	useEffect(() => {
		if (opened) dialog?.querySelector<HTMLElement>('input:not([type=hidden]):not([tabindex="-1"])')?.focus()
	}, [opened, dialog])
	const close = () => dialog?.close()

	return (
		<>
			{/* In an island not yet awake, a press waits for the code and then opens the dialog. */}
			<a ref={triggerRef} href={href} onClick={open} className={triggerClassName} data-waits-for-code="">
				{trigger}
			</a>
			{hydrated ? (
				<dialog
					ref={setDialog}
					aria-labelledby={titleId}
					onClose={() => triggerRef.current?.focus()}
					className={`m-auto w-[calc(100%-2rem)] ${widthClassName} rounded-lg bg-white p-0 text-gray-900 shadow-xl backdrop:bg-gray-900/60`}
				>
					<div className="flex items-start justify-between gap-4 border-b border-gray-200 px-6 py-4">
						<div>
							<h2 id={titleId} className="text-lg font-semibold">
								{title}
							</h2>
							<p className="text-sm text-gray-700">{description}</p>
						</div>
						<button
							type="button"
							onClick={close}
							className="rounded-md px-2 py-1 text-sm font-semibold text-gray-700 hover:bg-gray-100 focus:outline-none focus:ring-2 focus:ring-brand-600"
						>
							Close
						</button>
					</div>
					<div className="max-h-[75vh] overflow-y-auto px-6 py-4">{children(close, opened)}</div>
				</dialog>
			) : null}
		</>
	)
}
