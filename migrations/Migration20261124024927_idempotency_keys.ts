import { Migration } from '@mikro-orm/migrations'

export class Migration20261124024927_idempotency_keys extends Migration {
	override name = 'Migration20261124024927_idempotency_keys'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "idempotency_key" ("id" varchar(64) not null, "request_hash" varchar(64) not null, "status" int null, "response_headers" jsonb null, "response_body" text null, "created_at" timestamptz not null, primary key ("id"));`,
		)
		this.addSql(`create index "idempotency_key_created_at_index" on "idempotency_key" ("created_at");`)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "idempotency_key" cascade;`)
	}
}
