import { Migration } from '@mikro-orm/migrations'

export class Migration20261124110758_course_recommendations extends Migration {
	override name = 'Migration20261124110758_course_recommendations'

	override up(): void | Promise<void> {
		this.addSql(
			`create table "course_recommendation" ("id" serial primary key, "user_id" int not null, "course_id" int not null, "career_relevance" smallint not null, "recommendation_score" smallint not null, "recommendation_reason" text not null, "skill_gaps" text[] not null default '{}', "dismissed" boolean not null default false, "clicked" boolean not null default false, "created_at" timestamptz not null);`,
		)
		this.addSql(`create index "course_recommendation_course_id_index" on "course_recommendation" ("course_id");`)
		this.addSql(
			`alter table "course_recommendation" add constraint "course_recommendation_user_course_unique" unique ("user_id", "course_id");`,
		)
		this.addSql(
			`alter table "course_recommendation" add constraint "course_recommendation_user_id_foreign" foreign key ("user_id") references "user" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "course_recommendation" add constraint "course_recommendation_course_id_foreign" foreign key ("course_id") references "training_course" ("id") on delete cascade;`,
		)
		this.addSql(
			`alter table "course_recommendation" add constraint "course_recommendation_relevance_check" check (career_relevance between 1 and 5);`,
		)
		this.addSql(
			`alter table "course_recommendation" add constraint "course_recommendation_score_check" check (recommendation_score between 0 and 100);`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop table if exists "course_recommendation" cascade;`)
	}
}
