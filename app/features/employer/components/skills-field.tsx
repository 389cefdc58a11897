// The "Skills" part of the post-a-job form (issue 29, decision 205). Without JavaScript its two
// buttons send the form to the server, which reads the advert again or adds the skill typed and
// answers the same form with everything kept. With JavaScript the list follows the title and
// description as they are typed (POST /api/skills/found), and the add box suggests skills
// (GET /api/skills) as a combobox: arrow keys move through the suggestions, Enter picks one,
// Escape closes them.
import { getInputProps, type FieldMetadata } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { Button } from '../../../ui/button.tsx'
import { ErrorList } from '../../../ui/forms.tsx'
import {
	SKILLS_ACTION,
	SKILLS_ADDED,
	SKILLS_SHOWN,
	WHERE_FOUND,
	withAddedSkill,
	withFoundSkills,
	type SkillChoice,
	type SkillSource,
} from '../../skills/skill-choice.ts'

type Suggestion = { id: number; label: string }

const FOUND_DELAY_MS = 700
const SUGGEST_DELAY_MS = 200

/** Calls `run` once `delay` has passed without another call; the pending call is dropped on unmount. */
function useDebounced<Args extends unknown[]>(run: (...args: Args) => void, delay: number) {
	const timer = useRef<ReturnType<typeof setTimeout>>(undefined)
	useEffect(() => () => clearTimeout(timer.current), [])
	return (...args: Args) => {
		clearTimeout(timer.current)
		timer.current = setTimeout(() => run(...args), delay)
	}
}

export function SkillsField({
	formId,
	initial,
	addField,
	advertInForm = true,
}: {
	formId: string
	/** Whether the form holds the advert (title, description) to read as it is typed. */
	advertInForm?: boolean
	/** The list as the server last answered it (empty before the advert was read). */
	initial: SkillChoice[]
	addField: FieldMetadata<string | undefined>
}) {
	const [choices, setChoices] = useState(initial)
	const [seenInitial, setSeenInitial] = useState(initial)
	if (initial !== seenInitial) {
		setSeenInitial(initial)
		setChoices(initial)
	}
	const [status, setStatus] = useState('')

	async function findSkills(form: HTMLFormElement) {
		const data = new FormData(form)
		const response = await fetch('/api/skills/found', {
			method: 'POST',
			headers: { 'Content-Type': 'application/json' },
			body: JSON.stringify({
				title: String(data.get('title') ?? '').slice(0, 255),
				description: String(data.get('description') ?? '').slice(0, 20_000),
			}),
		}).catch(() => null)
		if (!response?.ok) return
		const found = (await response.json()) as { id: number; label: string; source: SkillSource }[]
		setChoices((previous) => withFoundSkills(previous, found))
		setStatus(`${found.length} ${found.length === 1 ? 'skill' : 'skills'} found in your advert`)
	}
	const findLater = useDebounced(findSkills, FOUND_DELAY_MS)

	// The title and description are the form's own fields: their typing is heard on the form.
	useEffect(() => {
		const form = document.getElementById(formId)
		if (!advertInForm || !(form instanceof HTMLFormElement)) return
		const onInput = (event: Event) => {
			const name = (event.target as HTMLInputElement).name
			if (name === 'title' || name === 'description') findLater(form)
		}
		form.addEventListener('input', onInput)
		return () => form.removeEventListener('input', onInput)
	})

	const listId = `${formId}-skills-found`
	return (
		<section
			aria-labelledby={`${formId}-skills-heading`}
			className="flex flex-col gap-4 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<h2 id={`${formId}-skills-heading`} className="text-xl font-semibold">
				Skills
			</h2>
			<p className="-mt-2 text-sm text-gray-600">
				The skills this job asks for help the right people find it. We look for them in your title and advert: untick
				any that are wrong, and add any that are missing.
			</p>
			{choices.length ? (
				<ul id={listId} className="flex flex-col gap-2" aria-label="Skills this job asks for">
					{choices.map((choice) => (
						<li key={choice.id}>
							<input type="hidden" name={SKILLS_SHOWN} value={choice.id} />
							{choice.source === 'employer' ? <input type="hidden" name={SKILLS_ADDED} value={choice.id} /> : null}
							<label className="flex items-baseline gap-2">
								<input
									type="checkbox"
									name="skills"
									value={choice.id}
									checked={choice.checked}
									onChange={(event) => {
										const checked = event.currentTarget.checked
										setChoices((previous) =>
											previous.map((item) => (item.id === choice.id ? { ...item, checked } : item)),
										)
									}}
									className="size-4"
								/>
								<span>
									{choice.label} <span className="text-sm text-gray-600">({WHERE_FOUND[choice.source]})</span>
								</span>
							</label>
						</li>
					))}
				</ul>
			) : (
				<p className="text-sm text-gray-700">No skills found yet.</p>
			)}
			<p role="status" className="sr-only">
				{status}
			</p>
			{advertInForm ? (
				<div>
					<Button
						variant="secondary"
						size="sm"
						name={SKILLS_ACTION}
						value="find"
						formNoValidate
						onClick={(event) => {
							// With script the list is looked up here; without, the server answers the form.
							event.preventDefault()
							if (event.currentTarget.form) void findSkills(event.currentTarget.form)
						}}
					>
						Find skills in my advert
					</Button>
				</div>
			) : null}
			<SkillCombobox
				field={addField}
				onPick={(skill) => {
					setChoices((previous) => withAddedSkill(previous, skill))
					setStatus(`${skill.label} added`)
				}}
			/>
		</section>
	)
}

function SkillCombobox({
	field,
	onPick,
}: {
	field: FieldMetadata<string | undefined>
	onPick: (skill: Suggestion) => void
}) {
	const [text, setText] = useState(typeof field.initialValue === 'string' ? field.initialValue : '')
	const [suggestions, setSuggestions] = useState<Suggestion[]>([])
	const [active, setActive] = useState(-1)
	const [note, setNote] = useState('')
	const asked = useRef(0)
	const listboxId = `${field.id}-suggestions`
	const open = suggestions.length > 0

	async function suggest(typed: string) {
		const call = ++asked.current
		if (!typed.trim()) return setSuggestions([])
		const response = await fetch(`/api/skills?${new URLSearchParams({ q: typed.slice(0, 100), limit: '8' })}`).catch(
			() => null,
		)
		if (!response?.ok || call !== asked.current) return
		setSuggestions((await response.json()) as Suggestion[])
		setActive(-1)
	}
	const suggestLater = useDebounced(suggest, SUGGEST_DELAY_MS)

	function pick(skill: Suggestion) {
		asked.current++
		onPick(skill)
		setText('')
		setSuggestions([])
		setActive(-1)
		setNote('')
	}

	/** With script, "Add" takes the highlighted suggestion or the one named exactly as typed. */
	function addTyped(typed: string) {
		const wanted = typed.trim().toLowerCase()
		const chosen = suggestions[active] ?? suggestions.find((skill) => skill.label.toLowerCase() === wanted)
		if (chosen) pick(chosen)
		else if (wanted) setNote('Pick a skill from the suggestions.')
	}

	const noteId = `${field.id}-note`
	const errors = field.errors?.length ? field.errors : note ? [note] : undefined
	const { defaultValue: _typed, ...inputProps } = getInputProps(field, { type: 'text' })
	return (
		<div>
			<label htmlFor={field.id} className="block text-sm font-medium text-gray-800">
				Add a skill
			</label>
			<div className="relative mt-1 flex gap-2">
				<input
					{...inputProps}
					value={text}
					role="combobox"
					aria-expanded={open}
					aria-controls={listboxId}
					aria-autocomplete="list"
					aria-activedescendant={active >= 0 ? `${listboxId}-${active}` : undefined}
					aria-invalid={errors ? true : undefined}
					aria-describedby={errors ? noteId : undefined}
					autoComplete="off"
					placeholder="e.g. Forklift"
					onChange={(event) => {
						setText(event.currentTarget.value)
						setNote('')
						suggestLater(event.currentTarget.value)
					}}
					onKeyDown={(event) => {
						if (event.key === 'ArrowDown' && open) {
							event.preventDefault()
							setActive((active + 1) % suggestions.length)
						} else if (event.key === 'ArrowUp' && open) {
							event.preventDefault()
							setActive(active <= 0 ? suggestions.length - 1 : active - 1)
						} else if (event.key === 'Escape' && open) {
							event.preventDefault()
							setSuggestions([])
							setActive(-1)
						} else if (event.key === 'Enter') {
							// Enter picks a skill; it never sends the whole form from here.
							event.preventDefault()
							addTyped(event.currentTarget.value)
						}
					}}
					onBlur={() => setTimeout(() => setSuggestions([]), 150)}
					className="block w-full rounded-md border border-gray-300 px-3 py-2 text-base shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600 aria-[invalid]:border-red-600"
				/>
				<Button
					variant="secondary"
					size="sm"
					name={SKILLS_ACTION}
					value="add"
					formNoValidate
					onClick={(event) => {
						event.preventDefault()
						const input = event.currentTarget.form?.elements.namedItem(field.name)
						if (input instanceof HTMLInputElement) addTyped(input.value)
					}}
				>
					Add skill
				</Button>
				<ul
					id={listboxId}
					role="listbox"
					aria-label="Suggested skills"
					hidden={!open}
					className="absolute top-full left-0 z-10 mt-1 max-h-64 w-full overflow-auto rounded-md border border-gray-300 bg-white shadow-lg"
				>
					{suggestions.map((skill, index) => (
						<li
							key={skill.id}
							id={`${listboxId}-${index}`}
							role="option"
							aria-selected={index === active}
							onMouseDown={(event) => {
								event.preventDefault()
								pick(skill)
							}}
							className="cursor-pointer px-3 py-2 aria-selected:bg-brand-50 hover:bg-gray-100"
						>
							{skill.label}
						</li>
					))}
				</ul>
			</div>
			<ErrorList id={errors ? noteId : undefined} errors={errors} />
		</div>
	)
}
