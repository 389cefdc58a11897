// The talent pool's two filters, shared by /talent-pool's GET form and GET /api/talent-pool-insights.
import { z } from 'zod'
import { INSIGHT_INDUSTRIES, SKILL_CATEGORIES } from './insight-options.ts'

/** An empty value (the form's "All ...") is no filter. */
const optional = <Schema extends z.ZodType>(schema: Schema) =>
	z.preprocess((value) => (value === '' ? undefined : value), schema.optional()).transform((value) => value ?? null)

export const TalentPoolQuerySchema = z.object({
	industry: optional(z.enum(INSIGHT_INDUSTRIES, { error: 'Choose one of the listed industries' })),
	skillCategory: optional(z.enum(SKILL_CATEGORIES, { error: 'Choose one of the listed skill categories' })),
})

/** The filters from a query string (only `industry` and `skillCategory` are read), or the field errors. */
export function parseTalentPoolQuery(searchParams: URLSearchParams) {
	const parsed = TalentPoolQuerySchema.safeParse({
		industry: searchParams.get('industry') ?? undefined,
		skillCategory: searchParams.get('skillCategory') ?? undefined,
	})
	if (parsed.success) return { filters: parsed.data, errors: null }
	const errors: Record<string, string[]> = {}
	for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'query')] ??= []).push(issue.message)
	return { filters: null, errors }
}
