// The register of personal data (UK GDPR; decision 184): every table of the database, and for
// each that holds personal data, how an account's rows are found and what erasing the account does
// to them. "Download my data" exports exactly the rows found here and "Delete my account" acts on
// exactly those rows, so the two cannot cover different things (personal-data.server.ts).
//
// How to use it: a new table gets ONE entry. Rows are found by a column naming the account
// (`byUser`), by the account's address (`byAddress`: exact and case-insensitive, and only once the
// address is verified, because until then rows under it may be someone else's), or through a
// parent that was found (`within`). Never by searching text for the address. A table with nothing
// personal is declared with why. personal-data-register.server.test.ts fails on a table or entity
// that is not here.
import { RATE_LIMITS } from '../../platform/rate-limit.server.ts'
import { accountSubject } from './sign-in.server.ts'
import type { KeptReason } from './personal-data-kept.ts'

/** Whose rows: the account's id and, only once its owner proved it, its address (lower case). */
export type Owner = { id: number; verifiedAddress: string | null }

/** A condition on the table aliased `{t}`, and its parameters. */
export type Finder = { where: string; params: (owner: Owner) => unknown[] }

export type PersonalTable = {
	table: string
	/** The export's section for these rows; `one` for a table with at most one row per account. */
	section: string
	one?: boolean
	/** Primary key columns: how the found rows are named to the erasure. */
	keys?: string[]
	/** The account's rows: those any of these find. */
	found: Finder[]
	/** Deleted, or kept with `columns` set to null (they name the account), for the reason given. */
	erasure: 'delete' | { anonymise: string[]; kept: KeptReason }
	/** Columns left out of the export (secrets), or the only ones in it (rows that are others'). */
	omit?: string[]
	only?: string[]
	/** A jsonb object over `{t}` added to each exported row: what an id alone would not say. */
	context?: string
}

export type NoPersonalData = { table: string; none: string }

const byUser = (column = 'user_id'): Finder => ({ where: `{t}."${column}" = ?`, params: (owner) => [owner.id] })

/** Rows under the account's verified address; none while it is unverified (null equals nothing). */
const byAddress = (column: string): Finder => ({
	where: `lower({t}."${column}") = ?`,
	params: (owner) => [owner.verifiedAddress],
})

/** Rows whose `column` points at a row of `parent` that `finders` find. */
function within(column: string, parent: string, finders: Finder[]): Finder {
	const where = finders.map((finder) => `(${finder.where.replaceAll('{t}', 'p')})`).join(' or ')
	return {
		where: `{t}."${column}" in (select p.id from "${parent}" p where ${where})`,
		params: (owner) => finders.flatMap((finder) => finder.params(owner)),
	}
}

const applications = [byUser(), byAddress('applicant_email')]
const enrolments = [byUser()]
const careerPaths = [byUser()]

/** SQL selecting `file_id` and the ZIP folder it goes in, and its parameters. */
export type FileSource = { select: string; params: (owner: Owner) => unknown[] }

/** The account's files: those of the account's own row, its profile and its applications. */
export const FILE_SOURCES: FileSource[] = [
	{ select: `select cv_file_id as file_id, 'cv' as folder from "user" where id = ?`, params: (o) => [o.id] },
	{ select: `select profile_picture_file_id, 'profile-picture' from "user" where id = ?`, params: (o) => [o.id] },
	{
		select: `select profile_picture_small_file_id, 'profile-picture/small' from "user" where id = ?`,
		params: (o) => [o.id],
	},
	{
		select: `select video_pitch_file_id, 'video-pitch' from quick_apply_profile where user_id = ?`,
		params: (o) => [o.id],
	},
	...applications.flatMap((finder) => [
		{
			select: `select p.cv_file_id, 'applications/' || p.id || '/cv' from application p where ${finder.where.replaceAll('{t}', 'p')}`,
			params: finder.params,
		},
		{
			select: `select p.video_pitch_file_id, 'applications/' || p.id || '/video-pitch' from application p where ${finder.where.replaceAll('{t}', 'p')}`,
			params: finder.params,
		},
	]),
]

const jobNamed = `jsonb_build_object('jobTitle', (select j.title from job j where j.id = {t}.job_id), 'jobCompany', (select j.company from job j where j.id = {t}.job_id))`
const courseNamed = (as: string) =>
	`jsonb_build_object('${as}', (select c.title from training_course c where c.id = {t}.course_id))`

/** The tables with personal data, in the order the export shows them and the erasure acts. */
export const PERSONAL_DATA: PersonalTable[] = [
	{ table: 'user', section: 'account', one: true, found: [byUser('id')], erasure: 'delete', omit: ['password'] },
	{ table: 'quick_apply_profile', section: 'quickApplyProfile', one: true, found: [byUser()], erasure: 'delete' },
	{ table: 'user_preferences', section: 'preferences', one: true, found: [byUser()], erasure: 'delete' },
	{ table: 'user_skill', section: 'skills', found: [byUser()], erasure: 'delete' },
	{ table: 'training_record', section: 'trainingHistory', found: [byUser()], erasure: 'delete' },
	{
		table: 'job_alert',
		section: 'jobAlerts',
		found: [byUser()],
		erasure: 'delete',
		omit: ['unsubscribe_token', 'unsubscribe_token_hash'],
	},
	// One row per alert mail sent: the hash of its unsubscribe link's token, never the token.
	{
		table: 'job_alert_unsubscribe',
		section: 'jobAlertUnsubscribeLinks',
		keys: ['token_hash'],
		found: [within('job_alert_id', 'job_alert', [byUser()])],
		erasure: 'delete',
		omit: ['token_hash'],
	},
	{ table: 'saved_job', section: 'savedJobs', found: [byUser()], erasure: 'delete', context: jobNamed },
	{ table: 'job_interaction', section: 'jobInteractions', found: [byUser()], erasure: 'delete', context: jobNamed },
	// What the talent pool counts of a seeker, read from their preferences and profile (decision 240).
	{
		table: 'seeker_pool_member',
		section: 'talentPool',
		one: true,
		keys: ['user_id'],
		found: [byUser()],
		erasure: 'delete',
	},
	// Sent signed in, or with the account's verified address without signing in; the employer loses them.
	{ table: 'application', section: 'applications', found: applications, erasure: 'delete' },
	{
		table: 'application_stage_change',
		section: 'applicationStageChanges',
		found: [within('application_id', 'application', applications)],
		erasure: 'delete',
		omit: ['changed_by_id'],
	},
	{ table: 'company_review', section: 'companyReviews', found: [byUser()], erasure: 'delete', omit: ['hidden_by_id'] },
	{
		table: 'course_enrollment',
		section: 'courseEnrolments',
		found: enrolments,
		erasure: 'delete',
		context: courseNamed('courseTitle'),
	},
	{
		table: 'user_module_progress',
		section: 'courseModuleProgress',
		found: [within('enrollment_id', 'course_enrollment', enrolments)],
		erasure: 'delete',
		context: `jsonb_build_object('moduleTitle', (select m.title from course_module m where m.id = {t}.module_id))`,
	},
	{ table: 'certificate', section: 'certificates', found: [byUser()], erasure: 'delete' },
	{ table: 'career_assessment', section: 'careerAssessments', found: [byUser()], erasure: 'delete' },
	{ table: 'career_path', section: 'careerPaths', found: careerPaths, erasure: 'delete' },
	{
		table: 'career_milestone',
		section: 'careerMilestones',
		found: [within('career_path_id', 'career_path', careerPaths)],
		erasure: 'delete',
	},
	{
		table: 'career_path_course',
		section: 'careerPathCourses',
		keys: ['career_path_id', 'training_course_id'],
		found: [within('career_path_id', 'career_path', careerPaths)],
		erasure: 'delete',
		context: `jsonb_build_object('courseTitle', (select c.title from training_course c where c.id = {t}.training_course_id))`,
	},
	{
		table: 'course_recommendation',
		section: 'courseRecommendations',
		found: [byUser()],
		erasure: 'delete',
		context: courseNamed('courseTitle'),
	},
	{
		table: 'business_submission',
		section: 'businessSubmissions',
		found: [byUser('submitted_by_id')],
		erasure: 'delete',
		omit: ['reviewed_by_id'],
	},
	{ table: 'contact_message', section: 'contactMessages', found: [byAddress('email')], erasure: 'delete' },
	{ table: 'partnership_enquiry', section: 'partnershipEnquiries', found: [byAddress('email')], erasure: 'delete' },
	{ table: 'job', section: 'jobs', found: [byUser()], erasure: 'delete', omit: ['search_vector', 'rank_vector'] },
	// Where the employer's jobs are imported from (issue 32), and each imported job's link to its source.
	{
		table: 'job_source',
		section: 'jobSources',
		found: [byUser('employer_id')],
		erasure: 'delete',
		omit: ['approved_by_id', 'etag', 'last_modified'],
	},
	{
		table: 'job_import',
		section: 'jobImports',
		found: [within('source_id', 'job_source', [byUser('employer_id')])],
		erasure: 'delete',
	},
	{
		table: 'sponsorship_payment',
		section: 'payments',
		found: [byUser()],
		erasure: { anonymise: ['user_id', 'job_id'], kept: 'payments' },
	},
	// Mail to the account's verified address, by its recipient alone: mail to others is theirs.
	// The text and HTML are left out: a reset or verification mail carries a live link.
	{ table: 'mail_outbox', section: 'emails', found: [byAddress('to')], erasure: 'delete', omit: ['text', 'html'] },
	{
		table: 'idempotency_key',
		section: 'retriedRequests',
		found: [{ where: `{t}.owner = ?`, params: (owner) => [`user:${owner.id}`] }],
		erasure: 'delete',
		// The stored answer is left out: it may hold a secret (a payment's client secret).
		omit: ['request_hash', 'response_body', 'response_headers'],
	},
	{ table: 'session', section: 'sessions', keys: ['sid'], found: [byUser()], erasure: 'delete', omit: ['sid'] },
	{ table: 'api_token', section: 'apiTokens', found: [byUser()], erasure: 'delete', omit: ['token_hash'] },
	{
		table: 'password_reset_token',
		section: 'passwordResetTokens',
		found: [byUser()],
		erasure: 'delete',
		omit: ['token'],
	},
	{
		table: 'email_verification_token',
		section: 'emailVerificationLinks',
		found: [byUser()],
		erasure: 'delete',
		omit: ['token'],
	},
	{
		table: 'rate_limit',
		section: 'attemptCounts',
		keys: ['key'],
		found: [
			{
				where: `{t}.key in (?, ?, ?)`,
				params: (o) => [
					`${RATE_LIMITS.reviewPerUser.name}:${o.id}`,
					`${RATE_LIMITS.pictureUploadPerUser.name}:${o.id}`,
					`${RATE_LIMITS.verificationResendPerUser.name}:${o.id}`,
				],
			},
			{
				where: `{t}.key = ?`,
				params: (o) => [o.verifiedAddress && `${RATE_LIMITS.forgotPerAccount.name}:${o.verifiedAddress}`],
			},
			// `login-account-ip:<the address's hash>:<network address>`: the hash is of fixed length.
			{
				where: `starts_with({t}.key, ?)`,
				params: (o) => [
					o.verifiedAddress && `${RATE_LIMITS.loginPerAccountAddress.name}:${accountSubject(o.verifiedAddress)}`,
				],
			},
			// `repeat-notice:<job id>:<address>`, the address whole.
			{
				where: `{t}.key = ? || split_part({t}.key, ':', 2) || ':' || ?`,
				params: (o) => [`${RATE_LIMITS.repeatNoticePerJobAddress.name}:`, o.verifiedAddress],
			},
		],
		erasure: 'delete',
	},
	// Others' rows the account acted on: only the columns that name it are its, and only they go.
	...(
		[
			['contact_message', 'handledContactMessages', 'handled_by_id', 'handled_at'],
			['partnership_enquiry', 'handledPartnershipEnquiries', 'handled_by_id', 'handled_at'],
			['business_submission', 'reviewedBusinessSubmissions', 'reviewed_by_id', 'reviewed_at'],
			['company_review', 'hiddenCompanyReviews', 'hidden_by_id', 'hidden_at'],
			['application_stage_change', 'applicationStagesSet', 'changed_by_id', 'changed_at'],
			['job_source', 'approvedJobSources', 'approved_by_id', 'trusted_at'],
		] as const
	).map(([table, section, column, when]): PersonalTable => ({
		table,
		section,
		found: [byUser(column)],
		erasure: { anonymise: [column], kept: 'othersRecords' },
		only: ['id', column, when],
	})),
	// Last: the files of the rows above, found while those rows still point at them.
	{
		table: 'stored_file',
		section: 'files',
		found: [
			{
				where: `{t}.id in (select file_id from (${FILE_SOURCES.map((source) => source.select).join(' union all ')}) s)`,
				params: (owner) => FILE_SOURCES.flatMap((source) => source.params(owner)),
			},
		],
		erasure: 'delete',
		only: ['id', 'file_name', 'mime_type', 'size', 'created_at'],
	},
]

/** The tables without personal data, and why. */
export const NO_PERSONAL_DATA: NoPersonalData[] = [
	{ table: 'blog_post', none: 'Articles by the team; the author is a byline, not an account.' },
	{ table: 'company_listing', none: 'Which companies are listed, and until when.' },
	{ table: 'course_module', none: 'The training catalogue.' },
	{ table: 'training_course', none: 'The training catalogue.' },
	{ table: 'job_listing_tally', none: 'Counts of listings by hour, for the listings cache.' },
	{ table: 'job_place_tally', none: 'Counts of listed jobs by place and hour, for radius searches (decision 241).' },
	{ table: 'job_listed_total', none: 'Counts of listed jobs by group and day, for the insights (decision 240).' },
	{ table: 'job_posted_total', none: 'Counts of posted jobs by group and day, for the insights (decision 240).' },
	{ table: 'seeker_pool_total', none: 'Counts of job seekers by group, for the talent pool (decision 240).' },
	{
		table: 'seeker_active_total',
		none: 'Counts of job seekers by group and day last active, for the talent pool (decision 251).',
	},
	{ table: 'job_word_tally', none: 'Counts of words across listings, for search.' },
	{ table: 'job_rank_word', none: 'Search words of a job’s text; they go with the job.' },
	{
		table: 'job_title_word',
		none: 'Words of job titles with their pay and area, for salary benchmarks (decision 255); they go with the job.',
	},
	{ table: 'search_word', none: 'Words of job titles and the skills taxonomy, for “Did you mean”.' },
	{ table: 'job_skill', none: 'Skills a job asks for; they go with the job.' },
	{
		table: 'job_outbound_click',
		none: 'How many times a day an imported job’s “Apply on … site” was pressed; who pressed is not kept.',
	},
	{ table: 'occupation', none: 'The skills and occupations taxonomy (ESCO).' },
	{ table: 'skill', none: 'The skills and occupations taxonomy (ESCO).' },
	{ table: 'occupation_skill', none: 'The skills and occupations taxonomy (ESCO).' },
	{ table: 'stripe_event', none: 'Ids of Stripe events already handled.' },
	{ table: 'mikro_orm_migrations', none: 'Which migrations have run.' },
]
