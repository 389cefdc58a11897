import { Migration } from '@mikro-orm/migrations'

export class Migration20261124074707_user_skills extends Migration {
	override name = 'Migration20261124074707_user_skills'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "training_record" ("id" serial primary key, "user_id" int not null, "training_title" varchar(200) not null, "training_provider" varchar(200) not null, "training_type" text not null, "category" text not null, "skills_learned" text[] not null default '{}', "completed_date" date null, "certificate_url" varchar(500) null, "duration" varchar(50) null, "status" text not null default 'completed', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
		)
		this.addSql(`create index "training_record_user_completed_idx" on "training_record" ("user_id", "completed_date");`)

		this.addSql(
			`create table "user_skill" ("id" serial primary key, "user_id" int not null, "skill_name" varchar(100) not null, "skill_category" text not null, "proficiency_level" text not null, "years_of_experience" smallint null, "last_used" date null, "certification_name" varchar(200) null, "certification_date" date null, "certification_expiry" date null, "is_verified" boolean not null default false, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
		)
		this.addSql(`create index "user_skill_user_id_index" on "user_skill" ("user_id");`)
		this.addSql(`create unique index "user_skill_user_name_unique" on "user_skill" ("user_id", lower("skill_name"));`)

		this.addSql(`alter table "user" add "profile_welcome_dismissed_at" timestamptz null;`)

		this.addSql(
			`alter table "training_record" add constraint "training_record_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "training_record" add constraint "training_record_certificate_url_check" check (certificate_url is null or certificate_url like 'https://%');`,
		)
		this.addSql(
			`alter table "training_record" add constraint "training_record_training_type_check" check ("training_type" in ('Course', 'Certification', 'Workshop', 'Seminar', 'Conference'));`,
		)
		this.addSql(
			`alter table "training_record" add constraint "training_record_category_check" check ("category" in ('Technology', 'Business', 'Healthcare', 'Finance', 'Marketing', 'Design', 'Other'));`,
		)
		this.addSql(
			`alter table "training_record" add constraint "training_record_status_check" check ("status" in ('completed', 'in_progress'));`,
		)

		this.addSql(
			`alter table "user_skill" add constraint "user_skill_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "user_skill" add constraint "user_skill_years_check" check (years_of_experience is null or years_of_experience >= 0);`,
		)
		this.addSql(
			`alter table "user_skill" add constraint "user_skill_certification_dates_check" check (certification_date is null or certification_expiry is null or certification_expiry >= certification_date);`,
		)
		this.addSql(
			`alter table "user_skill" add constraint "user_skill_skill_category_check" check ("skill_category" in ('Technology', 'Business', 'Healthcare', 'Finance', 'Marketing', 'Design', 'Other'));`,
		)
		this.addSql(
			`alter table "user_skill" add constraint "user_skill_proficiency_level_check" check ("proficiency_level" in ('Beginner', 'Intermediate', 'Advanced', 'Expert'));`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "training_record" cascade;`)
		this.addSql(`drop table if exists "user_skill" cascade;`)

		this.addSql(`alter table "user" drop column "profile_welcome_dismissed_at";`)
	}
}
