import { ApiToken } from './api-token.ts'
import { Application } from './application.ts'
import { CompanyListing } from './company-listing.ts'
import { Job } from './job.ts'
import { JobListingTally } from './job-listing-tally.ts'
import { OutboxMessage } from './outbox-message.ts'
import { PasswordResetToken } from './password-reset-token.ts'
import { RateLimit } from './rate-limit.ts'
import { SavedJob } from './saved-job.ts'
import { Session } from './session.ts'
import { StoredFile } from './stored-file.ts'
import { User } from './user.ts'

export { ApiToken, Application, CompanyListing, Job, JobListingTally, OutboxMessage, PasswordResetToken, RateLimit, SavedJob, Session, StoredFile, User }

/** Every entity, listed explicitly (no folder scanning). */
export const entities = [User, Session, ApiToken, PasswordResetToken, OutboxMessage, RateLimit, Job, StoredFile, Application, JobListingTally, CompanyListing, SavedJob]
