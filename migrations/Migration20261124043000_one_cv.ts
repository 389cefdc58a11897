import { Migration } from '@mikro-orm/migrations'

/**
 * One CV per job seeker (decision 110): the Quick Apply profile's own CV columns go, and the
 * account's CV (user.cv_file_id) is the only one. Where a seeker had both, the one uploaded last
 * is kept; the other file, now used by nothing, is deleted, as replacing a CV always did.
 * Applications keep their own copies and are not touched.
 */
export class Migration20261124043000_one_cv extends Migration {
	override name = 'Migration20261124043000_one_cv'

	override up(): void | Promise<void> {
		// Every CV file before the change; those still used afterwards are kept.
		this.addSql(
			`create temporary table "old_cv_file" as select "cv_file_id" as "id" from "quick_apply_profile" where "cv_file_id" is not null union select "cv_file_id" from "user" where "cv_file_id" is not null;`,
		)
		// A Quick Apply CV becomes the account's CV when the account has none or an older one.
		this.addSql(
			`update "user" as "u" set "cv_file_id" = "q"."cv_file_id", "cv_file_name" = coalesce("q"."cv_file_name", "f"."file_name"), "cv_file_url" = '/files/' || "q"."cv_file_id", "cv_uploaded_at" = "f"."created_at" from "quick_apply_profile" as "q" join "stored_file" as "f" on "f"."id" = "q"."cv_file_id" where "q"."user_id" = "u"."id" and ("u"."cv_file_id" is null or "f"."created_at" > coalesce("u"."cv_uploaded_at", (select "created_at" from "stored_file" where "id" = "u"."cv_file_id")));`,
		)
		this.addSql(`alter table "quick_apply_profile" drop constraint "quick_apply_profile_cv_file_id_foreign";`)
		this.addSql(
			`alter table "quick_apply_profile" drop column "cv_file_id", drop column "cv_file_name", drop column "cv_mime_type";`,
		)
		this.addSql(
			`delete from "stored_file" where "id" in (select "id" from "old_cv_file") and not exists (select 1 from "user" where "cv_file_id" = "stored_file"."id") and not exists (select 1 from "application" where "cv_file_id" = "stored_file"."id" or "video_pitch_file_id" = "stored_file"."id") and not exists (select 1 from "quick_apply_profile" where "video_pitch_file_id" = "stored_file"."id");`,
		)
		this.addSql(`drop table "old_cv_file";`)
	}

	override down(): void | Promise<void> {
		// The columns come back empty: Quick Apply falls back to the account's CV, as it did before.
		this.addSql(
			`alter table "quick_apply_profile" add column "cv_file_id" uuid null, add column "cv_file_name" varchar(255) null, add column "cv_mime_type" varchar(100) null;`,
		)
		this.addSql(
			`alter table "quick_apply_profile" add constraint "quick_apply_profile_cv_file_id_foreign" foreign key ("cv_file_id") references "stored_file" ("id") on delete set null;`,
		)
	}
}
