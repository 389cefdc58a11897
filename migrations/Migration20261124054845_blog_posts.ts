import { Migration } from '@mikro-orm/migrations'

export class Migration20261124054845_blog_posts extends Migration {
	override name = 'Migration20261124054845_blog_posts'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "blog_post" ("id" serial primary key, "title" varchar(255) not null, "slug" varchar(255) not null, "excerpt" text not null, "source" text not null, "content" text not null, "featured_image" varchar(500) null, "author" varchar(100) not null, "category" varchar(100) not null, "tags" text[] not null default '{}', "meta_title" varchar(255) null, "meta_description" text null, "is_published" boolean not null default true, "published_at" timestamptz null, "created_at" timestamptz not null, "updated_at" timestamptz not null);`,
		)
		this.addSql(`alter table "blog_post" add constraint "blog_post_slug_unique" unique ("slug");`)
		this.addSql(`create index "blog_post_published_at_index" on "blog_post" ("published_at");`)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "blog_post" cascade;`)
	}
}
