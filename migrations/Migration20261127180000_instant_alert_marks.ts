import { Migration } from '@mikro-orm/migrations'

/**
 * Instant alerts' high-water mark in transaction ids, not job ids (decision 185). `job.posted_xid` is
 * the id of the transaction that stored the job; `job_alert.instant_through` is the transaction id
 * below which every job has been looked at for that alert. Ids are handed out in order but commit in
 * any order, so a sweep takes only jobs of transactions that have all ended (below the oldest one still
 * running): no job is mailed twice and none is skipped for committing late. Existing rows take the
 * migration's own transaction id: old jobs count as already looked at.
 */
export class Migration20261127180000_instant_alert_marks extends Migration {
	override name = 'Migration20261127180000_instant_alert_marks'

	override up(): void | Promise<void> {
		this.addSql(`alter table "job" add "posted_xid" xid8 not null default pg_current_xact_id();`)
		this.addSql(`create index "job_posted_xid_idx" on "job" ("posted_xid");`)
		this.addSql(`alter table "job_alert" add "instant_through" xid8 not null default pg_current_xact_id();`)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "job_alert" drop column "instant_through";`)
		this.addSql(`drop index "job_posted_xid_idx";`)
		this.addSql(`alter table "job" drop column "posted_xid";`)
	}
}
