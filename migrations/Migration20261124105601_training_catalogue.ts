import { Migration } from '@mikro-orm/migrations'

export class Migration20261124105601_training_catalogue extends Migration {
	override name = 'Migration20261124105601_training_catalogue'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "training_course" ("id" serial primary key, "title" varchar(200) not null, "description" text not null, "provider" varchar(200) not null, "provider_url" varchar(500) null, "category" text not null, "duration" varchar(50) not null, "format" text not null, "level" text not null, "price_pence" int not null, "original_price_pence" int null, "location" varchar(200) not null, "skills" text[] not null default '{}', "start_date" date null, "end_date" date null, "max_students" int null, "is_active" boolean not null default true, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
		)
		this.addSql(`create index "training_course_active_category_idx" on "training_course" ("is_active", "category");`)

		this.addSql(
			`create table "course_module" ("id" serial primary key, "course_id" int not null, "title" varchar(200) not null, "description" text not null, "content" text not null, "video_url" varchar(500) null, "duration_minutes" int not null, "order_index" smallint not null, "is_required" boolean not null default true);`,
		)
		this.addSql(
			`alter table "course_module" add constraint "course_module_course_order_unique" unique ("course_id", "order_index");`,
		)

		this.addSql(
			`create table "career_assessment" ("id" serial primary key, "user_id" int not null, "current_role" varchar(200) null, "experience_level" text not null, "skills" text[] not null, "interests" text[] not null, "work_preferences" text null, "salary_expectation" text null, "career_goals" text null, "assessment_data" jsonb null, "created_at" timestamptz not null);`,
		)
		this.addSql(`create index "career_assessment_user_created_idx" on "career_assessment" ("user_id", "created_at");`)

		this.addSql(`alter table "training_course" add constraint "training_course_price_check" check (price_pence >= 0);`)
		this.addSql(
			`alter table "training_course" add constraint "training_course_original_price_check" check (original_price_pence is null or original_price_pence > price_pence);`,
		)
		this.addSql(
			`alter table "training_course" add constraint "training_course_max_students_check" check (max_students is null or max_students > 0);`,
		)
		this.addSql(
			`alter table "training_course" add constraint "training_course_dates_check" check (end_date is null or start_date is null or end_date >= start_date);`,
		)
		this.addSql(
			`alter table "training_course" add constraint "training_course_provider_url_check" check (provider_url is null or provider_url like 'https://%');`,
		)
		this.addSql(
			`alter table "training_course" add constraint "training_course_category_check" check ("category" in ('Health and Safety', 'Care and Health', 'Construction', 'Warehousing and Logistics', 'Hospitality and Food', 'Digital and IT', 'Business and Finance', 'Customer Service'));`,
		)
		this.addSql(
			`alter table "training_course" add constraint "training_course_format_check" check ("format" in ('In person', 'Online', 'Blended'));`,
		)
		this.addSql(
			`alter table "training_course" add constraint "training_course_level_check" check ("level" in ('Beginner', 'Intermediate', 'Advanced'));`,
		)

		this.addSql(
			`alter table "course_module" add constraint "course_module_course_id_foreign" foreign key ("course_id") references "training_course" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "course_module" add constraint "course_module_video_url_check" check (video_url is null or video_url like 'https://%');`,
		)
		this.addSql(
			`alter table "course_module" add constraint "course_module_duration_check" check (duration_minutes > 0);`,
		)

		this.addSql(
			`alter table "career_assessment" add constraint "career_assessment_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "career_assessment" add constraint "career_assessment_skills_check" check (cardinality(skills) > 0);`,
		)
		this.addSql(
			`alter table "career_assessment" add constraint "career_assessment_interests_check" check (cardinality(interests) > 0);`,
		)
		this.addSql(
			`alter table "career_assessment" add constraint "career_assessment_experience_level_check" check ("experience_level" in ('entry', 'mid', 'senior'));`,
		)
		this.addSql(
			`alter table "career_assessment" add constraint "career_assessment_work_preferences_check" check ("work_preferences" in ('office', 'remote', 'hybrid', 'flexible'));`,
		)
		this.addSql(
			`alter table "career_assessment" add constraint "career_assessment_salary_expectation_check" check ("salary_expectation" in ('16000-20000', '20000-25000', '25000-35000', '35000-50000', '50000+'));`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "course_module" cascade;`)
		this.addSql(`drop table if exists "training_course" cascade;`)
		this.addSql(`drop table if exists "career_assessment" cascade;`)
	}
}
