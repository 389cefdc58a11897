import { Migration } from '@mikro-orm/migrations'

export class Migration20261124054948_directory_and_enquiries extends Migration {
	override name = 'Migration20261124054948_directory_and_enquiries'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "partnership_enquiry" ("id" serial primary key, "company_name" varchar(255) not null, "contact_name" varchar(255) not null, "email" varchar(254) not null, "phone" varchar(50) null, "industry" varchar(50) null, "company_size" varchar(20) null, "message" text null, "lead_source" varchar(50) null, "sent_at" timestamptz not null, "handled_at" timestamptz null, "handled_by_id" int null);`,
		)
		this.addSql(`create index "partnership_enquiry_sent_at_index" on "partnership_enquiry" ("sent_at");`)

		this.addSql(
			`create table "contact_message" ("id" serial primary key, "name" varchar(255) not null, "email" varchar(254) not null, "subject" varchar(255) not null, "message" text not null, "inquiry_type" text not null, "sent_at" timestamptz not null, "handled_at" timestamptz null, "handled_by_id" int null);`,
		)
		this.addSql(`create index "contact_message_sent_at_index" on "contact_message" ("sent_at");`)

		this.addSql(
			`create table "business_submission" ("id" serial primary key, "business_name" varchar(255) not null, "category" text not null, "description" text not null, "address" varchar(500) not null, "phone" varchar(50) null, "email" varchar(254) not null, "website" varchar(500) null, "employee_count" text null, "contact_person_name" varchar(255) not null, "contact_person_title" varchar(255) null, "notes" text null, "submitted_by_id" int null, "status" text not null default 'pending', "rejection_reason" text null, "reviewed_at" timestamptz null, "reviewed_by_id" int null, "submitted_at" timestamptz not null);`,
		)
		this.addSql(
			`create index "business_submission_submitted_by_id_index" on "business_submission" ("submitted_by_id");`,
		)
		this.addSql(`create index "business_submission_status_index" on "business_submission" ("status");`)

		this.addSql(
			`alter table "partnership_enquiry" add constraint "partnership_enquiry_handled_by_id_foreign" foreign key ("handled_by_id") references "user" ("id") on delete set null;`,
		)

		this.addSql(
			`alter table "contact_message" add constraint "contact_message_handled_by_id_foreign" foreign key ("handled_by_id") references "user" ("id") on delete set null;`,
		)
		this.addSql(
			`alter table "contact_message" add constraint "contact_message_inquiry_type_check" check ("inquiry_type" in ('job-seeker', 'employer', 'general', 'technical'));`,
		)

		this.addSql(
			`alter table "business_submission" add constraint "business_submission_submitted_by_id_foreign" foreign key ("submitted_by_id") references "user" ("id") on delete set null;`,
		)
		this.addSql(
			`alter table "business_submission" add constraint "business_submission_reviewed_by_id_foreign" foreign key ("reviewed_by_id") references "user" ("id") on delete set null;`,
		)
		this.addSql(
			`alter table "business_submission" add constraint "business_submission_category_check" check ("category" in ('Manufacturing', 'Healthcare', 'Retail', 'Professional Services', 'Technology', 'Education', 'Logistics', 'Hospitality', 'Construction', 'Finance', 'Other'));`,
		)
		this.addSql(
			`alter table "business_submission" add constraint "business_submission_employee_count_check" check ("employee_count" in ('1-10', '11-50', '51-100', '101-500', '500+'));`,
		)
		this.addSql(
			`alter table "business_submission" add constraint "business_submission_status_check" check ("status" in ('pending', 'approved', 'rejected'));`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "partnership_enquiry" cascade;`)
		this.addSql(`drop table if exists "contact_message" cascade;`)
		this.addSql(`drop table if exists "business_submission" cascade;`)
	}
}
