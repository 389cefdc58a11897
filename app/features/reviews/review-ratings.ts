// What the reviews' pages need from a review besides its words, without zod (the review schema
// re-exports them), so that pages showing reviews do not load it (decision 176).

/** The three sub-ratings, in the order the form and the company page show them. */
export const SUB_RATINGS = [
	{ name: 'workLifeBalance', label: 'Work-life balance' },
	{ name: 'management', label: 'Management' },
	{ name: 'culture', label: 'Culture' },
] as const

/** When a review was written, as the list shows it: Today, Yesterday, N days, N months or N years ago. */
export function reviewDate(createdAt: Date | string, now: Date = new Date()) {
	const days = Math.floor((now.getTime() - new Date(createdAt).getTime()) / 86_400_000)
	if (days <= 0) return 'Today'
	if (days === 1) return 'Yesterday'
	if (days < 30) return `${days} days ago`
	if (days < 365) {
		const months = Math.floor(days / 30)
		return months === 1 ? '1 month ago' : `${months} months ago`
	}
	const years = Math.floor(days / 365)
	return years === 1 ? '1 year ago' : `${years} years ago`
}

/**
 * A company's key and the last part of its page's address: "Warrington & Co. Ltd" is
 * "warrington-co-ltd". The database computes the same from a job's company (COMPANY_SLUG_SQL in
 * the reviews service), so keep the two alike.
 */
export function companySlug(name: string) {
	return name
		.toLowerCase()
		.replace(/&/g, ' ')
		.replace(/[^a-z0-9]+/g, '-')
		.replace(/^-+|-+$/g, '')
		.slice(0, 255)
}
