import { Migration } from '@mikro-orm/migrations'

/**
 * Whose each stored Idempotency-Key answer is ("user:12", or "ip:203.0.113.9" for an anonymous
 * caller), in clear beside the row's hashed id: erasing an account finds its keys by this, exactly,
 * instead of searching the stored answers' text for its address (decision 184). Rows stored before
 * have none and expire within 24 hours.
 */
export class Migration20261127180000_idempotency_owner extends Migration {
	override name = 'Migration20261127180000_idempotency_owner'

	override up(): void | Promise<void> {
		this.addSql(`alter table "idempotency_key" add "owner" varchar(100) null;`)
		this.addSql(`create index "idempotency_key_owner_index" on "idempotency_key" ("owner");`)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop index "idempotency_key_owner_index";`)
		this.addSql(`alter table "idempotency_key" drop column "owner";`)
	}
}
