import { Migration } from '@mikro-orm/migrations'

/**
 * The coordinates index keeps each place's listed jobs newest first, so that a search sorted by
 * distance takes the newest jobs of the nearest places and stops, instead of sorting every job in
 * the circle (decision 241).
 */
export class Migration20261128150100_place_newest_first extends Migration {
	override name = 'Migration20261128150100_place_newest_first'

	override up(): void | Promise<void> {
		this.addSql(`drop index if exists "job_listed_coordinates_idx";`)
		this.addSql(
			`create index "job_listed_coordinates_idx" on "job" ("latitude", "longitude", "posted_at" desc, "id" desc) include ("expires_at", "location", "job_type", "industry", "salary_annual_max", "is_sponsored", "sponsorship_expires_at") where "is_active" and "latitude" is not null;`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop index if exists "job_listed_coordinates_idx";`)
		this.addSql(
			`create index "job_listed_coordinates_idx" on "job" ("latitude", "longitude") include ("id", "expires_at", "location", "job_type", "industry", "posted_at", "salary_annual_max", "is_sponsored", "sponsorship_expires_at") where "is_active" and "latitude" is not null;`,
		)
	}
}
