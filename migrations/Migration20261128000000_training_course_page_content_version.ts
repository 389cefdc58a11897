import { Migration } from '@mikro-orm/migrations'

/**
 * A write to training_course moves page_content_version, as blog_post and company_review do, so that
 * the courses' sitemap kept by the page cache is retired when a course is added, changed or
 * withdrawn (decision 208); and again as its transaction commits (decision 175).
 */
export class Migration20261128000000_training_course_page_content_version extends Migration {
	override name = 'Migration20261128000000_training_course_page_content_version'

	override up(): void | Promise<void> {
		this.addSql(
			`create or replace function "training_course_training_course_page_content_version_fn"() returns trigger as $$ begin perform nextval('page_content_version'); return null; end; $$ language plpgsql;`,
		)
		this.addSql(
			`create trigger "training_course_page_content_version" AFTER INSERT OR UPDATE OR DELETE on "training_course" for each STATEMENT execute function "training_course_training_course_page_content_version_fn"();`,
		)
		this.addSql(
			`create constraint trigger "training_course_page_content_version_at_commit" after insert or update or delete on "training_course" deferrable initially deferred for each row execute function "version_at_commit"('page_content_version');`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop trigger if exists "training_course_page_content_version_at_commit" on "training_course";`)
		this.addSql(`drop trigger if exists "training_course_page_content_version" on "training_course";`)
		this.addSql(`drop function if exists "training_course_training_course_page_content_version_fn"();`)
	}
}
