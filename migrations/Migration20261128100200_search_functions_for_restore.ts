import { Migration } from '@mikro-orm/migrations'

/**
 * `job_description_vector` names `job_search_text` with its schema. The job's generated search
 * vector calls it for every row, also while pg_restore loads the job table, and pg_restore runs
 * with an empty search_path: unqualified, the call failed ("function job_search_text(text) does
 * not exist") and no backup made with pg_dump could be restored (decision 227). The same words
 * come out, so the stored vectors stay as they are.
 */
export class Migration20261128100200_search_functions_for_restore extends Migration {
	override name = 'Migration20261128100200_search_functions_for_restore'

	override up(): void | Promise<void> {
		this.addSql(descriptionVectorFn('public.job_search_text'))
	}

	override down(): void | Promise<void> {
		this.addSql(descriptionVectorFn('job_search_text'))
	}
}

/** The function of migration 20261127220000 (search relevance), calling `searchText` by that name. */
function descriptionVectorFn(searchText: string) {
	return `create or replace function "job_description_vector"(description text, company_text text) returns tsvector
language sql immutable parallel safe as $$
select case when coalesce(company_text, '') = '' then setweight(to_tsvector('english', ${searchText}(description)), 'C')
else setweight(ts_delete(to_tsvector('english', ${searchText}(description)), array(
	select c.lexeme from unnest(to_tsvector('english', ${searchText}(company_text))) as c
	left join unnest(to_tsvector('english', ${searchText}(description))) as d on d.lexeme = c.lexeme
	where coalesce(cardinality(d.positions), 0) <= cardinality(c.positions)
)), 'C') || setweight(to_tsvector('english', ${searchText}(company_text)), 'D') end
$$;`
}
