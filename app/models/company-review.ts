import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { versionAtCommitTrigger } from './version-at-commit.ts'
import { PAGE_CONTENT_VERSION_TRIGGER } from './page-content-version.ts'
import { User } from './user.ts'

/**
 * A job seeker's review of a company they worked for (docs/product.md §12). `companyKey` is the
 * company's slug, the key of its page (/companies/{slug}) and of the one-review-a-year rule.
 * Texts are stored as plain text and escaped wherever they are shown (decision 120). A review an
 * admin hid (`hiddenAt`) leaves every list and average (§22.21).
 */
export const CompanyReview = defineEntity({
	name: 'CompanyReview',
	tableName: 'company_review',
	triggers: [
		PAGE_CONTENT_VERSION_TRIGGER('company_review_page_content_version'),
		versionAtCommitTrigger('company_review', 'page_content_version'),
	],
	checks: [
		{ name: 'company_review_rating_check', expression: 'rating between 1 and 5' },
		{ name: 'company_review_work_life_balance_check', expression: 'work_life_balance between 1 and 5' },
		{ name: 'company_review_management_check', expression: 'management between 1 and 5' },
		{ name: 'company_review_culture_check', expression: 'culture between 1 and 5' },
	],
	indexes: [{ name: 'company_review_company_created_idx', properties: ['companyKey', 'createdAt'] }],
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade').index(),
		companyName: p.string().length(255),
		companyKey: p.string().length(255),
		jobTitle: p.string().length(255).nullable(),
		rating: p.smallint(),
		reviewTitle: p.string().length(255),
		reviewText: p.text(),
		pros: p.text().nullable(),
		cons: p.text().nullable(),
		salaryInfo: p.string().length(255).nullable(),
		workLifeBalance: p.smallint(),
		management: p.smallint(),
		culture: p.smallint(),
		isCurrentEmployee: p.boolean().default(false),
		isVerified: p.boolean().default(false),
		createdAt: p.datetime().onCreate(() => new Date()),
		hidden: p.boolean().default(false),
		hiddenReason: p.string().length(500).nullable(),
		hiddenAt: p.datetime().nullable(),
		hiddenBy: () => p.manyToOne(User).nullable().deleteRule('set null'),
	},
})
export type CompanyReview = InferEntity<typeof CompanyReview>
