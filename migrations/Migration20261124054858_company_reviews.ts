import { Migration } from '@mikro-orm/migrations'

export class Migration20261124054858_company_reviews extends Migration {
	override name = 'Migration20261124054858_company_reviews'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "company_review" ("id" serial primary key, "user_id" int not null, "company_name" varchar(255) not null, "company_key" varchar(255) not null, "job_title" varchar(255) null, "rating" smallint not null, "review_title" varchar(255) not null, "review_text" text not null, "pros" text null, "cons" text null, "salary_info" varchar(255) null, "work_life_balance" smallint not null, "management" smallint not null, "culture" smallint not null, "is_current_employee" boolean not null default false, "is_verified" boolean not null default false, "created_at" timestamptz not null, "hidden" boolean not null default false, "hidden_reason" varchar(500) null, "hidden_at" timestamptz null, "hidden_by_id" int null);`,
		)
		this.addSql(`create index "company_review_user_id_index" on "company_review" ("user_id");`)
		this.addSql(`create index "company_review_company_created_idx" on "company_review" ("company_key", "created_at");`)

		this.addSql(
			`alter table "company_review" add constraint "company_review_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "company_review" add constraint "company_review_hidden_by_id_foreign" foreign key ("hidden_by_id") references "user" ("id") on delete set null;`,
		)
		this.addSql(
			`alter table "company_review" add constraint "company_review_rating_check" check (rating between 1 and 5);`,
		)
		this.addSql(
			`alter table "company_review" add constraint "company_review_work_life_balance_check" check (work_life_balance between 1 and 5);`,
		)
		this.addSql(
			`alter table "company_review" add constraint "company_review_management_check" check (management between 1 and 5);`,
		)
		this.addSql(
			`alter table "company_review" add constraint "company_review_culture_check" check (culture between 1 and 5);`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "company_review" cascade;`)
	}
}
