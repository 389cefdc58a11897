import { Migration } from '@mikro-orm/migrations'

/**
 * When an operator disabled the account (`npm run admin -- user:disable`); null for an account in
 * use. A disabled account cannot sign in, and its sessions and API tokens are refused (decision 224).
 */
export class Migration20261128100000_user_disabled extends Migration {
	override name = 'Migration20261128100000_user_disabled'

	override up(): void | Promise<void> {
		this.addSql(`alter table "user" add "disabled_at" timestamptz null;`)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "user" drop column "disabled_at";`)
	}
}
