// Accounts: who is signed in, signing in and out, registering, password recovery (§19 Accounts).
import { z } from 'zod'
import { DeleteAccountSchema, ForgotPasswordSchema, SignInApiSchema, VerifyEmailApiBody } from './account-schemas.ts'
import { RegisterApiSchema, ResetPasswordApiBody } from './common-passwords.server.ts'
import { dateTime, id, MessageSchema, sitePath } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'
import { RATE_LIMITS } from '../../platform/rate-limit.server.ts'

const UserSchema = named(
	'User',
	z.object({
		id: id(),
		email: z.email(),
		username: z.string().nullable(),
		firstName: z.string().nullable(),
		lastName: z.string().nullable(),
		userType: z.enum(['employee', 'employer', 'admin']).meta({ description: 'employee is a job seeker' }),
		emailVerifiedAt: dateTime().nullable().meta({
			description:
				'When the address was proven; null until then, and nothing but the verification and a password reset is mailed to it',
		}),
		profileImageUrl: sitePath().nullable(),
		cvFileName: z.string().nullable(),
		cvFileUrl: sitePath().nullable(),
		cvUploadedAt: dateTime().nullable(),
		createdAt: dateTime(),
		updatedAt: dateTime(),
	}),
)

const SignedInSchema = named(
	'SignedIn',
	z.object({
		token: z.string().meta({ description: 'The bearer token: send it as Authorization: Bearer {token}' }),
		userType: z.enum(['employee', 'employer', 'admin']),
		user: UserSchema,
	}),
)

const TOO_MANY = 'Too many attempts from this address or for this account; Retry-After says when to try again'

export const accountOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/user',
		summary: 'The signed-in user',
		access: 'signedIn',
		answers: { 200: { description: 'The user', schema: UserSchema } },
	},
	{
		method: 'delete',
		path: '/api/user',
		summary: 'Delete your account and everything personal to it',
		description: 'One transaction; the password is checked as sign-in checks it. A cookie session is ended too.',
		access: 'signedIn',
		body: { json: DeleteAccountSchema },
		answers: {
			200: { description: 'Deleted', schema: MessageSchema },
			403: 'Wrong password (also in errors.password); nothing is deleted',
			429: TOO_MANY,
		},
	},
	{
		method: 'get',
		path: '/api/user/export',
		summary: 'Download your data: a ZIP of one JSON document and your files',
		access: 'signedIn',
		answers: { 200: { description: 'The ZIP, as an attachment, streamed', contentType: 'application/zip' } },
	},
	{
		method: 'post',
		path: '/api/login',
		summary: 'Sign in for a bearer token',
		access: 'anyone',
		rateLimits: [RATE_LIMITS.loginPerIp, RATE_LIMITS.loginPerAccountAddress],
		body: { json: SignInApiSchema },
		answers: {
			200: { description: 'Signed in: the token, never cached', schema: SignedInSchema },
			401: 'Invalid credentials',
			403: 'The account has been disabled by the site (whether or not the password was right)',
			429: TOO_MANY,
		},
	},
	{
		method: 'post',
		path: '/api/register',
		summary: 'Register an account and get a bearer token',
		access: 'anyone',
		rateLimits: [RATE_LIMITS.registerPerIp],
		body: { json: RegisterApiSchema },
		answers: {
			201: {
				description: 'Registered and signed in; a verification link is mailed to the address (emailVerifiedAt is null)',
				schema: SignedInSchema,
			},
			409: 'An account with this email already exists (also in errors.email)',
			429: TOO_MANY,
		},
	},
	{
		method: 'post',
		path: '/api/logout',
		summary: 'Revoke the bearer token, or end the cookie session, that made the call',
		access: 'signedIn',
		answers: { 200: { description: 'Logged out', schema: MessageSchema } },
	},
	{
		method: 'post',
		path: '/api/forgot-password',
		summary: 'Mail a password reset link',
		description: 'The same answer whether or not an account has the address; the answer never carries the token.',
		access: 'anyone',
		rateLimits: [RATE_LIMITS.forgotPerIp, RATE_LIMITS.forgotPerAccount],
		body: { json: ForgotPasswordSchema },
		answers: {
			200: { description: 'A link was sent if the account exists', schema: MessageSchema },
			429: TOO_MANY,
			503: 'The reset email could not be sent, or the database is unavailable',
		},
	},
	{
		method: 'post',
		path: '/api/reset-password',
		summary: 'Set a new password with a reset token',
		access: 'anyone',
		rateLimits: [RATE_LIMITS.resetPerIp],
		body: { json: ResetPasswordApiBody },
		answers: {
			200: {
				description: 'The password was changed; every session and token of the account ends',
				schema: MessageSchema,
			},
			400: 'An invalid or expired reset link (no `errors`), or a new password that fails its checks (errors.newPassword)',
			429: TOO_MANY,
		},
	},
	{
		method: 'post',
		path: '/api/verify-email',
		summary: "Prove the account's address with the token from the mailed verification link",
		description:
			'No sign-in needed: the token is the proof. A token works once and expires after 48 hours; a password reset through a link mailed to the address proves it too.',
		access: 'anyone',
		rateLimits: [RATE_LIMITS.verifyPerIp],
		body: { json: VerifyEmailApiBody },
		answers: {
			200: { description: 'The address is verified', schema: MessageSchema },
			400: 'A missing, unknown, expired or already used token; the message says which',
			429: TOO_MANY,
		},
	},
	{
		method: 'post',
		path: '/api/resend-verification',
		summary: "Mail a new verification link to the signed-in account's address",
		access: 'signedIn',
		rateLimits: [RATE_LIMITS.verificationResendPerUser],
		answers: {
			202: { description: 'A new link is on its way', schema: MessageSchema },
			409: 'The address is already verified',
			429: 'More than 3 links in an hour for this account; Retry-After says when to ask again',
		},
	},
]
