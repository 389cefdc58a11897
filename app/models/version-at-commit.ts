/**
 * The version sequences that retire per-process caches (job_listing_version, seeker_pool_version,
 * page_content_version) move when a write runs, which is before its transaction commits: a reader
 * in between sees the new version but, in its snapshot, the old rows, and would keep what it
 * computed from them under the new version until the next write or the cache's time limit. So each
 * table that moves a version also moves it again as its writing transaction commits: a deferred
 * constraint trigger runs last, just before the commit, and an answer computed from the old rows is
 * kept under a version that is already out of date (decision 175).
 *
 * Declared through `expression` (a constraint trigger has no other form in MikroORM's metadata), so
 * the schema generator neither creates nor drops it: the migration that adds one to a table creates
 * it, with the shared function `version_at_commit` (Migration20261124193500_versions_at_commit).
 */
export function versionAtCommitTrigger(table: string, sequence: string) {
	const name = `${table}_${sequence}_at_commit`
	return {
		name,
		timing: 'after' as const,
		events: ['insert' as const, 'update' as const, 'delete' as const],
		expression: versionAtCommitSql(table, sequence),
	}
}

/** The trigger's DDL, used by the model's metadata and the migration alike. */
function versionAtCommitSql(table: string, sequence: string) {
	return `create constraint trigger "${table}_${sequence}_at_commit" after insert or update or delete on "${table}" deferrable initially deferred for each row execute function "version_at_commit"('${sequence}')`
}
