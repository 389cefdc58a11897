// The commonest passwords, refused when a password is chosen (registration, reset; decision 106).
// Server-only: the list must not travel to the browser, so the shared schemas of
// app/features/accounts/account-schemas.ts stay without it and the server's schemas below add it.
import { dictionary } from '@zxcvbn-ts/language-common'
import { z } from 'zod'
import { PASSWORD_MIN, RegisterSchema, ResetPasswordApiSchema, ResetPasswordSchema } from './account-schemas.ts'

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.'

/**
 * How many of the list's passwords are refused. zxcvbn-ts's `passwords-common` is ranked by how
 * often each password appeared in leaked password sets; we keep the commonest 10,000 of those long
 * enough to pass the length rule (the shorter ones are refused anyway), which reaches about rank
 * 27,700 of its 49,233.
 */
const REFUSED_COUNT = 10_000

let refused: Set<string> | undefined

function refusedPasswords() {
	refused ??= new Set(
		dictionary['passwords-common']
			.filter((password) => password.length >= PASSWORD_MIN)
			.slice(0, REFUSED_COUNT)
			.map((password) => password.toLowerCase()),
	)
	return refused
}

/** Whether `password`, in any case, is one of the commonest passwords. */
export function isCommonPassword(password: string) {
	return refusedPasswords().has(password.toLowerCase())
}

/** A new-password field that also refuses the commonest passwords (once it is long enough). */
function refusingCommon(field: z.ZodString) {
	return field.refine((password) => password.length < PASSWORD_MIN || !isCommonPassword(password), {
		message: COMMON_PASSWORD_MESSAGE,
	})
}

/** The shared schemas as the server checks them: the same fields, plus the common-password check. */
export const RegisterServerSchema = RegisterSchema.safeExtend({
	password: refusingCommon(RegisterSchema.shape.password),
})

export const ResetPasswordServerSchema = ResetPasswordSchema.safeExtend({
	newPassword: refusingCommon(ResetPasswordSchema.shape.newPassword),
})

export const ResetPasswordApiServerSchema = ResetPasswordApiSchema.safeExtend({
	newPassword: refusingCommon(ResetPasswordApiSchema.shape.newPassword),
})

// POST /api/reset-password's body. A missing token is answered like an unknown one, with the
// invalid-link message, rather than as a field error: the client has no field to correct, only a
// new link to request.
export const ResetPasswordApiBody = ResetPasswordApiServerSchema.extend({ token: z.unknown().optional() })

/** POST /api/register's body: the registration form's fields, checked as the server checks them. */
export const RegisterApiSchema = RegisterServerSchema.omit({ redirectTo: true })
