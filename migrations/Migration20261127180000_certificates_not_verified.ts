import { Migration } from '@mikro-orm/migrations'

/**
 * A certificate is verified only when its course's provider has verified it. The board issues a
 * certificate when a learner marks the course's online modules done, and no provider has verified
 * any, so every certificate so far is unverified, and new ones start so (decision 189).
 */
export class Migration20261127180000_certificates_not_verified extends Migration {
	override name = 'Migration20261127180000_certificates_not_verified'

	override up(): void | Promise<void> {
		this.addSql(`alter table "certificate" alter column "is_verified" set default false;`)
		this.addSql(`update "certificate" set "is_verified" = false where "is_verified";`)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "certificate" alter column "is_verified" set default true;`)
	}
}
