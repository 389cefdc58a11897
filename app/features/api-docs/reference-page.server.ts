// What /api/docs shows, read from the OpenAPI document itself (never from the zod schemas
// directly), so the page cannot say anything the document does not: each area's calls with their
// parameters, bodies and answers, and the named schemas as readable field lists. The document's
// descriptions are Markdown: every `…Html` field is that text rendered (markdown.server.ts).
import { openApiDocument } from './document.server.ts'
import { markdownBlock, markdownInline } from './markdown.server.ts'

type Json = Record<string, unknown>

/** One field of a schema as the page lists it; `fields` for an object written inline. */
export type FieldRow = {
	name: string
	type: string
	schemaName: string | null
	required: boolean
	descriptionHtml: string | null
	fields: FieldRow[]
}
/** A schema as the page shows it: its type in words, and its fields when it has any. */
export type SchemaView = { type: string; schemaName: string | null; fields: FieldRow[] }

type ParameterView = { name: string; in: string; required: boolean; type: string; descriptionHtml: string | null }
type BodyView = { contentType: string; schema: SchemaView }
export type AnswerView = {
	status: string
	descriptionHtml: string
	contentType: string | null
	schema: SchemaView | null
	headers: string[]
}
export type OperationView = {
	id: string
	method: string
	path: string
	summaryHtml: string
	descriptionHtml: string
	authHtml: string
	parameters: ParameterView[]
	body: { required: boolean; descriptionHtml: string | null; contents: BodyView[] } | null
	answers: AnswerView[]
}
type AreaView = { tag: string; slug: string; descriptionHtml: string; operations: OperationView[] }
type ReferenceView = {
	title: string
	version: string
	/** The document's introduction, as HTML paragraphs. */
	introHtml: string
	areas: AreaView[]
	schemas: { name: string; schema: SchemaView }[]
}

const REF = '#/components/schemas/'
/** Answers never named by an area get their operation's id: shown inline, not listed as a schema. */
const GENERATED_NAME = /^(get|post|patch|delete)Api/

const slugOf = (text: string) =>
	text
		.toLowerCase()
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-|-$/g, '')

function refName(schema: Json) {
	return typeof schema.$ref === 'string' && schema.$ref.startsWith(REF) ? schema.$ref.slice(REF.length) : null
}

/** A schema's type in a few words: "string (date-time)", "array of Job", "one of: view, save", "integer or null". */
function typeText(schema: Json, components: Record<string, Json>): { type: string; schemaName: string | null } {
	const name = refName(schema)
	if (name && !GENERATED_NAME.test(name)) return { type: name, schemaName: name }
	if (name) return typeText(components[name] ?? {}, components)
	const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined
	if (choices) {
		const parts = choices.map((choice) => typeText(choice, components))
		return {
			type: parts.map((part) => part.type).join(' or '),
			schemaName: parts.find((part) => part.schemaName)?.schemaName ?? null,
		}
	}
	if (Array.isArray(schema.enum)) return { type: `one of: ${schema.enum.map(String).join(', ')}`, schemaName: null }
	if ('const' in schema) return { type: `always ${JSON.stringify(schema.const)}`, schemaName: null }
	const types = [schema.type].flat().filter(Boolean) as string[]
	if (types.includes('array')) {
		const items = typeText((schema.items ?? {}) as Json, components)
		return { type: `array of ${items.type}${types.includes('null') ? ', or null' : ''}`, schemaName: items.schemaName }
	}
	if (types.includes('string') && (schema.format || schema.contentMediaType))
		return { type: `string (${String(schema.format ?? schema.contentMediaType)})`, schemaName: null }
	if (types.includes('object') && schema.additionalProperties && typeof schema.additionalProperties === 'object')
		return { type: `map of ${typeText(schema.additionalProperties as Json, components).type}`, schemaName: null }
	if (types.length === 0 && schema.format === 'binary') return { type: 'file', schemaName: null }
	return { type: types.join(' or ') || 'any', schemaName: null }
}

/** The object a schema describes, when it is one written inline (or through a generated name). */
function inlineObject(schema: Json, components: Record<string, Json>, seen: Set<string>): Json | null {
	const name = refName(schema)
	if (name) {
		if (!GENERATED_NAME.test(name) || seen.has(name)) return null
		return inlineObject(components[name] ?? {}, components, new Set([...seen, name]))
	}
	if (schema.properties) return schema
	const choices = (schema.anyOf ?? schema.oneOf) as Json[] | undefined
	for (const choice of choices ?? []) {
		const object = inlineObject(choice, components, seen)
		if (object) return object
	}
	if (schema.type === 'array' || (Array.isArray(schema.type) && schema.type.includes('array')))
		return inlineObject((schema.items ?? {}) as Json, components, seen)
	return null
}

function fieldsOf(schema: Json, components: Record<string, Json>, depth = 0): FieldRow[] {
	const object = inlineObject(schema, components, new Set())
	if (!object || depth > 4) return []
	const required = new Set((object.required ?? []) as string[])
	return Object.entries((object.properties ?? {}) as Record<string, Json>).map(([name, property]) => ({
		name,
		...typeText(property, components),
		required: required.has(name),
		descriptionHtml: typeof property.description === 'string' ? markdownInline(property.description) : null,
		fields: fieldsOf(property, components, depth + 1),
	}))
}

function schemaView(schema: Json, components: Record<string, Json>): SchemaView {
	return { ...typeText(schema, components), fields: fieldsOf(schema, components) }
}

function resolve(value: Json, document: Json): Json {
	const ref = value.$ref
	if (typeof ref !== 'string') return value
	return ref
		.slice(2)
		.split('/')
		.reduce<Json>((node, key) => (node?.[key.replaceAll('~1', '/').replaceAll('~0', '~')] ?? {}) as Json, document)
}

function operationView(
	path: string,
	method: string,
	operation: Json,
	document: Json,
	components: Record<string, Json>,
): OperationView {
	const parameters = ((operation.parameters ?? []) as Json[]).map((raw) => {
		const parameter = resolve(raw, document)
		return {
			name: String(parameter.name),
			in: String(parameter.in),
			required: Boolean(parameter.required),
			type: typeText((parameter.schema ?? {}) as Json, components).type,
			descriptionHtml: typeof parameter.description === 'string' ? markdownInline(parameter.description) : null,
		}
	})
	const requestBody = operation.requestBody as Json | undefined
	const body = requestBody
		? {
				required: Boolean(requestBody.required),
				descriptionHtml: typeof requestBody.description === 'string' ? markdownInline(requestBody.description) : null,
				contents: Object.entries((requestBody.content ?? {}) as Record<string, Json>).map(([contentType, media]) => ({
					contentType,
					schema: schemaView((media.schema ?? {}) as Json, components),
				})),
			}
		: null
	const answers = Object.entries((operation.responses ?? {}) as Record<string, Json>).map(([status, raw]) => {
		const answer = resolve(raw, document)
		const [contentType, media] = Object.entries((answer.content ?? {}) as Record<string, Json>)[0] ?? [null, null]
		return {
			status,
			descriptionHtml: markdownInline(String(answer.description ?? '')),
			contentType: Object.keys((answer.content ?? {}) as Json).join(', ') || contentType,
			schema: media && contentType === 'application/json' ? schemaView((media.schema ?? {}) as Json, components) : null,
			headers: Object.keys((answer.headers ?? {}) as Json),
		}
	})
	const security = (operation.security ?? []) as Json[]
	const paragraphs = String(operation.description ?? '').split('\n\n')
	const who = paragraphs.find((paragraph) => paragraph.startsWith('Who: '))?.slice('Who: '.length) ?? ''
	return {
		id: String(operation.operationId),
		method: method.toUpperCase(),
		path,
		summaryHtml: markdownInline(String(operation.summary ?? '')),
		descriptionHtml: markdownBlock(paragraphs.filter((paragraph) => !paragraph.startsWith('Who: ')).join('\n\n')),
		authHtml: markdownInline(security.length ? `${who} Send a bearer token, or the session cookie.` : who),
		parameters,
		body,
		answers,
	}
}

let built: ReferenceView | undefined

/** The page's content, built once per process from the document. */
export function referenceView(): ReferenceView {
	if (built) return built
	const document = openApiDocument()
	const components = (document.components as { schemas: Record<string, Json> }).schemas
	const info = document.info as Json
	const areas = ((document.tags ?? []) as Json[]).map((tag) => ({
		tag: String(tag.name),
		slug: slugOf(String(tag.name)),
		descriptionHtml: markdownBlock(String(tag.description ?? '')),
		operations: [] as OperationView[],
	}))
	for (const [path, item] of Object.entries(document.paths as Record<string, Json>)) {
		for (const [method, operation] of Object.entries(item as Record<string, Json>)) {
			const area = areas.find(({ tag }) => ((operation.tags ?? []) as string[]).includes(tag))
			area?.operations.push(operationView(path, method, operation, document, components))
		}
	}
	const schemas = Object.entries(components)
		.filter(([name]) => !GENERATED_NAME.test(name))
		.map(([name, schema]) => ({
			name,
			schema: { ...typeText(schema, components), fields: fieldsOf(schema, components) },
		}))
	built = {
		title: String(info.title),
		version: String(info.version),
		introHtml: markdownBlock(String(info.description ?? '')),
		areas,
		schemas,
	}
	return built
}
