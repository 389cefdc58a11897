import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { versionAtCommitTrigger } from './version-at-commit.ts'
import { AREA_CENTRES } from '../features/jobs/area-centres.ts'
import { SALARY_PERIODS } from '../features/jobs/salary.ts'
import { experienceLevelSql } from '../features/jobs/experience-level.ts'
import { SKILL_KEYWORDS } from '../features/insights/insight-options.ts'
import { ALL_INDUSTRIES, POST_JOB_TYPES, SPONSORSHIP_TYPES } from '../features/jobs/job-options.ts'
import { skillPattern } from '../features/profile/skill-words.ts'
import type { SourceKind } from '../features/importing/imported-job.ts'
import { JobSource } from './job-source.ts'
import { Occupation } from './occupation.ts'
import { User } from './user.ts'

/**
 * A job advert. `salary` is the employer's own text; `salaryMinPence`, `salaryMaxPence` and
 * `salaryPeriod` are parsed from it on save so that filters and sorting are exact and indexed.
 * `salaryAnnualMin`/`Max` (whole pounds a year, hourly pay at 37.5 hours for 52 weeks),
 * `searchVector` and `rankVector` are computed by PostgreSQL, and so is `skillTags`: the skills of
 * SKILL_KEYWORDS the title or description names (app/features/profile/skill-words.ts), read by a trigger when
 * either is written, so that "skills in demand" is a count over a column, not 30 patterns matched
 * against every advert (decision 141). `latitude` and `longitude` are the centre of the job's area
 * (AREA_CENTRES), set by the job_coordinates trigger when the job is stored or moves area, for
 * the distance search (decision 159).
 */
export const Job = defineEntity({
	name: 'Job',
	tableName: 'job',
	checks: [
		{ name: 'job_job_type_check', expression: `job_type in (${POST_JOB_TYPES.map((t) => `'${t}'`).join(', ')})` },
		{
			name: 'job_industry_check',
			expression: `industry in (${ALL_INDUSTRIES.map((i) => `'${i.replaceAll("'", "''")}'`).join(', ')})`,
		},
		{ name: 'job_salary_range_check', expression: 'salary_min_pence is null or salary_max_pence >= salary_min_pence' },
	],
	// Keeps the tallies the listing counts from (job_listing_tally, job_place_tally, company_listing)
	// in step with every write: a job counts while it is active, in the hour it was posted and
	// the hour its listing ends (UTC), and at its place (decision 241), and its company's last
	// listing end is looked up again.
	// Every write also moves job_listing_version on, which retires cached listings.
	triggers: [
		versionAtCommitTrigger('job', 'job_listing_version'),
		{
			name: 'job_coordinates',
			timing: 'before',
			events: ['insert', 'update'],
			forEach: 'row',
			body: `if tg_op = 'UPDATE' and new.location is not distinct from old.location then
return new;
end if;
select a.latitude, a.longitude into new.latitude, new.longitude from (values ${Object.entries(AREA_CENTRES)
				.map(([area, centre]) => `('${area.replaceAll("'", "''")}', ${centre.latitude}, ${centre.longitude})`)
				.join(', ')}) as a(area, latitude, longitude) where a.area = new.location;
return new;`,
		},
		{
			name: 'job_skill_tags',
			timing: 'before',
			events: ['insert', 'update'],
			forEach: 'row',
			body: `if tg_op = 'UPDATE' and new.title is not distinct from old.title and new.description is not distinct from old.description then
return new;
end if;
new.skill_tags := array(select k.skill from (values ${SKILL_KEYWORDS.map(
				({ skill, words }, index) =>
					`('${skill.replaceAll("'", "''")}', ${index}, '${skillPattern(words).replaceAll("'", "''")}')`,
			).join(
				', ',
			)}) as k(skill, position, pattern) where (new.title || ' ' || new.description) ~* k.pattern order by k.position);
return new;`,
		},
		{
			name: 'job_listing_tally',
			timing: 'after',
			events: ['insert', 'update', 'delete'],
			forEach: 'row',
			body: `perform nextval('job_listing_version');
if tg_op = 'UPDATE' and old.is_active = new.is_active and old.expires_at = new.expires_at and old.posted_at = new.posted_at and lower(old.company) = lower(new.company) and old.latitude is not distinct from new.latitude and old.longitude is not distinct from new.longitude then return null; end if;
if tg_op <> 'INSERT' and old.is_active then update job_listing_tally set jobs = jobs - 1 where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and posted_hour = date_trunc('hour', old.posted_at, 'UTC'); end if;
if tg_op <> 'DELETE' and new.is_active then insert into job_listing_tally (expires_hour, posted_hour, jobs) values (date_trunc('hour', new.expires_at, 'UTC'), date_trunc('hour', new.posted_at, 'UTC'), 1) on conflict (expires_hour, posted_hour) do update set jobs = job_listing_tally.jobs + 1; end if;
if tg_op <> 'INSERT' and old.is_active and old.latitude is not null then update job_place_tally set jobs = jobs - 1 where latitude = old.latitude and longitude = old.longitude and expires_hour = date_trunc('hour', old.expires_at, 'UTC'); end if;
if tg_op <> 'DELETE' and new.is_active and new.latitude is not null then insert into job_place_tally (latitude, longitude, expires_hour, jobs) values (new.latitude, new.longitude, date_trunc('hour', new.expires_at, 'UTC'), 1) on conflict (latitude, longitude, expires_hour) do update set jobs = job_place_tally.jobs + 1; end if;
with keys as (select distinct key from unnest(array[case when tg_op <> 'INSERT' then lower(old.company) end, case when tg_op <> 'DELETE' then lower(new.company) end]) as key where key is not null),
latest as (select key, (select max(j.expires_at) from job j where j.is_active and lower(j.company) = key) as listed_until from keys),
gone as (delete from company_listing c using latest l where c.company_key = l.key and l.listed_until is null)
insert into company_listing (company_key, listed_until) select key, listed_until from latest where listed_until is not null on conflict (company_key) do update set listed_until = excluded.listed_until;
return null;`,
		},
		// Keeps the word indexes of one-word searches (job_word_tally, job_rank_word):
		// an active job counts under each word of its advert in the hour its listing ends, and is
		// ranked under each word of its rank vector (title, employer, occupation and skills) by
		// job_relevance (decision 203); a sponsored job too, so sponsorship lifts only strong matches.
		// A ranked row carries the columns a search filters on (decision 259). The ranked rows are
		// replaced on any change to what they are made of; the job's deletion takes them with it (cascade).
		// Tally rows are locked in word order, so that two job writes sharing words cannot deadlock.
		{
			name: 'job_search_words',
			timing: 'after',
			events: ['insert', 'update', 'delete'],
			forEach: 'row',
			body: `if tg_op = 'UPDATE' and old.is_active = new.is_active and old.expires_at = new.expires_at and old.posted_at = new.posted_at and old.search_vector = new.search_vector and old.rank_vector = new.rank_vector and old.is_sponsored = new.is_sponsored and old.sponsorship_expires_at is not distinct from new.sponsorship_expires_at and old.location = new.location and old.job_type = new.job_type and old.industry = new.industry and old.salary_annual_max is not distinct from new.salary_annual_max then return null; end if;
if tg_op <> 'INSERT' and old.is_active then perform 1 from job_word_tally where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and word = any(tsvector_to_array(old.search_vector)) order by word for update; update job_word_tally set jobs = jobs - 1 where expires_hour = date_trunc('hour', old.expires_at, 'UTC') and word = any(tsvector_to_array(old.search_vector)); end if;
if tg_op = 'UPDATE' then delete from job_rank_word where job_id = old.id; end if;
if tg_op <> 'DELETE' and new.is_active then
insert into job_word_tally (word, expires_hour, jobs) select w, date_trunc('hour', new.expires_at, 'UTC'), 1 from unnest(tsvector_to_array(new.search_vector)) as w order by w on conflict (word, expires_hour) do update set jobs = job_word_tally.jobs + 1;
insert into job_rank_word (job_id, word, rank, posted_at, expires_at, sponsored_until, location, job_type, industry, salary_annual_max) select new.id, w, job_relevance(new.rank_vector, new.search_vector, ('''' || replace(replace(w, '\\', '\\\\'), '''', '''''') || '''')::tsquery), new.posted_at, new.expires_at, case when new.is_sponsored then new.sponsorship_expires_at end, new.location, new.job_type, new.industry, new.salary_annual_max from unnest(tsvector_to_array(new.rank_vector)) as w;
end if;
return null;`,
		},
		// The words of job titles "Did you mean" may offer (search_word, pg_trgm; decision 204).
		// Words are only added: one no listed job holds any more finds nothing and is never offered.
		// A word another open transaction is adding is skipped (its advisory lock is taken), never
		// waited for: two postings sharing a new title word must not queue behind each other.
		{
			name: 'job_search_vocabulary',
			timing: 'after',
			events: ['insert', 'update'],
			forEach: 'row',
			body: `if tg_op = 'UPDATE' and new.title is not distinct from old.title then return null; end if;
insert into search_word (word, in_titles) select w, true from (select distinct w from regexp_split_to_table(lower(new.title), '[^a-z]+') as w where length(w) between 3 and 30) as t(w) where not exists (select 1 from search_word s where s.word = t.w and s.in_titles) and pg_try_advisory_xact_lock(hashtext('search_word:' || t.w)) on conflict (word) do update set in_titles = true where not search_word.in_titles;
return null;`,
		},
	],
	indexes: [
		{ name: 'job_listing_idx', properties: ['isActive', 'expiresAt', 'postedAt'] },
		{
			name: 'job_search_vector_idx',
			expression: 'create index "job_search_vector_idx" on "job" using gin ("search_vector")',
		},
		{ name: 'job_sponsored_idx', properties: ['isSponsored', 'sponsorshipExpiresAt'] },
		// The skills backfill's queue: jobs whose skills were never found (decision 200).
		{
			name: 'job_skills_not_found_idx',
			expression: 'create index "job_skills_not_found_idx" on "job" ("id") where "skills_found_at" is null',
		},
		// The search's indexes over listed jobs. Each carries every column a filter
		// or sort reads, so that counting and choosing a page never visit the table; only the
		// page's jobs are then read.
		{
			name: 'job_listed_filters_idx',
			expression:
				'create index "job_listed_filters_idx" on "job" ("expires_at") include ("location", "job_type", "industry", "posted_at", "salary_annual_max") where "is_active"',
		},
		{
			name: 'job_listed_location_idx',
			expression: `create index "job_listed_location_idx" on "job" ("location", "expires_at") include ("id", "job_type", "industry", "posted_at", "salary_annual_max", "is_sponsored", "sponsorship_expires_at") where "is_active"`,
		},
		{
			name: 'job_listed_industry_idx',
			expression: `create index "job_listed_industry_idx" on "job" ("industry", "expires_at") include ("id", "location", "job_type", "posted_at", "salary_annual_max", "is_sponsored", "sponsorship_expires_at") where "is_active"`,
		},
		{
			name: 'job_listed_newest_idx',
			expression: `create index "job_listed_newest_idx" on "job" ("posted_at" desc, "id" desc) include ("expires_at", "location", "job_type", "industry", "salary_annual_max", "is_sponsored", "sponsorship_expires_at") where "is_active"`,
		},
		{
			name: 'job_listed_salary_idx',
			expression: `create index "job_listed_salary_idx" on "job" ("salary_annual_max" desc nulls last, "posted_at" desc, "id" desc) include ("expires_at", "location", "job_type", "industry", "is_sponsored", "sponsorship_expires_at") where "is_active"`,
		},
		{
			name: 'job_listed_sponsored_idx',
			expression: `create index "job_listed_sponsored_idx" on "job" ("posted_at" desc, "id" desc) include ("expires_at", "location", "job_type", "industry", "salary_annual_max", "sponsorship_expires_at") where "is_active" and "is_sponsored"`,
		},
		// Salary benchmarking: jobs listed until a date (the window), then by industry
		// and experience level, each carrying what the figures read (a title's words: job_title_word).
		{
			name: 'job_benchmark_window_idx',
			expression: `create index "job_benchmark_window_idx" on "job" ("listed_until") include ("industry", "experience_level", "location", "salary_annual_min", "salary_annual_max")`,
		},
		{
			name: 'job_benchmark_industry_idx',
			expression: `create index "job_benchmark_industry_idx" on "job" ("industry", "experience_level", "listed_until") include ("location", "salary_annual_min", "salary_annual_max")`,
		},
		// The distance search's box around its circle: listed jobs by latitude, then
		// longitude, carrying what the filters read, so counting the jobs within a radius reads only this;
		// each place's jobs newest first, so the nearest page takes a place's newest and stops (decision 241).
		{
			name: 'job_listed_coordinates_idx',
			expression: `create index "job_listed_coordinates_idx" on "job" ("latitude", "longitude", "posted_at" desc, "id" desc) include ("expires_at", "location", "job_type", "industry", "salary_annual_max", "is_sponsored", "sponsorship_expires_at") where "is_active" and "latitude" is not null`,
		},
		// Also what the tally trigger reads to find a company's last listing.
		{
			name: 'job_listed_company_idx',
			expression: 'create index "job_listed_company_idx" on "job" (lower("company"), "expires_at") where "is_active"',
		},
	],
	properties: {
		id: p.integer().primary().autoincrement(),
		title: p.string().length(255),
		company: p.string().length(255),
		location: p.string().length(100).index(),
		salary: p.string().length(255).nullable(),
		description: p.text(),
		jobType: p.string().length(50).index(),
		industry: p.string().length(100).index(),
		contactEmail: p.string().length(254),
		isActive: p.boolean().default(true),
		postedAt: p
			.datetime()
			.onCreate(() => new Date())
			.index(),
		expiresAt: p.datetime(),
		// The transaction that stored the job: instant alerts' mark (decision 185). Set by the database.
		postedXid: p.string().columnType('xid8').defaultRaw('pg_current_xact_id()').lazy().index('job_posted_xid_idx'),
		user: () => p.manyToOne(User).deleteRule('cascade').index(),
		isSponsored: p.boolean().default(false),
		sponsorshipType: p.enum(SPONSORSHIP_TYPES).nullable(),
		sponsorshipExpiresAt: p.datetime().nullable(),
		stripePaymentId: p.string().length(255).nullable(),
		salaryMinPence: p.integer().nullable(),
		salaryMaxPence: p.integer().nullable(),
		salaryPeriod: p.enum(SALARY_PERIODS).nullable(),
		salaryAnnualMin: p
			.integer()
			.nullable()
			.generated(
				"(case when salary_period = 'hour' then salary_min_pence * 1950 / 100 else salary_min_pence / 100 end) stored",
			)
			.index(),
		salaryAnnualMax: p
			.integer()
			.nullable()
			.generated(
				"(case when salary_period = 'hour' then salary_max_pence * 1950 / 100 else salary_max_pence / 100 end) stored",
			)
			.index(),
		/**
		 * The occupation its title names (the skills taxonomy, decision 196), null when none is found;
		 * set by the jobs service on every save of the title.
		 */
		occupation: () => p.manyToOne(Occupation).nullable().deleteRule('set null').index(),
		/** The ids of its job_skill rows, kept beside them by the jobs service, for the search and matching. */
		skillIds: p
			.array<number>((value) => Number(value), String)
			.columnType('integer[]')
			.default([])
			.lazy()
			.hidden(),
		/**
		 * The part of its description judged company text (an "About us" part, or paragraphs its
		 * employer repeats across adverts): never a source of skills, and the weakest search match.
		 */
		companyText: p.text().nullable().lazy().hidden(),
		/** When its skills, company text and occupation were last found; null until the backfill reaches a job older than that. */
		skillsFoundAt: p.datetime().nullable().lazy().hidden(),
		/** The skills the advert names, in SKILL_KEYWORDS' order; set by the job_skill_tags trigger. */
		skillTags: p.array().default([]).lazy().hidden(),
		/**
		 * Every word a search finds the job by, weighted by where it is (decision 203): the rank
		 * vector's, then industry, area ("cleaner birchwood") and description at C, and company text
		 * at D (job_description_vector).
		 */
		searchVector: p
			.string()
			.columnType('tsvector')
			.generated(
				"(setweight(to_tsvector('english', job_search_text(title)), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'B') || setweight(job_taxonomy_vector(occupation_id, skill_ids), 'B') || setweight(to_tsvector('english', coalesce(industry, '') || ' ' || coalesce(location, '')), 'C') || job_description_vector(description, company_text)) stored",
			)
			.nullable()
			.lazy()
			.hidden(),
		/**
		 * The words relevance ranks by, small enough to rank every match: title (weight A), employer,
		 * occupation and skills (B; the last two as tokens 'O123' and 'S456', job_taxonomy_vector).
		 */
		rankVector: p
			.string()
			.columnType('tsvector')
			.generated(
				"(setweight(to_tsvector('english', job_search_text(title)), 'A') || setweight(to_tsvector('english', coalesce(company, '')), 'B') || setweight(job_taxonomy_vector(occupation_id, skill_ids), 'B')) stored",
			)
			.nullable()
			.lazy()
			.hidden(),
		/** The level the advert asks for, on the rule of decision 133 (`app/features/jobs/experience-level.ts`). */
		experienceLevel: p.string().length(20).nullable().generated(`${experienceLevelSql()} stored`),
		/**
		 * When the job stops (or stopped) being listed: its expiry, or, once taken down, the last
		 * change before that (the taking down). Salary benchmarks count jobs listed within 90 days.
		 */
		listedUntil: p
			.datetime()
			.nullable()
			.generated('(case when is_active then expires_at else least(expires_at, updated_at) end) stored'),
		/** The centre of the job's area, in degrees (WGS84); set by the job_coordinates trigger, null outside the areas. */
		latitude: p.double().nullable().lazy().hidden(),
		longitude: p.double().nullable().lazy().hidden(),
		/**
		 * The source it was imported from (issue 32), null for a job posted here; its page there
		 * (`sourceUrl`) and where to apply there (`applyUrl`, null when applications come here, to
		 * `contactEmail`). A job with an `applyUrl` is applied for on its employer's site.
		 */
		source: () => p.manyToOne(JobSource).nullable().deleteRule('set null').index(),
		sourceUrl: p.string().length(2048).nullable(),
		applyUrl: p.string().length(2048).nullable(),
		/**
		 * The kind of `source` (JobSource.kind), read with the job so that every view of it can say
		 * where it came from without loading the source; null for a job posted here.
		 */
		sourceKind: p
			.formula<SourceKind | null>(
				(_, table) => `(select s.kind from job_source s where s.id = ${table.alias}.source_id)`,
			)
			.type('string')
			.nullable(),
		createdAt: p.datetime().onCreate(() => new Date()),
		updatedAt: p
			.datetime()
			.onCreate(() => new Date())
			.onUpdate(() => new Date()),
	},
})
export type Job = InferEntity<typeof Job>
