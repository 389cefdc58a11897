import { Migration } from '@mikro-orm/migrations'

export class Migration20261122001559_jobs extends Migration {
	override name = 'Migration20261122001559_jobs'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "stored_file" ("id" uuid not null, "file_name" varchar(255) not null, "mime_type" varchar(100) not null, "size" int not null, "data" bytea not null, "created_at" timestamptz not null, primary key ("id"));`,
		)

		this.addSql(
			`create table "job" ("id" serial primary key, "title" varchar(255) not null, "company" varchar(255) not null, "location" varchar(100) not null, "salary" varchar(255) null, "description" text not null, "job_type" varchar(50) not null, "industry" varchar(100) not null, "contact_email" varchar(254) not null, "is_active" boolean not null default true, "posted_at" timestamptz not null, "expires_at" timestamptz not null, "user_id" int not null, "is_sponsored" boolean not null default false, "sponsorship_type" text null, "sponsorship_expires_at" timestamptz null, "stripe_payment_id" varchar(255) null, "salary_min_pence" int null, "salary_max_pence" int null, "salary_period" text null, "salary_annual_min" int generated always as (case when salary_period = 'hour' then salary_min_pence * 1950 / 100 else salary_min_pence / 100 end) stored null, "salary_annual_max" int generated always as (case when salary_period = 'hour' then salary_max_pence * 1950 / 100 else salary_max_pence / 100 end) stored null, "search_vector" tsvector generated always as (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'A') || setweight(to_tsvector('english', coalesce(industry, '')), 'B') || setweight(to_tsvector('english', coalesce(description, '')), 'C')) stored null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
		)
		this.addSql(`create index "job_location_index" on "job" ("location");`)
		this.addSql(`create index "job_job_type_index" on "job" ("job_type");`)
		this.addSql(`create index "job_industry_index" on "job" ("industry");`)
		this.addSql(`create index "job_posted_at_index" on "job" ("posted_at");`)
		this.addSql(`create index "job_user_id_index" on "job" ("user_id");`)
		this.addSql(`create index "job_salary_annual_min_index" on "job" ("salary_annual_min");`)
		this.addSql(`create index "job_salary_annual_max_index" on "job" ("salary_annual_max");`)
		this.addSql(`create index "job_listing_idx" on "job" ("is_active", "expires_at", "posted_at");`)
		this.addSql(`create index "job_search_vector_idx" on "job" using gin ("search_vector");`)
		this.addSql(`create index "job_sponsored_idx" on "job" ("is_sponsored", "sponsorship_expires_at");`)

		this.addSql(
			`create table "application" ("id" serial primary key, "job_id" int not null, "user_id" int null, "applicant_name" varchar(255) not null, "applicant_email" varchar(254) not null, "message" text null, "covering_letter" text null, "cv_file_id" uuid null, "cv_file_name" varchar(255) null, "cv_mime_type" varchar(100) null, "applied_at" timestamptz not null);`,
		)
		this.addSql(`create index "application_job_id_index" on "application" ("job_id");`)
		this.addSql(`create index "application_user_id_index" on "application" ("user_id");`)
		this.addSql(`create index "application_applied_at_index" on "application" ("applied_at");`)

		this.addSql(
			`alter table "job" add constraint "job_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "job" add constraint "job_job_type_check" check (job_type in ('Full-time', 'Part-time', 'Contract', 'Temporary', 'Apprenticeship'));`,
		)
		this.addSql(
			`alter table "job" add constraint "job_industry_check" check (industry in ('Technology', 'Healthcare', 'Education', 'Finance', 'Government', 'Retail', 'Manufacturing', 'Construction', 'Hospitality', 'Social Care', 'Warehouse & Logistics', 'Small Business', 'Self Employed', 'Transport & Delivery', 'Security', 'Cleaning Services', 'Food & Catering', 'Beauty & Wellness', 'Automotive', 'Property & Real Estate', 'Legal Services', 'Marketing & Advertising', 'Charity & Non-Profit', 'Agriculture & Farming', 'Energy & Utilities', 'Other'));`,
		)
		this.addSql(
			`alter table "job" add constraint "job_salary_range_check" check (salary_min_pence is null or salary_max_pence >= salary_min_pence);`,
		)
		this.addSql(
			`alter table "job" add constraint "job_sponsorship_type_check" check ("sponsorship_type" in ('7days', '30days'));`,
		)
		this.addSql(
			`alter table "job" add constraint "job_salary_period_check" check ("salary_period" in ('year', 'hour'));`,
		)

		this.addSql(
			`alter table "application" add constraint "application_job_id_foreign" foreign key ("job_id") references "job" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "application" add constraint "application_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete set null;`,
		)
		this.addSql(
			`alter table "application" add constraint "application_cv_file_id_foreign" foreign key ("cv_file_id") references "stored_file" ("id") on delete set null;`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "application" drop constraint "application_cv_file_id_foreign";`)
		this.addSql(`alter table "application" drop constraint "application_job_id_foreign";`)

		this.addSql(`drop table if exists "stored_file" cascade;`)
		this.addSql(`drop table if exists "job" cascade;`)
		this.addSql(`drop table if exists "application" cascade;`)
	}
}
