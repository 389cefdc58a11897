import { Migration } from '@mikro-orm/migrations'

/**
 * When a job's skills, company text and occupation were last found from its advert, and when a
 * seeker's skill name was last looked up in the taxonomy (decision 200). Null on every row made
 * before the skills taxonomy: the skills backfill task finds those by the partial indexes, in
 * batches, and sets the time.
 */
export class Migration20261127220000_extract_skills_found_at extends Migration {
	override name = 'Migration20261127220000_extract_skills_found_at'

	override up(): void | Promise<void> {
		this.addSql(`alter table "job" add "skills_found_at" timestamptz null;`)
		this.addSql(`create index "job_skills_not_found_idx" on "job" ("id") where "skills_found_at" is null;`)
		this.addSql(`alter table "user_skill" add "skill_matched_at" timestamptz null;`)
		this.addSql(`create index "user_skill_not_matched_idx" on "user_skill" ("id") where "skill_matched_at" is null;`)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "user_skill" drop column "skill_matched_at";`)
		this.addSql(`alter table "job" drop column "skills_found_at";`)
	}
}
