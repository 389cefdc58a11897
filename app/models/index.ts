import { ApiToken } from './api-token.ts'
import { Application } from './application.ts'
import { ApplicationStageChange } from './application-stage-change.ts'
import { BlogPost } from './blog-post.ts'
import { BusinessSubmission } from './business-submission.ts'
import { Certificate } from './certificate.ts'
import { CareerAssessment } from './career-assessment.ts'
import { CareerMilestone } from './career-milestone.ts'
import { CareerPath } from './career-path.ts'
import { CompanyListing } from './company-listing.ts'
import { CompanyReview } from './company-review.ts'
import { ContactMessage } from './contact-message.ts'
import { EmailVerificationToken } from './email-verification-token.ts'
import { CourseEnrollment } from './course-enrollment.ts'
import { CourseModule } from './course-module.ts'
import { CourseRecommendation } from './course-recommendation.ts'
import { IdempotencyKey } from './idempotency-key.ts'
import { Job } from './job.ts'
import { JobAlert } from './job-alert.ts'
import { JobAlertUnsubscribe } from './job-alert-unsubscribe.ts'
import { JobImport } from './job-import.ts'
import { JobInteraction } from './job-interaction.ts'
import { JobListingTally } from './job-listing-tally.ts'
import { JobPlaceTally } from './job-place-tally.ts'
import { JobOutboundClick } from './job-outbound-click.ts'
import { JobRankWord } from './job-rank-word.ts'
import { JobSkill } from './job-skill.ts'
import { JobSource } from './job-source.ts'
import { JobWordTally } from './job-word-tally.ts'
import { Occupation } from './occupation.ts'
import { OccupationSkill } from './occupation-skill.ts'
import { OutboxMessage } from './outbox-message.ts'
import { PartnershipEnquiry } from './partnership-enquiry.ts'
import { PasswordResetToken } from './password-reset-token.ts'
import { QuickApplyProfile } from './quick-apply-profile.ts'
import { RateLimit } from './rate-limit.ts'
import { SavedJob } from './saved-job.ts'
import { SearchWord } from './search-word.ts'
import { Session } from './session.ts'
import { SponsorshipPayment } from './sponsorship-payment.ts'
import { Skill } from './skill.ts'
import { StoredFile } from './stored-file.ts'
import { StripeEvent } from './stripe-event.ts'
import { TrainingCourse } from './training-course.ts'
import { TrainingRecord } from './training-record.ts'
import { User } from './user.ts'
import { UserPreferences } from './user-preferences.ts'
import { UserModuleProgress } from './user-module-progress.ts'
import { UserSkill } from './user-skill.ts'

export {
	ApiToken,
	Application,
	ApplicationStageChange,
	BlogPost,
	BusinessSubmission,
	CareerAssessment,
	CareerMilestone,
	CareerPath,
	Certificate,
	CompanyListing,
	CompanyReview,
	ContactMessage,
	EmailVerificationToken,
	CourseEnrollment,
	CourseModule,
	CourseRecommendation,
	IdempotencyKey,
	Job,
	JobAlert,
	JobAlertUnsubscribe,
	JobImport,
	JobInteraction,
	JobListingTally,
	JobPlaceTally,
	JobOutboundClick,
	JobRankWord,
	JobSkill,
	JobSource,
	JobWordTally,
	Occupation,
	OccupationSkill,
	OutboxMessage,
	PartnershipEnquiry,
	PasswordResetToken,
	QuickApplyProfile,
	RateLimit,
	SavedJob,
	SearchWord,
	Session,
	Skill,
	SponsorshipPayment,
	StoredFile,
	StripeEvent,
	TrainingCourse,
	TrainingRecord,
	User,
	UserModuleProgress,
	UserPreferences,
	UserSkill,
}

/** Every entity, listed explicitly (no folder scanning). */
export const entities = [
	User,
	Session,
	ApiToken,
	PasswordResetToken,
	EmailVerificationToken,
	OutboxMessage,
	RateLimit,
	Job,
	StoredFile,
	Application,
	ApplicationStageChange,
	JobListingTally,
	JobPlaceTally,
	CompanyListing,
	JobWordTally,
	JobRankWord,
	SavedJob,
	QuickApplyProfile,
	UserPreferences,
	JobInteraction,
	SponsorshipPayment,
	StripeEvent,
	IdempotencyKey,
	CompanyReview,
	BusinessSubmission,
	ContactMessage,
	PartnershipEnquiry,
	BlogPost,
	UserSkill,
	TrainingRecord,
	TrainingCourse,
	CourseModule,
	CareerAssessment,
	CourseRecommendation,
	CareerPath,
	CareerMilestone,
	CourseEnrollment,
	UserModuleProgress,
	Certificate,
	JobAlert,
	JobAlertUnsubscribe,
	Occupation,
	Skill,
	OccupationSkill,
	JobSkill,
	SearchWord,
	JobSource,
	JobImport,
	JobOutboundClick,
]
