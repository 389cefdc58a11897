import { ApiToken } from './api-token.ts'
import { OutboxMessage } from './outbox-message.ts'
import { PasswordResetToken } from './password-reset-token.ts'
import { RateLimit } from './rate-limit.ts'
import { Session } from './session.ts'
import { User } from './user.ts'

export { ApiToken, OutboxMessage, PasswordResetToken, RateLimit, Session, User }

/** Every entity, listed explicitly (no folder scanning). */
export const entities = [User, Session, ApiToken, PasswordResetToken, OutboxMessage, RateLimit]
