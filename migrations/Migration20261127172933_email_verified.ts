import { Migration } from '@mikro-orm/migrations'

/**
 * When each account's address was proven. Accounts made before this have never proven theirs, so
 * they start unverified like a new one: alerts wait and nothing is matched to them by address until
 * the owner follows a verification link (decision 183).
 */
export class Migration20261127172933_email_verified extends Migration {
	override name = 'Migration20261127172933_email_verified'

	override up(): void | Promise<void> {
		this.addSql(`alter table "user" add "email_verified_at" timestamptz null;`)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "user" drop column "email_verified_at";`)
	}
}
