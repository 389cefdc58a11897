import { Migration } from '@mikro-orm/migrations'

/**
 * The GIN index on job titles' words goes: since decision 255 a salary benchmark reads a title's
 * jobs from `job_title_word`, and nothing else asked this index, which every job's insert and
 * title edit still had to keep.
 */
export class Migration20261128214710_drop_job_title_words_idx extends Migration {
	override name = 'Migration20261128214710_drop_job_title_words_idx'

	override up(): void | Promise<void> {
		this.addSql(`drop index if exists "job_title_words_idx";`)
	}

	override down(): void | Promise<void> {
		this.addSql(`create index "job_title_words_idx" on "job" using gin (to_tsvector('english', "title"));`)
	}
}
