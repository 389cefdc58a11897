import { Migration } from '@mikro-orm/migrations'

// Every mail is kept in the outbox and delivered by the background queue (decision 155). Messages
// stored before this were only ever kept and logged: they count as delivered.
export class Migration20261124143604_outbox_delivery extends Migration {
	override name = 'Migration20261124143604_outbox_delivery'

	override up(): void | Promise<void> {
		this.addSql(
			`alter table "mail_outbox" add "status" text not null default 'queued', add "attempts" int not null default 0, add "last_error" text null, add "sent_at" timestamptz null;`,
		)
		this.addSql(
			`alter table "mail_outbox" add constraint "mail_outbox_status_check" check ("status" in ('queued', 'sent', 'failed'));`,
		)
		this.addSql(`update "mail_outbox" set "status" = 'sent', "sent_at" = "created_at";`)
		this.addSql(`create index "mail_outbox_queued_idx" on "mail_outbox" ("created_at") where "status" = 'queued';`)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop index "mail_outbox_queued_idx";`)
		this.addSql(`alter table "mail_outbox" drop constraint "mail_outbox_status_check";`)
		this.addSql(
			`alter table "mail_outbox" drop column "status", drop column "attempts", drop column "last_error", drop column "sent_at";`,
		)
	}
}
