import { Migration } from '@mikro-orm/migrations'
import { syncTaxonomy } from '../app/features/skills/taxonomy-sync.server.ts'

/**
 * The skills and occupations taxonomy (decision 196): ESCO 1.2.0's occupations, skills and the
 * skills each occupation asks for, with the board's local vocabulary, filled from data/esco; a
 * job's occupation, its skills (found in its advert or added by its employer, with where and how
 * sure) and the company text of its advert; and the taxonomy skill a seeker's skill name maps to.
 */
export class Migration20261127210000_skills_taxonomy extends Migration {
	override name = 'Migration20261127210000_skills_taxonomy'

	override async up(): Promise<void> {
		// Filling about 150,000 rows may outlast the app's 10-second statement limit on a busy
		// machine; the limit is lifted for this migration's own transaction only.
		await this.execute('set local statement_timeout = 0')
		const statements = [
			`create table "occupation" ("id" int not null, "esco_code" varchar(36) not null, "isco_group" varchar(4) not null, "label" varchar(255) not null, "alt_labels" text[] not null default '{}', primary key ("id"));`,
			`alter table "occupation" add constraint "occupation_esco_code_unique" unique ("esco_code");`,
			`create table "skill" ("id" int not null, "esco_code" varchar(36) null, "label" varchar(255) not null, "alt_labels" text[] not null default '{}', "skill_type" varchar(10) null, "reuse_level" varchar(20) null, "origin" varchar(5) not null, primary key ("id"));`,
			`alter table "skill" add constraint "skill_esco_code_unique" unique ("esco_code");`,
			`create unique index "skill_label_unique" on "skill" (lower("label"));`,
			`alter table "skill" add constraint "skill_origin_check" check (origin in ('esco', 'local'));`,
			`alter table "skill" add constraint "skill_type_check" check (skill_type is null or skill_type in ('skill', 'knowledge'));`,
			`create table "occupation_skill" ("occupation_id" int not null, "skill_id" int not null, "essential" boolean not null, primary key ("occupation_id", "skill_id"));`,
			`create index "occupation_skill_skill_id_index" on "occupation_skill" ("skill_id");`,
			`alter table "occupation_skill" add constraint "occupation_skill_occupation_id_foreign" foreign key ("occupation_id") references "occupation" ("id") on update cascade on delete cascade;`,
			`alter table "occupation_skill" add constraint "occupation_skill_skill_id_foreign" foreign key ("skill_id") references "skill" ("id") on update cascade on delete cascade;`,
			`create table "job_skill" ("job_id" int not null, "skill_id" int not null, "source" varchar(20) not null, "confidence" real not null, primary key ("job_id", "skill_id"));`,
			`create index "job_skill_skill_id_index" on "job_skill" ("skill_id");`,
			`alter table "job_skill" add constraint "job_skill_job_id_foreign" foreign key ("job_id") references "job" ("id") on update cascade on delete cascade;`,
			`alter table "job_skill" add constraint "job_skill_skill_id_foreign" foreign key ("skill_id") references "skill" ("id") on update cascade on delete cascade;`,
			`alter table "job_skill" add constraint "job_skill_source_check" check (source in ('title', 'requirements', 'duties', 'description', 'employer'));`,
			`alter table "job_skill" add constraint "job_skill_confidence_check" check (confidence > 0 and confidence <= 1);`,
			`alter table "job" add "occupation_id" int null, add "skill_ids" integer[] not null default '{}', add "company_text" text null;`,
			`alter table "job" add constraint "job_occupation_id_foreign" foreign key ("occupation_id") references "occupation" ("id") on delete set null;`,
			`create index "job_occupation_id_index" on "job" ("occupation_id");`,
			`alter table "user_skill" add "skill_id" int null;`,
			`alter table "user_skill" add constraint "user_skill_skill_id_foreign" foreign key ("skill_id") references "skill" ("id") on delete set null;`,
			`create index "user_skill_skill_id_index" on "user_skill" ("skill_id");`,
		]
		for (const statement of statements) await this.execute(statement)
		await syncTaxonomy((sql, params) => this.execute(sql, params))
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "user_skill" drop column "skill_id";`)
		this.addSql(`alter table "job" drop column "occupation_id", drop column "skill_ids", drop column "company_text";`)
		this.addSql(`drop table if exists "job_skill" cascade;`)
		this.addSql(`drop table if exists "occupation_skill" cascade;`)
		this.addSql(`drop table if exists "skill" cascade;`)
		this.addSql(`drop table if exists "occupation" cascade;`)
	}
}
