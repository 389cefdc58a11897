import { describe, expect, test } from 'vitest'
import { z } from 'zod'
import { formConstraint, textLimits } from './form-constraint.ts'
import { RegisterSchema } from '../features/accounts/account-schemas.ts'
import { CareerPathSchema, MilestoneSchema } from '../features/careers/career-path-schemas.ts'
import { ReviewInputSchema } from '../features/reviews/review-schema.ts'

describe('formConstraint', () => {
	test('gives each text field its maxLength, which Conform alone leaves out', () => {
		const register = formConstraint(RegisterSchema)
		expect(register.firstName).toMatchObject({ required: true, maxLength: 255 })
		expect(register.email).toMatchObject({ maxLength: 254 })
		expect(register.password).toMatchObject({ maxLength: 128 })
		expect(formConstraint(MilestoneSchema).description).toMatchObject({ required: false, maxLength: 1000 })
		expect(formConstraint(ReviewInputSchema).reviewText).toMatchObject({ maxLength: 5000 })
		// A comma-separated list has a limit per entry, not on the field the seeker types into.
		expect(formConstraint(CareerPathSchema).requiredSkills?.maxLength).toBeUndefined()
		expect(formConstraint(CareerPathSchema)['requiredSkills[]']).toMatchObject({ maxLength: 60 })
	})

	test('the tightest limit along a pipe counts, and nested and optional fields are named as Conform names them', () => {
		const schema = z.object({
			email: z.string().max(254).pipe(z.string().max(100)),
			address: z.object({ street: z.string().max(80).optional() }),
			notes: z.preprocess((value) => value, z.string().trim().max(500).nullish()),
			tags: z.array(z.string().max(30)),
			count: z.number().max(5),
		})
		expect(Object.fromEntries(textLimits(schema))).toEqual({
			email: 100,
			'address.street': 80,
			notes: 500,
			'tags[]': 30,
		})
	})
})

/**
 * Every client-safe module of every area: its exported zod objects are the forms' and the API's
 * schemas. A text field over its limit must be told the limit ("must be at most 255
 * characters"), never a message meant for something else (a 300-character first name was once
 * told "First name must be text").
 */
const modules = import.meta.glob<Record<string, unknown>>(
	['../features/*/*.ts', '!../features/*/*.server.ts', '!../features/*/*.test.ts', '!../features/*/openapi.ts'],
	{ eager: true },
)

const objectSchemas = Object.entries(modules).flatMap(([file, exports]) =>
	Object.entries(exports)
		.filter((entry): entry is [string, z.ZodObject] => entry[1] instanceof z.ZodObject)
		.map(([name, schema]) => ({ label: `${file.replace('../features/', '')} ${name}`, schema })),
)

describe('a text over its limit is told the limit', () => {
	test('the schemas were found', () => {
		expect(objectSchemas.length).toBeGreaterThan(20)
	})

	test.each(objectSchemas)('$label', ({ schema }) => {
		for (const [name, max] of textLimits(schema)) {
			// A postcode too long is told what a postcode looks like, which is the right message.
			if (name.includes('.') || name === 'near') continue
			const list = name.endsWith('[]')
			const field = list ? name.slice(0, -2) : name
			const long = 'x'.repeat(max + 1)
			const result = schema.safeParse({ [field]: list ? [long] : long })
			const messages = (result.error?.issues ?? [])
				.filter((issue) => issue.path[0] === field)
				.map((issue) => issue.message)
			const limit = new RegExp(`\\b(${max}|${max.toLocaleString('en-GB')})\\b`)
			expect(
				messages.some((message) => limit.test(message)),
				`${name} (${max}): ${JSON.stringify(messages)}`,
			).toBe(true)
		}
	})
})
