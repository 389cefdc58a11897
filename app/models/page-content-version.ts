/**
 * Every write to a table whose rows anonymous cached pages show, other than job (whose own trigger
 * moves job_listing_version), moves the sequence page_content_version on, once a statement: company
 * reviews (/company-reviews, /companies/{slug}), blog posts (/blog, /blog/{slug}) and training
 * courses (/sitemaps/courses.xml, decision 208). A page kept by the page cache under another value
 * is not used (app/platform/render/page-cache/, decision 167).
 */
export const PAGE_CONTENT_VERSION_TRIGGER = (name: string) => ({
	name,
	timing: 'after' as const,
	events: ['insert' as const, 'update' as const, 'delete' as const],
	forEach: 'statement' as const,
	body: `perform nextval('page_content_version');
return null;`,
})
