import { Migration } from '@mikro-orm/migrations'

/** The profile picture's two stored files (decision 153): 256×256, and 64×64 for the header. */
export class Migration20261124110236_profile_picture extends Migration {
	override name = 'Migration20261124110236_profile_picture'

	override up(): void | Promise<void> {
		this.addSql(
			`alter table "user" add "profile_picture_file_id" uuid null, add "profile_picture_small_file_id" uuid null;`,
		)
		this.addSql(
			`alter table "user" add constraint "user_profile_picture_file_id_foreign" foreign key ("profile_picture_file_id") references "stored_file" ("id") on delete set null;`,
		)
		this.addSql(
			`alter table "user" add constraint "user_profile_picture_small_file_id_foreign" foreign key ("profile_picture_small_file_id") references "stored_file" ("id") on delete set null;`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "user" drop constraint "user_profile_picture_file_id_foreign";`)
		this.addSql(`alter table "user" drop constraint "user_profile_picture_small_file_id_foreign";`)
		this.addSql(
			`alter table "user" drop column "profile_picture_file_id", drop column "profile_picture_small_file_id";`,
		)
	}
}
