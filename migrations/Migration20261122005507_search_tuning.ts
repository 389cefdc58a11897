import { Migration } from '@mikro-orm/migrations'

export class Migration20261122005507_search_tuning extends Migration {
	override name = 'Migration20261122005507_search_tuning'

	override up(): void | Promise<void> {
		this.addSql(
			`alter table "job" add "rank_vector" tsvector generated always as (setweight(to_tsvector('english', coalesce(title, '')), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'A') || setweight(to_tsvector('english', coalesce(industry, '')), 'B')) stored null;`,
		)
		this.addSql(
			`create index "job_listed_filters_idx" on "job" ("expires_at") include ("location", "job_type", "industry", "posted_at", "salary_annual_max") where "is_active";`,
		)
		this.addSql(`create index "job_listed_newest_idx" on "job" ("posted_at" desc, "id" desc) where "is_active";`)
		this.addSql(
			`create index "job_listed_salary_idx" on "job" ("salary_annual_max" desc nulls last, "posted_at" desc, "id" desc) where "is_active";`,
		)
		this.addSql(
			`create index "job_listed_sponsored_idx" on "job" ("posted_at" desc, "id" desc) where "is_active" and "is_sponsored";`,
		)
		this.addSql(`create index "job_listed_company_idx" on "job" (lower("company"), "expires_at") where "is_active";`)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop index "job_listed_filters_idx";`)
		this.addSql(`drop index "job_listed_newest_idx";`)
		this.addSql(`drop index "job_listed_salary_idx";`)
		this.addSql(`drop index "job_listed_sponsored_idx";`)
		this.addSql(`drop index "job_listed_company_idx";`)
		this.addSql(`alter table "job" drop column "rank_vector";`)
	}
}
