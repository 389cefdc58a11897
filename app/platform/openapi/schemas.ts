// The answers' schemas as components of the document: a schema named with `named` (or met in
// more than one answer) is one entry of components.schemas, referred to by $ref; z.toJSONSchema
// writes them all at once from this registry, so a schema inside another is a $ref too.
import { z } from 'zod'
import { ApiErrorSchema, InternalErrorSchema } from './common.ts'

const registry = z.registry<{ id: string }>()
const REF = '#/components/schemas/'

/** Gives an answer schema its name in the document (components.schemas.{name}). */
export function named<Schema extends z.ZodType>(name: string, schema: Schema): Schema {
	registry.add(schema, { id: name })
	return schema
}

named('Error', ApiErrorSchema)
named('InternalError', InternalErrorSchema)

/**
 * The JSON Schema of an answer: a $ref to its component, an array of one, or (a schema never
 * named) a component named `fallbackName` (the call's operationId and status).
 */
export function schemaComponentOf(schema: z.ZodType | undefined, fallbackName: string): Record<string, unknown> {
	if (!schema) return {}
	if (registry.has(schema)) return { $ref: REF + registry.get(schema)!.id }
	if (schema instanceof z.ZodArray && registry.has(schema.element as z.ZodType))
		return { type: 'array', items: { $ref: REF + registry.get(schema.element as z.ZodType)!.id } }
	named(fallbackName, schema)
	return { $ref: REF + fallbackName }
}

/** components.schemas: every named answer schema, written by zod. */
export function answerSchemas() {
	const { schemas } = z.toJSONSchema(registry, { uri: (id) => REF + id, unrepresentable: 'any' })
	return Object.fromEntries(
		Object.entries(schemas).map(([name, { $schema: _dialect, $id: _id, ...schema }]) => [name, schema]),
	)
}
