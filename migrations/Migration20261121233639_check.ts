import { Migration } from '@mikro-orm/migrations';

export class Migration20261121233639_check extends Migration {

  override name = 'Migration20261121233639_check';

  override up(): void | Promise<void> {
    this.addSql(`alter table "user" drop constraint "user_email_lower_check";`);
  }

  override down(): void | Promise<void> {
    this.addSql(`alter table "user" add constraint "user_email_lower_check" check (email = lower(email));`);
  }

}
