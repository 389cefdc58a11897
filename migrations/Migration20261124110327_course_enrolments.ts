import { Migration } from '@mikro-orm/migrations'

export class Migration20261124110327_course_enrolments extends Migration {
	override name = 'Migration20261124110327_course_enrolments'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "course_enrollment" ("id" serial primary key, "course_id" int not null, "user_id" int not null, "stripe_payment_id" varchar(255) null, "enrolled_at" timestamptz not null, "completed_at" timestamptz null, "progress" smallint not null default 0, "certificate_issued" boolean not null default false, "rating" smallint null, "review" text null);`,
		)
		this.addSql(`create index "course_enrollment_user_id_index" on "course_enrollment" ("user_id");`)
		this.addSql(
			`alter table "course_enrollment" add constraint "course_enrollment_course_user_unique" unique ("course_id", "user_id");`,
		)

		this.addSql(
			`create table "certificate" ("id" serial primary key, "user_id" int not null, "enrollment_id" int not null, "course_name" varchar(200) not null, "provider" varchar(200) not null, "issued_date" date not null, "expiry_date" date null, "is_verified" boolean not null default true, "skills_certified" text[] not null default '{}', "certificate_number" varchar(20) not null, "created_at" timestamptz not null);`,
		)
		this.addSql(`create index "certificate_user_id_index" on "certificate" ("user_id");`)
		this.addSql(`alter table "certificate" add constraint "certificate_enrollment_id_unique" unique ("enrollment_id");`)
		this.addSql(
			`alter table "certificate" add constraint "certificate_certificate_number_unique" unique ("certificate_number");`,
		)

		this.addSql(
			`create table "user_module_progress" ("id" serial primary key, "enrollment_id" int not null, "module_id" int not null, "completed" boolean not null default false, "completed_at" timestamptz null, "time_spent_minutes" int not null default 0);`,
		)
		this.addSql(`create index "user_module_progress_module_id_index" on "user_module_progress" ("module_id");`)
		this.addSql(
			`alter table "user_module_progress" add constraint "user_module_progress_enrollment_module_unique" unique ("enrollment_id", "module_id");`,
		)

		this.addSql(
			`alter table "sponsorship_payment" add "purpose" text not null default 'sponsorship', add "course_id" int null;`,
		)
		this.addSql(`alter table "sponsorship_payment" alter column "job_id" drop not null;`)
		this.addSql(`alter table "sponsorship_payment" alter column "sponsorship_type" drop not null;`)
		this.addSql(`create index "sponsorship_payment_course_id_index" on "sponsorship_payment" ("course_id");`)
		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_purpose_check" check ("purpose" in ('sponsorship', 'course'));`,
		)
		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_one_target_check" check ((purpose = 'sponsorship' and job_id is not null and sponsorship_type is not null and course_id is null) or (purpose = 'course' and course_id is not null and job_id is null and sponsorship_type is null));`,
		)

		this.addSql(
			`alter table "course_enrollment" add constraint "course_enrollment_course_id_foreign" foreign key ("course_id") references "training_course" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_course_id_foreign" foreign key ("course_id") references "training_course" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "course_enrollment" add constraint "course_enrollment_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "course_enrollment" add constraint "course_enrollment_progress_check" check (progress between 0 and 100);`,
		)
		this.addSql(
			`alter table "course_enrollment" add constraint "course_enrollment_rating_check" check (rating is null or rating between 1 and 5);`,
		)

		this.addSql(
			`alter table "certificate" add constraint "certificate_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "certificate" add constraint "certificate_enrollment_id_foreign" foreign key ("enrollment_id") references "course_enrollment" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "certificate" add constraint "certificate_number_check" check (certificate_number ~ '^WJB-[0-9]{4}-[A-Z0-9]{8}$');`,
		)

		this.addSql(
			`alter table "user_module_progress" add constraint "user_module_progress_enrollment_id_foreign" foreign key ("enrollment_id") references "course_enrollment" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "user_module_progress" add constraint "user_module_progress_module_id_foreign" foreign key ("module_id") references "course_module" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "user_module_progress" add constraint "user_module_progress_time_check" check (time_spent_minutes >= 0);`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "user_module_progress" cascade;`)
		this.addSql(`drop table if exists "certificate" cascade;`)
		this.addSql(`drop table if exists "course_enrollment" cascade;`)
		this.addSql(`delete from "sponsorship_payment" where "purpose" = 'course';`)
		this.addSql(`alter table "sponsorship_payment" drop constraint "sponsorship_payment_one_target_check";`)
		this.addSql(`alter table "sponsorship_payment" drop constraint "sponsorship_payment_purpose_check";`)
		this.addSql(`alter table "sponsorship_payment" drop constraint "sponsorship_payment_course_id_foreign";`)
		this.addSql(`drop index "sponsorship_payment_course_id_index";`)
		this.addSql(`alter table "sponsorship_payment" drop column "purpose", drop column "course_id";`)
		this.addSql(`alter table "sponsorship_payment" alter column "job_id" set not null;`)
		this.addSql(`alter table "sponsorship_payment" alter column "sponsorship_type" set not null;`)
	}
}
