// The salary benchmark's query (job title, industry, experience level), read from a URL by the
// page's GET form and by GET /api/salary-benchmarks alike. An empty value means "any".
import { z } from 'zod'
import { EXPERIENCE_LEVEL_VALUES, INSIGHT_INDUSTRIES } from './insight-options.ts'

export const JOB_TITLE_MAX = 100

export const SalaryBenchmarkQuerySchema = z.object({
	jobTitle: z
		.string()
		.trim()
		.max(JOB_TITLE_MAX, `Job title must be at most ${JOB_TITLE_MAX} characters`)
		.transform((title) => title.replace(/\s+/g, ' ') || null)
		.default(null),
	industry: z.enum(INSIGHT_INDUSTRIES, { error: 'Unknown industry' }).nullable().default(null),
	experienceLevel: z.enum(EXPERIENCE_LEVEL_VALUES, { error: 'Unknown experience level' }).nullable().default(null),
})
export type SalaryBenchmarkQuery = z.output<typeof SalaryBenchmarkQuerySchema>

const FIELDS = ['jobTitle', 'industry', 'experienceLevel'] as const

/** The query's fields from URL parameters; empty values are left out (the form sends every field). */
function fieldsOf(params: URLSearchParams) {
	const fields: Record<string, string> = {}
	for (const field of FIELDS) {
		const value = params.get(field)
		if (value !== null && value.trim() !== '') fields[field] = value
	}
	return fields
}

/** Strict: a wrong value is answered with its field's error (the API's 400, the page's message). */
export function parseSalaryBenchmarkQuery(params: URLSearchParams) {
	const parsed = SalaryBenchmarkQuerySchema.safeParse(fieldsOf(params))
	if (parsed.success) return { query: parsed.data, errors: null }
	const errors: Record<string, string[]> = {}
	for (const issue of parsed.error.issues) (errors[String(issue.path[0] ?? 'query')] ??= []).push(issue.message)
	return { query: null, errors }
}
