import { Migration } from '@mikro-orm/migrations'

/** Each table that moves a cache's version sequence moves it again as its transaction commits (decision 175). */
const TABLES: [table: string, sequence: string][] = [
	['job', 'job_listing_version'],
	['user', 'seeker_pool_version'],
	['user_preferences', 'seeker_pool_version'],
	['quick_apply_profile', 'seeker_pool_version'],
	['application', 'seeker_pool_version'],
	['company_review', 'page_content_version'],
	['blog_post', 'page_content_version'],
]

export class Migration20261124193500_versions_at_commit extends Migration {
	override name = 'Migration20261124193500_versions_at_commit'

	override up(): void | Promise<void> {
		this.addSql(
			`create or replace function "version_at_commit"() returns trigger as $$ begin perform nextval(tg_argv[0]::regclass); return null; end; $$ language plpgsql;`,
		)
		for (const [table, sequence] of TABLES)
			this.addSql(
				`create constraint trigger "${table}_${sequence}_at_commit" after insert or update or delete on "${table}" deferrable initially deferred for each row execute function "version_at_commit"('${sequence}');`,
			)
	}

	override down(): void | Promise<void> {
		for (const [table, sequence] of TABLES)
			this.addSql(`drop trigger if exists "${table}_${sequence}_at_commit" on "${table}";`)
		this.addSql(`drop function if exists "version_at_commit"();`)
	}
}
