// The structured data of a company page: an EmployerAggregateRating of its published reviews,
// as Google's employer rating rich result asks for it (ratingValue, ratingCount, bestRating,
// worstRating, itemReviewed as an Organization). Only a company with at least one review has one.

export function employerAggregateRatingJsonLd(company: {
	name: string
	url: string
	ratings: { count: number; rating: number | null }
}) {
	if (company.ratings.count === 0 || company.ratings.rating === null) return null
	return {
		'@context': 'https://schema.org',
		'@type': 'EmployerAggregateRating',
		itemReviewed: { '@type': 'Organization', name: company.name, url: company.url },
		ratingValue: company.ratings.rating,
		ratingCount: company.ratings.count,
		bestRating: 5,
		worstRating: 1,
	}
}
