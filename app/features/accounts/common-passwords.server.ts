// The account schemas as the server checks them: the shared fields (account-schemas.ts, which the
// browser also runs) plus the strength rule of password-strength.server.ts, which must not travel
// to the browser. Registration knows the account's names and email from its own fields; a reset
// learns them from the link, so its strength check is in the service (resetPassword).
import { z } from 'zod'
import { RegisterSchema, ResetPasswordApiSchema } from './account-schemas.ts'
import { passwordWeakness } from './password-strength.server.ts'

/** The registration fields' password checked against the names and email given beside it. */
function strongForAccount(
	account: { password: string; firstName: string; lastName: string; email: string },
	context: z.RefinementCtx,
) {
	const weakness = passwordWeakness(account.password, account)
	if (weakness) context.addIssue({ code: 'custom', path: ['password'], message: weakness })
}

export const RegisterServerSchema = RegisterSchema.superRefine(strongForAccount)

/** POST /api/register's body: the registration form's fields, checked as the server checks them. */
export const RegisterApiSchema = RegisterSchema.omit({ redirectTo: true }).superRefine(strongForAccount)

// POST /api/reset-password's body. A missing token is answered like an unknown one, with the
// invalid-link message, rather than as a field error: the client has no field to correct, only a
// new link to request.
export const ResetPasswordApiBody = ResetPasswordApiSchema.extend({ token: z.unknown().optional() })
