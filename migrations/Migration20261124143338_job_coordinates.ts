import { Migration } from '@mikro-orm/migrations'

/**
 * Distance search (decision 159): job.latitude and job.longitude, the centre of the job's area,
 * kept by the job_coordinates trigger when a job is stored or moves area and filled here for the
 * jobs already stored (the same centres); an index over listed jobs' coordinates for the radius
 * query's box.
 */
export class Migration20261124143338_job_coordinates extends Migration {
	override name = 'Migration20261124143338_job_coordinates'

	override up(): void | Promise<void> {
		this.addSql(`alter table "job" add "latitude" double precision null, add "longitude" double precision null;`)
		this.addSql(
			`create index "job_listed_coordinates_idx" on "job" ("latitude", "longitude") include ("id", "expires_at", "location", "job_type", "industry", "posted_at", "salary_annual_max", "is_sponsored", "sponsorship_expires_at") where "is_active" and "latitude" is not null;`,
		)
		this
			.addSql(`create or replace function "job_job_coordinates_fn"() returns trigger as $$ begin if tg_op = 'UPDATE' and new.location is not distinct from old.location then
return new; end if; select a.latitude, a.longitude into new.latitude, new.longitude from (values ('Warrington Town Centre', 53.3899, -2.5962), ('Birchwood', 53.4125, -2.5262), ('Great Sankey', 53.3918, -2.6395), ('Stockton Heath', 53.3721, -2.5813), ('Orford', 53.4072, -2.5845), ('Bewsey', 53.3967, -2.6128), ('Dallam', 53.4025, -2.6077), ('Fairfield', 53.3952, -2.5765), ('Howley', 53.3878, -2.5807), ('Latchford', 53.3805, -2.5703), ('Padgate', 53.4068, -2.5565), ('Risley', 53.4245, -2.5095), ('Woolston', 53.3968, -2.5318), ('Appleton', 53.3528, -2.5525), ('Grappenhall', 53.3721, -2.5485), ('Thelwall', 53.3824, -2.5105), ('Winwick', 53.4332, -2.6008), ('Culcheth', 53.4522, -2.5205), ('Croft', 53.4395, -2.5625), ('Gemini Retail Park', 53.4148, -2.6218), ('Golden Square Shopping Centre', 53.3911, -2.5942), ('Omega South', 53.4038, -2.6645), ('Lovely Lane', 53.3917, -2.6148), ('Birchwood Business Park', 53.4192, -2.5362)) as a(area, latitude, longitude) where a.area = new.location; return new; end; $$ language plpgsql;`)
		this.addSql(
			`create trigger "job_coordinates" BEFORE INSERT OR UPDATE on "job" for each ROW execute function "job_job_coordinates_fn"();`,
		)
		this.addSql(
			`update "job" set "latitude" = a.latitude, "longitude" = a.longitude from (values ('Warrington Town Centre', 53.3899, -2.5962), ('Birchwood', 53.4125, -2.5262), ('Great Sankey', 53.3918, -2.6395), ('Stockton Heath', 53.3721, -2.5813), ('Orford', 53.4072, -2.5845), ('Bewsey', 53.3967, -2.6128), ('Dallam', 53.4025, -2.6077), ('Fairfield', 53.3952, -2.5765), ('Howley', 53.3878, -2.5807), ('Latchford', 53.3805, -2.5703), ('Padgate', 53.4068, -2.5565), ('Risley', 53.4245, -2.5095), ('Woolston', 53.3968, -2.5318), ('Appleton', 53.3528, -2.5525), ('Grappenhall', 53.3721, -2.5485), ('Thelwall', 53.3824, -2.5105), ('Winwick', 53.4332, -2.6008), ('Culcheth', 53.4522, -2.5205), ('Croft', 53.4395, -2.5625), ('Gemini Retail Park', 53.4148, -2.6218), ('Golden Square Shopping Centre', 53.3911, -2.5942), ('Omega South', 53.4038, -2.6645), ('Lovely Lane', 53.3917, -2.6148), ('Birchwood Business Park', 53.4192, -2.5362)) as a(area, latitude, longitude) where "job"."location" = a.area;`,
		)
	}

	override down(): void | Promise<void> {
		this.addSql(`drop index "job_listed_coordinates_idx";`)
		this.addSql(`drop trigger if exists "job_coordinates" on "job";`)
		this.addSql(`drop function if exists "job_job_coordinates_fn"();`)
		this.addSql(`alter table "job" drop column "latitude", drop column "longitude";`)
	}
}
