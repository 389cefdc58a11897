// The /quick-apply-setup form's values as typed, so the form can be shown again unchanged: after
// a list was edited without JavaScript (the add and remove buttons post an `intent`), or after a
// failed save. Built from the profile schema's field list, so a new field needs no change here.
import {
	addListItem,
	emptyValue,
	isListField,
	MAX_QUALIFICATION_LENGTH,
	MAX_QUALIFICATIONS,
	MAX_SKILL_LENGTH,
	MAX_SKILLS,
	QUICK_APPLY_PROFILE_FIELDS,
	removeListItem,
	type QuickApplyProfileField,
	type QuickApplyProfileInput,
} from './quick-apply-schema.ts'

/** The lists the form edits one item at a time; the item being typed travels as `inputName`. */
export const QUICK_APPLY_LISTS = {
	skills: { kind: 'skill', inputName: 'newSkill', max: MAX_SKILLS, maxLength: MAX_SKILL_LENGTH },
	qualifications: {
		kind: 'qualification',
		inputName: 'newQualification',
		max: MAX_QUALIFICATIONS,
		maxLength: MAX_QUALIFICATION_LENGTH,
	},
} as const satisfies Partial<
	Record<QuickApplyProfileField, { kind: string; inputName: string; max: number; maxLength: number }>
>
export type QuickApplyList = keyof typeof QUICK_APPLY_LISTS
const LISTS = Object.keys(QUICK_APPLY_LISTS) as QuickApplyList[]
type TypedItemName = (typeof QUICK_APPLY_LISTS)[QuickApplyList]['inputName']

export type QuickApplyDraft = {
	[K in QuickApplyProfileField]: QuickApplyProfileInput[K] extends string[] ? string[] : string
} & {
	/** What was typed into each list's box but not added yet. */
	[K in TypedItemName]: string
} & {
	removeVideoPitch: boolean
}

type ProfileDraft = Omit<QuickApplyDraft, TypedItemName | 'removeVideoPitch'>

const typedItems = (value: (name: TypedItemName) => string) =>
	Object.fromEntries(
		LISTS.map((list) => [QUICK_APPLY_LISTS[list].inputName, value(QUICK_APPLY_LISTS[list].inputName)]),
	) as Record<TypedItemName, string>

const text = (form: FormData, name: string) => {
	const value = form.get(name)
	return typeof value === 'string' ? value : ''
}
const texts = (form: FormData, name: string) =>
	form.getAll(name).filter((value): value is string => typeof value === 'string')

export function draftFrom(form: FormData): QuickApplyDraft {
	return {
		...(Object.fromEntries(
			QUICK_APPLY_PROFILE_FIELDS.map((field) => [field, isListField(field) ? texts(form, field) : text(form, field)]),
		) as ProfileDraft),
		...typedItems((name) => text(form, name)),
		removeVideoPitch: form.get('removeVideoPitch') === 'on',
	}
}

/** The form as a stored profile fills it, or for a first profile the empty values and the account's name. */
export function draftFromProfile(
	profile: Partial<Record<QuickApplyProfileField, unknown>> | null,
	suggestedName: string,
): QuickApplyDraft {
	const stored: Partial<Record<QuickApplyProfileField, unknown>> = profile ?? { fullName: suggestedName }
	return {
		...(Object.fromEntries(
			QUICK_APPLY_PROFILE_FIELDS.map((field) => {
				const value = stored[field] ?? emptyValue(field)
				return [field, Array.isArray(value) ? [...(value as string[])] : String(value ?? '')]
			}),
		) as ProfileDraft),
		...typedItems(() => ''),
		removeVideoPitch: false,
	}
}

/** The draft with what was typed into a list's box added to that list. */
function addTyped(draft: QuickApplyDraft, list: QuickApplyList): QuickApplyDraft {
	const { inputName, max } = QUICK_APPLY_LISTS[list]
	return { ...draft, [list]: addListItem(draft[list], draft[inputName], max), [inputName]: '' }
}

/** Every list with its typed item added: a skill or qualification typed but not added is not lost on saving. */
export function withTypedItems(draft: QuickApplyDraft): QuickApplyDraft {
	return LISTS.reduce(addTyped, draft)
}

/**
 * The list edits a post can ask for without JavaScript: `add-skill`, `remove-skill:<skill>`,
 * and the same for qualifications. Anything else (`save`, or nothing: Enter in a field) is not
 * an edit, and gives null.
 */
export function editDraft(draft: QuickApplyDraft, intent: string): QuickApplyDraft | null {
	for (const list of LISTS) {
		const { kind } = QUICK_APPLY_LISTS[list]
		if (intent === `add-${kind}`) return addTyped(draft, list)
		if (intent.startsWith(`remove-${kind}:`))
			return { ...draft, [list]: removeListItem(draft[list], intent.slice(`remove-${kind}:`.length)) }
	}
	return null
}

/** The form data with each list replaced by the draft's, as the schema is to read it. */
export function putLists(form: FormData, draft: QuickApplyDraft) {
	for (const list of LISTS) {
		form.delete(list)
		for (const item of draft[list]) form.append(list, item)
	}
}
