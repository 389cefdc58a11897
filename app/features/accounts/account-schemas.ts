import { z } from 'zod'

// Shared by the /auth and password screens and the JSON API, so both describe one thing.
export const PASSWORD_MIN = 8
const PASSWORD_MAX = 128
const NAME_MAX = 255

/**
 * A string field: "required" when absent, "must be text" when the API sent another type. Only the
 * type check is answered here: a check without its own message (a limit) keeps zod's, which says the
 * limit, rather than being told it is not text.
 */
function text(required: string, label: string) {
	return z.string({
		error: (issue) =>
			issue.code !== 'invalid_type'
				? undefined
				: issue.input === undefined || issue.input === null
					? required
					: `${label} must be text`,
	})
}

const email = text('Email is required', 'Email')
	.trim()
	.min(1, 'Email is required')
	.max(254, 'Email must be at most 254 characters')
	.pipe(z.email('Please enter a valid email address'))
	.transform((value) => value.toLowerCase())

const newPassword = text('Password is required', 'Password')
	.min(1, 'Password is required')
	.min(PASSWORD_MIN, `Password must be at least ${PASSWORD_MIN} characters long`)
	.max(PASSWORD_MAX, `Password must be at most ${PASSWORD_MAX} characters long`)

export const SignInSchema = z.object({
	email,
	password: text('Password is required', 'Password')
		.min(1, 'Password is required')
		.max(PASSWORD_MAX * 4, `Password must be at most ${PASSWORD_MAX * 4} characters long`),
	redirectTo: z.string().optional(),
})

/** POST /api/login's body: the sign-in form's fields without the page's redirect. */
export const SignInApiSchema = SignInSchema.omit({ redirectTo: true })

const REGISTRATION_USER_TYPES = ['employee', 'employer'] as const

export const RegisterSchema = z.object({
	firstName: text('First name is required', 'First name')
		.trim()
		.min(1, 'First name is required')
		.max(NAME_MAX, `First name must be at most ${NAME_MAX} characters`),
	lastName: text('Last name is required', 'Last name')
		.trim()
		.min(1, 'Last name is required')
		.max(NAME_MAX, `Last name must be at most ${NAME_MAX} characters`),
	email,
	password: newPassword,
	userType: z.enum(REGISTRATION_USER_TYPES, { error: 'I am a: choose Job Seeker or Employer' }).default('employee'),
	redirectTo: z.string().optional(),
})

export const ForgotPasswordSchema = z.object({ email })

export const ResetPasswordSchema = z
	.object({
		token: z
			.string({ error: 'Invalid reset link. Please request a new password reset.' })
			.min(1, 'Invalid reset link. Please request a new password reset.'),
		newPassword,
		confirmPassword: text('Please confirm your new password', 'Confirm password').min(
			1,
			'Please confirm your new password',
		),
	})
	.refine((value) => value.newPassword === value.confirmPassword, {
		message: 'Passwords do not match',
		path: ['confirmPassword'],
	})

/** The API's reset call takes only the token and the new password. */
export const ResetPasswordApiSchema = z.object({
	token: z
		.string({ error: 'Invalid reset link. Please request a new password reset.' })
		.min(1, 'Invalid reset link. Please request a new password reset.'),
	newPassword,
})

/**
 * POST /api/verify-email's body: the token from the mailed link. A missing or malformed token is
 * answered like an unknown one (the invalid-link message), not as a field error: the client has no
 * field to correct, only a new link to ask for.
 */
export const VerifyEmailApiBody = z.object({
	token: z.unknown().optional().meta({ description: 'The token from the verification link (its `token` parameter)' }),
})

/** "Delete my account" asks for the password again: the form at /account/delete and DELETE /api/user. */
export const DeleteAccountSchema = z.object({
	password: text('Enter your password to delete your account', 'Password')
		.min(1, 'Enter your password to delete your account')
		.max(PASSWORD_MAX * 4, `Password must be at most ${PASSWORD_MAX * 4} characters long`),
})
