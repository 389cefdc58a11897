import { Migration } from '@mikro-orm/migrations'

// A sponsorship payment's record stays when its job is deleted (with its employer's account, or
// from the dashboard): payment records are kept for six years (decision 164).
export class Migration20261124150000_payment_records_outlive_jobs extends Migration {
	override name = 'Migration20261124150000_payment_records_outlive_jobs'

	override up(): void | Promise<void> {
		this.addSql(`alter table "sponsorship_payment" drop constraint "sponsorship_payment_job_id_foreign";`)
		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_job_id_foreign" foreign key ("job_id") references "job" ("id") on delete set null;`,
		)
		this.addSql(`alter table "sponsorship_payment" drop constraint "sponsorship_payment_one_target_check";`)
		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_one_target_check" check ((purpose = 'sponsorship' and sponsorship_type is not null and course_id is null) or (purpose = 'course' and course_id is not null and job_id is null and sponsorship_type is null));`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`delete from "sponsorship_payment" where purpose = 'sponsorship' and job_id is null;`)
		this.addSql(`alter table "sponsorship_payment" drop constraint "sponsorship_payment_one_target_check";`)
		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_one_target_check" check ((purpose = 'sponsorship' and job_id is not null and sponsorship_type is not null and course_id is null) or (purpose = 'course' and course_id is not null and job_id is null and sponsorship_type is null));`,
		)
		this.addSql(`alter table "sponsorship_payment" drop constraint "sponsorship_payment_job_id_foreign";`)
		this.addSql(
			`alter table "sponsorship_payment" add constraint "sponsorship_payment_job_id_foreign" foreign key ("job_id") references "job" ("id") on delete cascade;`,
		)
	}
}
