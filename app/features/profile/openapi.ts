// Profile (§19): the seeker's Quick Apply profile, picture, skills and training history.
import { z } from 'zod'
import { QuickApplyFormSchema, QuickApplyProfileJsonSchema } from '../applying/quick-apply-schema.ts'
import { SkillSchema, TrainingSchema } from './skill-schemas.ts'
import { calendarDate, dateTime, id, MessageWithIdSchema, sitePath } from '../../platform/openapi/common.ts'
import type { ApiOperation } from '../../platform/openapi/operation.ts'
import { named } from '../../platform/openapi/schemas.ts'
import { RATE_LIMITS } from '../../platform/rate-limit.server.ts'

const QuickApplyProfileSchema = named(
	'QuickApplyProfile',
	z.object({
		id: id(),
		userId: id(),
		fullName: z.string(),
		phone: z.string().nullable(),
		address: z.string().nullable(),
		city: z.string().nullable(),
		postcode: z.string().nullable(),
		currentJobTitle: z.string().nullable(),
		yearsExperience: z.number().nullable(),
		skills: z.array(z.string()),
		qualifications: z.array(z.string()),
		defaultCoverLetter: z.string().nullable(),
		availabilityNotice: z.string().nullable(),
		cvFileName: z.string().nullable(),
		cvMimeType: z.string().nullable(),
		cvFileUrl: sitePath().nullable(),
		videoPitchUrl: sitePath().nullable(),
		videoPitchMimeType: z.string().nullable(),
		videoPitchDuration: z.number().nullable(),
		videoPitchRecordedAt: dateTime().nullable(),
		createdAt: dateTime(),
		updatedAt: dateTime(),
	}),
)

const SkillAnswerSchema = named(
	'Skill',
	z.object({
		id: id(),
		skillName: z.string(),
		skillCategory: z.string(),
		proficiencyLevel: z.string(),
		yearsOfExperience: z.number().int().nullable(),
		lastUsed: calendarDate().nullable(),
		certificationName: z.string().nullable(),
		certificationDate: calendarDate().nullable(),
		certificationExpiry: calendarDate().nullable(),
		isVerified: z.boolean(),
		createdAt: dateTime(),
		updatedAt: dateTime(),
	}),
)

const TrainingRecordSchema = named(
	'TrainingRecord',
	z.object({
		id: id(),
		trainingTitle: z.string(),
		trainingProvider: z.string(),
		trainingType: z.string(),
		category: z.string(),
		skillsLearned: z.array(z.string()),
		completedDate: calendarDate().nullable(),
		certificateUrl: z.string().nullable(),
		duration: z.string().nullable(),
		status: z.enum(['completed', 'in_progress']),
		createdAt: dateTime(),
		updatedAt: dateTime(),
	}),
)

const PictureSchema = z.object({ message: z.string(), profileImageUrl: sitePath().nullable() })

const recordId = { id: 'The record’s id' }

export const profileOperations: ApiOperation[] = [
	{
		method: 'get',
		path: '/api/user/profile',
		summary: 'Your Quick Apply profile',
		access: 'signedIn',
		answers: {
			200: { description: 'The profile', schema: QuickApplyProfileSchema },
			404: 'No Quick Apply profile yet',
		},
	},
	{
		method: 'post',
		path: '/api/user/profile',
		summary: 'Save your Quick Apply profile',
		description:
			'JSON (files inline as base64 in cvFileData and videoPitchData, checked by content) or multipart with the files cv and videoPitch.',
		access: 'signedIn',
		body: {
			json: QuickApplyProfileJsonSchema,
			multipart: QuickApplyFormSchema.extend({
				cv: z.file().optional().meta({ description: 'PDF, DOC or DOCX, at most 5 MB' }),
				videoPitch: z.file().optional().meta({ description: 'WebM or MP4, at most 90 seconds' }),
			}),
		},
		answers: {
			200: { description: 'The profile saved', schema: QuickApplyProfileSchema },
			400: 'A field failed validation or a file was refused, named in `errors`',
			413: 'A multipart file over its size (named in `errors`), or the body far over the limits',
		},
	},
	{
		method: 'post',
		path: '/api/upload/profile-picture',
		summary: 'Upload or replace your profile picture',
		description: 'Drawn again on the server as WebP squares without the original’s metadata.',
		access: 'signedIn',
		rateLimits: [RATE_LIMITS.pictureUploadPerUser],
		body: {
			multipart: z.object({
				profilePicture: z.file().meta({ description: 'JPEG, PNG or WebP (by content), at most 5 MB' }),
			}),
		},
		answers: {
			200: { description: 'Uploaded', schema: PictureSchema },
			400: '“Invalid file type” or “No file uploaded”, with errors.profilePicture',
			413: '“File too large”: the picture is over 5 MB (errors.profilePicture), or the body far over it',
			415: 'The body is not multipart/form-data (JSON, say)',
			429: 'More than 30 uploads in an hour; Retry-After says when',
		},
	},
	{
		method: 'get',
		path: '/api/user/profile-picture',
		summary: 'Your profile picture’s address',
		access: 'signedIn',
		answers: {
			200: {
				description: 'Its address (null when none)',
				schema: z.object({ profileImageUrl: sitePath().nullable() }),
			},
		},
	},
	{
		method: 'delete',
		path: '/api/user/profile-picture',
		summary: 'Remove your profile picture and its files',
		access: 'signedIn',
		answers: { 200: { description: 'Removed', schema: PictureSchema }, 404: 'No profile picture to remove' },
	},
	{
		method: 'get',
		path: '/api/user/skills',
		summary: 'Your skills, A to Z',
		access: 'seeker',
		paged: true,
		answers: { 200: { description: 'A page of skills', schema: z.array(SkillAnswerSchema) } },
	},
	{
		method: 'post',
		path: '/api/user/skills',
		summary: 'Add a skill',
		access: 'seeker',
		body: { json: SkillSchema },
		answers: {
			201: { description: 'The skill (isVerified false)', schema: SkillAnswerSchema },
			409: 'A skill of that name is already listed (errors.skillName), or a 51st skill',
		},
	},
	{
		method: 'patch',
		path: '/api/user/skills/{id}',
		summary: 'Change a skill: the fields sent replace its own (null clears an optional one)',
		access: 'seeker',
		params: recordId,
		body: { json: SkillSchema, partial: true },
		answers: {
			200: { description: 'The skill', schema: SkillAnswerSchema },
			404: 'Skill not found: also someone else’s',
			409: 'A skill of that name is already listed',
		},
	},
	{
		method: 'delete',
		path: '/api/user/skills/{id}',
		summary: 'Delete a skill',
		access: 'seeker',
		params: recordId,
		answers: {
			200: { description: 'Deleted', schema: MessageWithIdSchema },
			404: 'Skill not found: also someone else’s',
		},
	},
	{
		method: 'get',
		path: '/api/user/training-history',
		summary: 'Your training, newest first',
		access: 'seeker',
		paged: true,
		answers: { 200: { description: 'A page of training records', schema: z.array(TrainingRecordSchema) } },
	},
	{
		method: 'post',
		path: '/api/user/training-history',
		summary: 'Add a training record',
		access: 'seeker',
		body: { json: TrainingSchema },
		answers: {
			201: { description: 'The record', schema: TrainingRecordSchema },
			409: 'A 101st record',
		},
	},
	{
		method: 'patch',
		path: '/api/user/training-history/{id}',
		summary: 'Change a training record: the fields sent replace its own',
		access: 'seeker',
		params: recordId,
		body: { json: TrainingSchema, partial: true },
		answers: {
			200: { description: 'The record', schema: TrainingRecordSchema },
			404: 'Training record not found: also someone else’s',
		},
	},
	{
		method: 'delete',
		path: '/api/user/training-history/{id}',
		summary: 'Delete a training record',
		access: 'seeker',
		params: recordId,
		answers: {
			200: { description: 'Deleted', schema: MessageWithIdSchema },
			404: 'Training record not found: also someone else’s',
		},
	},
]
