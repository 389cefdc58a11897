import { Migration } from '@mikro-orm/migrations'

export class Migration20261124181758_file_objects extends Migration {
	override name = 'Migration20261124181758_file_objects'

	override up(): void | Promise<void> {
		this.addSql(`alter table "stored_file" add "object_url" varchar(1100) null;`)
		this.addSql(`alter table "stored_file" alter column "data" drop not null;`)
		this.addSql(
			`alter table "stored_file" add constraint "stored_file_bytes_check" check ((data is null) <> (object_url is null));`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`alter table "stored_file" drop constraint "stored_file_bytes_check";`)
		this.addSql(`alter table "stored_file" drop column "object_url";`)
		this.addSql(`alter table "stored_file" alter column "data" set not null;`)
	}
}
