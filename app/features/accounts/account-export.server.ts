// "Download my data" (UK GDPR access and portability; decision 163): everything held about an
// account, as one JSON document, and the files that are theirs.
//
// How to use it: a new table that holds a user's data gets ONE line in EXPORT_SECTIONS (usually
// `ownRows('table')`, which takes every column of the rows whose user_id is the account), and a
// new file column one line in USER_FILE_SOURCES. Sections read whole rows (`to_jsonb`), so a
// column added later is exported without a change here; only secrets are left out by name.
import type { EntityManager } from '@mikro-orm/postgresql'
import type { User } from '../../models/user.ts'

type Account = Pick<User, 'id'>
type Row = Record<string, unknown>
type ExportSection = (em: EntityManager, account: Account) => Promise<unknown>

/** Values kept exactly as stored: free-form JSON whose keys are the data, not column names. */
const VERBATIM = new Set(['profile_snapshot', 'assessment_data', 'sess', 'response_headers'])

const camel = (key: string) => key.replace(/_([a-z0-9])/g, (_, letter: string) => letter.toUpperCase())

function camelKeys(value: unknown): unknown {
	if (Array.isArray(value)) return value.map(camelKeys)
	if (value === null || typeof value !== 'object') return value
	return Object.fromEntries(
		Object.entries(value).map(([key, inner]) => [camel(key), VERBATIM.has(key) ? inner : camelKeys(inner)]),
	)
}

/** A section from SQL that selects one jsonb `row` per record, with the account's id as its one `?`. */
function rows(sql: string): ExportSection {
	return async (em, account) =>
		(await em.getConnection().execute<{ row: Row }[]>(sql, [account.id])).map(({ row }) => camelKeys(row))
}

/** Like `rows`, for a table with at most one row per account: the row, or null. */
function one(sql: string): ExportSection {
	const all = rows(sql)
	return async (em, account) => ((await all(em, account)) as unknown[])[0] ?? null
}

/** Every row of `table` whose `user_id` is the account, all columns but `omit`, oldest first. */
function ownRows(table: string, { omit = [] as string[], userColumn = 'user_id' } = {}): ExportSection {
	const without = omit.map((column) => ` - '${column}'`).join('')
	return rows(`select to_jsonb(t)${without} as row from "${table}" t where t."${userColumn}" = ? order by 1`)
}

/**
 * The document's sections, in the order they appear. Every entity of app/models was weighed
 * (decision 163): what is not here holds nothing of the account's (the catalogue, the blog, the
 * listing tallies, Stripe's event ids) or only keys that cannot be read back (idempotency keys,
 * rate-limit windows, the hashes of alert mails' unsubscribe links).
 */
export const EXPORT_SECTIONS: Record<string, ExportSection> = {
	account: one(`select to_jsonb(u) - 'password' as row from "user" u where u.id = ?`),
	quickApplyProfile: one('select to_jsonb(t) as row from quick_apply_profile t where t.user_id = ?'),
	preferences: one('select to_jsonb(t) as row from user_preferences t where t.user_id = ?'),
	skills: ownRows('user_skill'),
	trainingHistory: ownRows('training_record'),
	jobAlerts: ownRows('job_alert'),
	savedJobs: rows(
		`select to_jsonb(s) || jsonb_build_object('jobTitle', j.title, 'jobCompany', j.company) as row from saved_job s join job j on j.id = s.job_id where s.user_id = ? order by s.id`,
	),
	jobInteractions: rows(
		`select to_jsonb(i) || jsonb_build_object('jobTitle', j.title, 'jobCompany', j.company) as row from job_interaction i join job j on j.id = i.job_id where i.user_id = ? order by i.id`,
	),
	applications: ownRows('application'),
	applicationStageChanges: rows(
		`select to_jsonb(c) - 'changed_by_id' as row from application_stage_change c join application a on a.id = c.application_id where a.user_id = ? order by c.id`,
	),
	companyReviews: ownRows('company_review', { omit: ['hidden_by_id'] }),
	courseEnrolments: rows(
		`select to_jsonb(e) || jsonb_build_object('courseTitle', c.title, 'courseProvider', c.provider) as row from course_enrollment e join training_course c on c.id = e.course_id where e.user_id = ? order by e.id`,
	),
	courseModuleProgress: rows(
		`select to_jsonb(m) || jsonb_build_object('courseId', e.course_id, 'moduleTitle', cm.title) as row from user_module_progress m join course_enrollment e on e.id = m.enrollment_id join course_module cm on cm.id = m.module_id where e.user_id = ? order by m.id`,
	),
	certificates: ownRows('certificate'),
	careerAssessments: ownRows('career_assessment'),
	careerPaths: rows(
		`select to_jsonb(p) || jsonb_build_object('milestones', (select coalesce(jsonb_agg(to_jsonb(m) order by m.order_index), '[]') from career_milestone m where m.career_path_id = p.id), 'recommendedCourseIds', (select coalesce(jsonb_agg(pc.training_course_id order by pc.training_course_id), '[]') from career_path_course pc where pc.career_path_id = p.id)) as row from career_path p where p.user_id = ? order by p.id`,
	),
	courseRecommendations: rows(
		`select to_jsonb(r) || jsonb_build_object('courseTitle', c.title) as row from course_recommendation r join training_course c on c.id = r.course_id where r.user_id = ? order by r.id`,
	),
	businessSubmissions: ownRows('business_submission', { userColumn: 'submitted_by_id', omit: ['reviewed_by_id'] }),
	jobs: ownRows('job', { omit: ['search_vector', 'rank_vector'] }),
	payments: ownRows('sponsorship_payment'),
	sessions: ownRows('session', { omit: ['sid'] }),
	apiTokens: ownRows('api_token', { omit: ['token_hash'] }),
	passwordResetTokens: ownRows('password_reset_token', { omit: ['token'] }),
}

/**
 * The account's files: SQL selecting `file_id` and the `folder` it goes in, the account's id as
 * its one `?`. Application copies are the application's own, one folder each.
 */
export const USER_FILE_SOURCES = [
	`select cv_file_id as file_id, 'cv' as folder from "user" where id = ?`,
	`select profile_picture_file_id, 'profile-picture' from "user" where id = ?`,
	`select profile_picture_small_file_id, 'profile-picture/small' from "user" where id = ?`,
	`select video_pitch_file_id, 'video-pitch' from quick_apply_profile where user_id = ?`,
	`select cv_file_id, 'applications/' || id || '/cv' from application where user_id = ?`,
	`select video_pitch_file_id, 'applications/' || id || '/video-pitch' from application where user_id = ?`,
]

/** The stored files of `sources` (each with one `?` for `params`), once each. */
export async function filesOf(em: EntityManager, sources: string[], params: unknown[]) {
	const found = await em
		.getConnection()
		.execute<{ id: string; folder: string; file_name: string; mime_type: string; size: number }[]>(
			`select * from (select distinct on (f.id) f.id, s.folder, f.file_name, f.mime_type, f.size from (${sources.join(' union all ')}) s join stored_file f on f.id = s.file_id order by f.id, s.folder) files order by folder, file_name`,
			sources.flatMap(() => params),
		)
	return found.map((file) => ({
		id: file.id,
		path: `files/${file.folder}/${safeName(file.file_name)}`,
		fileName: file.file_name,
		mimeType: file.mime_type,
		size: Number(file.size),
	}))
}

/** A stored name as one path segment: no folders, no control characters. */
function safeName(name: string) {
	// eslint-disable-next-line no-control-regex
	return name.replace(/[\u0000-\u001f\u007f/\\]/g, '_').replace(/^\.+/, '_') || 'file'
}

/** The export: the JSON document (with the list of files and where each sits in the ZIP) and the files. */
export async function accountExport(em: EntityManager, account: Account, now = new Date()) {
	const files = await filesOf(em, USER_FILE_SOURCES, [account.id])
	const document: Record<string, unknown> = {
		exportedAt: now.toISOString(),
		about:
			'Everything Warrington Jobs holds about your account, as of exportedAt. Dates are UTC; money is in pence. Your files are in the files folder of this ZIP, listed under "files".',
	}
	for (const [name, read] of Object.entries(EXPORT_SECTIONS)) document[name] = await read(em, account)
	document.files = files.map(({ path, fileName, mimeType, size }) => ({ path, fileName, mimeType, size }))
	return { document, files }
}
