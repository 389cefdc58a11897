import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { versionAtCommitTrigger } from './version-at-commit.ts'
import { SEEKER_POOL_VERSION_TRIGGER } from './seeker-pool-version.ts'
import { USER_TYPES } from '../platform/access.ts'
import { StoredFile } from './stored-file.ts'

export const User = defineEntity({
	name: 'User',
	tableName: 'user',
	triggers: [
		SEEKER_POOL_VERSION_TRIGGER('user_seeker_pool_version'),
		versionAtCommitTrigger('user', 'seeker_pool_version'),
	],
	checks: [{ name: 'user_email_lower_check', expression: 'email = lower(email)' }],
	properties: {
		id: p.integer().primary().autoincrement(),
		/** Stored lower-cased, so uniqueness is case-insensitive. */
		email: p.string().length(254).unique(),
		/**
		 * When the owner proved `email` is theirs (followed the verification link, or a reset link sent
		 * to it); null until then, and again after an email change. Only a verified address counts as
		 * the account's for anything found by email.
		 */
		emailVerifiedAt: p.datetime().nullable(),
		/** When an operator disabled the account (`npm run admin -- user:disable`): no sign-in, no session, no API token. */
		disabledAt: p.datetime().nullable(),
		username: p.string().length(255).nullable(),
		/** The argon2id hash; never leaves the server. */
		password: p.string().length(255).hidden().lazy(),
		firstName: p.string().length(255),
		lastName: p.string().length(255),
		userType: p.enum(USER_TYPES).default('employee'),
		/** The address of the profile picture (/profile-pictures/{id} of `profilePictureFile`), or null. */
		profileImageUrl: p.string().length(500).nullable(),
		/** The profile picture, re-encoded on the server: 256×256 WebP, and a 64×64 copy for the header. */
		profilePictureFile: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
		profilePictureSmallFile: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
		/** The seeker's one CV, shown on My Profile and Quick Apply; `cvFileName`, `cvFileUrl` and `cvUploadedAt` describe it. */
		cvFile: () => p.manyToOne(StoredFile).nullable().deleteRule('set null'),
		cvFileName: p.string().length(255).nullable(),
		cvFileUrl: p.string().length(500).nullable(),
		cvUploadedAt: p.datetime().nullable(),
		/**
		 * Retention (decision 223): when the account was last used (signed in, or a signed-in request,
		 * recorded at most once a day), and when its owner was warned that it would be deleted for
		 * disuse; null until then, and again once it is used.
		 */
		lastActiveAt: p
			.datetime()
			.defaultRaw('now()')
			.onCreate(() => new Date())
			.index(),
		inactivityWarnedAt: p.datetime().nullable(),
		/** When the seeker closed the welcome on /profile; it is shown until then. */
		profileWelcomeDismissedAt: p.datetime().nullable(),
		createdAt: p.datetime().onCreate(() => new Date()),
		updatedAt: p
			.datetime()
			.onCreate(() => new Date())
			.onUpdate(() => new Date()),
	},
})
export type User = InferEntity<typeof User>
