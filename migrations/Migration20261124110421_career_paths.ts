import { Migration } from '@mikro-orm/migrations'

export class Migration20261124110421_career_paths extends Migration {
	override name = 'Migration20261124110421_career_paths'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "career_path" ("id" serial primary key, "user_id" int not null, "current_role" varchar(200) not null, "current_salary" int null, "target_role" varchar(200) not null, "target_salary" int null, "timeframe" text not null, "required_skills" text[] not null default '{}', "progress_status" text not null default 'planning', "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
		)
		this.addSql(`create index "career_path_user_id_index" on "career_path" ("user_id");`)

		this.addSql(
			`create table "career_milestone" ("id" serial primary key, "career_path_id" int not null, "kind" text not null default 'own', "title" varchar(300) not null, "description" text null, "target_date" date null, "is_completed" boolean not null default false, "completed_date" timestamptz null, "skills_gained" text[] not null default '{}', "order_index" smallint not null);`,
		)
		this.addSql(
			`alter table "career_milestone" add constraint "career_milestone_path_order_unique" unique ("career_path_id", "order_index");`,
		)

		this.addSql(
			`create table "career_path_course" ("career_path_id" int not null, "training_course_id" int not null, primary key ("career_path_id", "training_course_id"));`,
		)

		this.addSql(
			`alter table "career_path" add constraint "career_path_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "career_path" add constraint "career_path_current_salary_check" check (current_salary is null or current_salary >= 0);`,
		)
		this.addSql(
			`alter table "career_path" add constraint "career_path_target_salary_check" check (target_salary is null or target_salary >= 0);`,
		)
		this.addSql(
			`alter table "career_path" add constraint "career_path_timeframe_check" check ("timeframe" in ('6months', '1year', '2years', '5years'));`,
		)
		this.addSql(
			`alter table "career_path" add constraint "career_path_progress_status_check" check ("progress_status" in ('planning', 'in_progress', 'completed'));`,
		)

		this.addSql(
			`alter table "career_milestone" add constraint "career_milestone_career_path_id_foreign" foreign key ("career_path_id") references "career_path" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "career_milestone" add constraint "career_milestone_kind_check" check ("kind" in ('skill', 'apply', 'own'));`,
		)
		this.addSql(
			`alter table "career_milestone" add constraint "career_milestone_completed_check" check ((is_completed and completed_date is not null) or (not is_completed and completed_date is null));`,
		)

		this.addSql(
			`alter table "career_path_course" add constraint "career_path_course_career_path_id_foreign" foreign key ("career_path_id") references "career_path" ("id") on update cascade on delete cascade;`,
		)
		this.addSql(
			`alter table "career_path_course" add constraint "career_path_course_training_course_id_foreign" foreign key ("training_course_id") references "training_course" ("id") on update cascade on delete cascade;`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "career_path_course" cascade;`)
		this.addSql(`drop table if exists "career_milestone" cascade;`)
		this.addSql(`drop table if exists "career_path" cascade;`)
	}
}
