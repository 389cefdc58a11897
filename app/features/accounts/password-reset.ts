// Texts of password recovery, shared by the screens, the JSON API and the service behind them.

/** The one answer to a reset request, whether or not the email has an account. */
export const RESET_LINK_SENT_MESSAGE =
	"If an account exists for that email, we've sent a link to reset your password. It expires in 1 hour."
export const INVALID_RESET_LINK_MESSAGE = 'Invalid reset link. Please request a new password reset.'
export const PASSWORD_RESET_MESSAGE = 'Your password has been reset. You can now sign in with your new password.'
export const RESET_EMAIL_FAILED_TITLE = 'Failed to send reset email'
export const RESET_EMAIL_FAILED_MESSAGE = 'Failed to send reset email. Please try again.'
export const RESET_FAILED_TITLE = 'Failed to reset password'
export const RESET_FAILED_MESSAGE = 'Failed to reset password. Please try again.'
