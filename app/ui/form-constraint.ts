// How to use it: pass a form's zod schema to `useForm({ constraint: formConstraint(schema) })`
// instead of Conform's `getZodConstraint`. `getInputProps` and `getTextareaProps` then give every
// text field with a `.max()` in the schema its `maxlength`, so the limit is felt while typing, with
// or without JavaScript, instead of surfacing only on submit (decision 189).
import { getZodConstraint } from '@conform-to/zod/v4'
import type { Constraint } from '@conform-to/dom'
import type { z } from 'zod'

type AnySchema = z.core.$ZodType

/**
 * Conform's constraints for a form's schema, with each text field's length limit added. Conform
 * 1.21 reads limits from zod's internal `bag`, which zod 4.6 no longer fills, so on its own it
 * gives `required` and `pattern` but never `maxLength`; the limit is read here from zod's public
 * `maxLength` getter. Where a field passes through a pipe (`.pipe(z.email())`, a preprocess), the
 * tightest limit on the way counts.
 */
export function formConstraint(schema: AnySchema): Record<string, Constraint> {
	const constraint = getZodConstraint(schema)
	for (const [name, maxLength] of textLimits(schema)) {
		const field = constraint[name]
		if (field) field.maxLength = Math.min(field.maxLength ?? maxLength, maxLength)
	}
	return constraint
}

/** Each text field's longest allowed length, by the field names Conform uses (`a.b`, `list[]`). */
export function textLimits(schema: AnySchema): Map<string, number> {
	const limits = new Map<string, number>()
	const visit = (node: AnySchema, name: string) => {
		const def = node._zod.def as z.core.$ZodTypeDef & Record<string, unknown>
		switch (def.type) {
			case 'object':
				for (const [key, child] of Object.entries(def.shape as Record<string, AnySchema>))
					visit(child, name ? `${name}.${key}` : key)
				return
			case 'pipe':
				visit(def.in as AnySchema, name)
				visit(def.out as AnySchema, name)
				return
			case 'optional':
			case 'nullable':
			case 'default':
			case 'prefault':
			case 'readonly':
			case 'nonoptional':
			case 'catch':
				visit(def.innerType as AnySchema, name)
				return
			case 'array':
				visit(def.element as AnySchema, `${name}[]`)
				return
			case 'string': {
				const max = (node as z.ZodString).maxLength
				if (name && typeof max === 'number') limits.set(name, Math.min(limits.get(name) ?? max, max))
				return
			}
		}
	}
	visit(schema, '')
	return limits
}
