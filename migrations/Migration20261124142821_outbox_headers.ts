import { Migration } from '@mikro-orm/migrations'

export class Migration20261124142821_outbox_headers extends Migration {
	override name = 'Migration20261124142821_outbox_headers'

	override up(): void | Promise<void> {
		this.addSql(`alter table "mail_outbox" add "headers" jsonb null;`)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "mail_outbox" drop column "headers";`)
	}
}
