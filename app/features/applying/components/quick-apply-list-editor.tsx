import { useId, useState } from 'react'
import { QUICK_APPLY_LISTS, type QuickApplyList } from '../quick-apply-draft.ts'
import { addListItem, removeListItem } from '../quick-apply-schema.ts'
import { ErrorList } from '../../../ui/forms.tsx'

/**
 * One of the Quick Apply profile's lists (skills, qualifications). Its items travel as repeated
 * hidden inputs. With JavaScript, Enter in the box or Add adds the item and the remove buttons
 * take it away, here in the page; without it, the same buttons post an `intent` and the server
 * shows the form again with the list changed and everything else as typed.
 */
export function QuickApplyListEditor({
	list,
	title,
	placeholder,
	initialItems,
	initialInput,
	errors,
}: {
	list: QuickApplyList
	title: string
	placeholder: string
	initialItems: string[]
	initialInput: string
	errors: string[]
}) {
	const { kind, inputName, max, maxLength } = QUICK_APPLY_LISTS[list]
	const inputId = useId()
	const [items, setItems] = useState(initialItems)
	const [typed, setTyped] = useState(initialInput)
	const full = items.length >= max

	function add(event: React.SyntheticEvent) {
		event.preventDefault()
		setItems((current) => addListItem(current, typed, max))
		setTyped('')
	}

	return (
		<fieldset>
			<legend className="text-lg font-semibold">{title}</legend>
			{items.map((item) => (
				<input key={item} type="hidden" name={list} value={item} />
			))}
			<label htmlFor={inputId} className="mt-2 block text-sm font-medium text-gray-800">
				Add a {kind}
			</label>
			<div className="mt-1 flex gap-2">
				<input
					id={inputId}
					type="text"
					name={inputName}
					value={typed}
					maxLength={maxLength}
					placeholder={placeholder}
					onChange={(event) => setTyped(event.target.value)}
					onKeyDown={(event) => {
						if (event.key === 'Enter') add(event)
					}}
					className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600"
				/>
				<button
					type="submit"
					name="intent"
					value={`add-${kind}`}
					formNoValidate
					disabled={full}
					onClick={add}
					className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 focus:outline-none focus:ring-2 focus:ring-brand-600 focus:ring-offset-2 disabled:opacity-60"
				>
					Add<span className="sr-only"> {kind}</span>
				</button>
			</div>
			<p className="mt-1 text-sm text-gray-600">
				{full ? `You have added the most ${kind}s a profile takes (${max}).` : `Press Enter or Add. Up to ${max}.`}
			</p>
			{items.length ? (
				<ul className="mt-3 flex flex-wrap gap-2" aria-label={`Your ${kind}s`}>
					{items.map((item) => (
						<li
							key={item}
							className="flex items-center gap-1 rounded-full border border-brand-200 bg-brand-50 py-1 pl-3 pr-1 text-sm text-brand-900"
						>
							<span className="item">{item}</span>
							<button
								type="submit"
								name="intent"
								value={`remove-${kind}:${item}`}
								formNoValidate
								aria-label={`Remove ${item} from your ${kind}s`}
								onClick={(event) => {
									event.preventDefault()
									setItems((current) => removeListItem(current, item))
								}}
								className="flex h-6 w-6 items-center justify-center rounded-full text-brand-800 hover:bg-brand-100 focus:outline-none focus:ring-2 focus:ring-brand-600"
							>
								<span aria-hidden="true">×</span>
							</button>
						</li>
					))}
				</ul>
			) : (
				<p className="mt-3 text-sm text-gray-600">No {kind}s added yet.</p>
			)}
			<ErrorList errors={errors} />
		</fieldset>
	)
}
