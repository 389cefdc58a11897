import { Migration } from '@mikro-orm/migrations'

/**
 * The HTML part of each mail (decision 214). Messages queued before it have none and are delivered
 * as text alone.
 */
export class Migration20261128000100_mail_outbox_html extends Migration {
	override name = 'Migration20261128000100_mail_outbox_html'

	override up(): void | Promise<void> {
		this.addSql(`alter table "mail_outbox" add "html" text null;`)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "mail_outbox" drop column "html";`)
	}
}
