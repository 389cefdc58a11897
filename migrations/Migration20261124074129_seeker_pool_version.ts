import { Migration } from '@mikro-orm/migrations'

export class Migration20261124074129_seeker_pool_version extends Migration {
	override name = 'Migration20261124074129_seeker_pool_version'

	override up(): void | Promise<void> {
		// Moved on by every write to the tables the talent pool counts from; cached figures made under another value are not used (decision 136).
		this.addSql(`create sequence if not exists "seeker_pool_version";`)
		this.addSql(
			`create or replace function "user_user_seeker_pool_version_fn"() returns trigger as $$ begin perform nextval('seeker_pool_version'); return null; end; $$ language plpgsql;`,
		)
		this.addSql(
			`create trigger "user_seeker_pool_version" AFTER INSERT OR UPDATE OR DELETE on "user" for each STATEMENT execute function "user_user_seeker_pool_version_fn"();`,
		)

		this.addSql(
			`create or replace function "quick_apply_profile_quick_apply_profile_seeker_pool_version_fn"() returns trigger as $$ begin perform nextval('seeker_pool_version'); return null; end; $$ language plpgsql;`,
		)
		this.addSql(
			`create trigger "quick_apply_profile_seeker_pool_version" AFTER INSERT OR UPDATE OR DELETE on "quick_apply_profile" for each STATEMENT execute function "quick_apply_profile_quick_apply_profile_seeker_pool_version_fn"();`,
		)

		this.addSql(
			`create or replace function "application_application_seeker_pool_version_fn"() returns trigger as $$ begin perform nextval('seeker_pool_version'); return null; end; $$ language plpgsql;`,
		)
		this.addSql(
			`create trigger "application_seeker_pool_version" AFTER INSERT OR UPDATE OR DELETE on "application" for each STATEMENT execute function "application_application_seeker_pool_version_fn"();`,
		)

		this.addSql(
			`create or replace function "user_preferences_user_preferences_seeker_pool_version_fn"() returns trigger as $$ begin perform nextval('seeker_pool_version'); return null; end; $$ language plpgsql;`,
		)
		this.addSql(
			`create trigger "user_preferences_seeker_pool_version" AFTER INSERT OR UPDATE OR DELETE on "user_preferences" for each STATEMENT execute function "user_preferences_user_preferences_seeker_pool_version_fn"();`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop trigger if exists "application_seeker_pool_version" on "application";`)
		this.addSql(`drop function if exists "application_application_seeker_pool_version_fn"();`)

		this.addSql(`drop trigger if exists "quick_apply_profile_seeker_pool_version" on "quick_apply_profile";`)
		this.addSql(`drop function if exists "quick_apply_profile_quick_apply_profile_seeker_pool_version_fn"();`)

		this.addSql(`drop trigger if exists "user_seeker_pool_version" on "user";`)
		this.addSql(`drop function if exists "user_user_seeker_pool_version_fn"();`)

		this.addSql(`drop trigger if exists "user_preferences_seeker_pool_version" on "user_preferences";`)
		this.addSql(`drop function if exists "user_preferences_user_preferences_seeker_pool_version_fn"();`)
		this.addSql(`drop sequence if exists "seeker_pool_version";`)
	}
}
