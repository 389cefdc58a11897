// Lists a person types as comma-separated text ("Excel, Word") and an API client may send as a JSON
// list: one reading for every such field, on both sides. Runs before the field's zod schema.

/**
 * The entries of a comma-separated text or a list, trimmed, with blank entries dropped: "Excel,,Word"
 * and "Excel, Word," are both two skills, and a blank entry is never an error (Conform reads an empty
 * entry as a missing one, which failed the form on a field nobody could see, decision 189). Missing
 * (`undefined`, `null`) and anything that is neither text nor a list are passed on for the schema to
 * answer.
 */
export function textListOf(value: unknown): unknown {
	const entries = typeof value === 'string' ? value.split(',') : Array.isArray(value) ? value : null
	if (!entries) return value
	return entries
		.map((entry: unknown) => (typeof entry === 'string' ? entry.trim() : entry))
		.filter((entry) => entry !== '')
}
