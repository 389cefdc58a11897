import { Migration } from '@mikro-orm/migrations'

export class Migration20261124182036_page_content_version extends Migration {
	override name = 'Migration20261124182036_page_content_version'

	override up(): void | Promise<void> {
		// Moved on by every write to what cached anonymous pages show besides jobs; pages kept under another value are not used (decision 167).
		this.addSql(`create sequence if not exists "page_content_version";`)
		this.addSql(
			`create or replace function "blog_post_blog_post_page_content_version_fn"() returns trigger as $$ begin perform nextval('page_content_version'); return null; end; $$ language plpgsql;`,
		)
		this.addSql(
			`create trigger "blog_post_page_content_version" AFTER INSERT OR UPDATE OR DELETE on "blog_post" for each STATEMENT execute function "blog_post_blog_post_page_content_version_fn"();`,
		)

		this.addSql(
			`create or replace function "company_review_company_review_page_content_version_fn"() returns trigger as $$ begin perform nextval('page_content_version'); return null; end; $$ language plpgsql;`,
		)
		this.addSql(
			`create trigger "company_review_page_content_version" AFTER INSERT OR UPDATE OR DELETE on "company_review" for each STATEMENT execute function "company_review_company_review_page_content_version_fn"();`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop trigger if exists "blog_post_page_content_version" on "blog_post";`)
		this.addSql(`drop function if exists "blog_post_blog_post_page_content_version_fn"();`)

		this.addSql(`drop trigger if exists "company_review_page_content_version" on "company_review";`)
		this.addSql(`drop function if exists "company_review_company_review_page_content_version_fn"();`)
		this.addSql(`drop sequence if exists "page_content_version";`)
	}
}
