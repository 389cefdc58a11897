// The `Course` structured data of a course's page (docs/product.md §22.19: real things only), as
// Google's course info documentation asks for it: name, description, provider, offers (category
// Free or Paid, price, priceCurrency) and a course instance with its mode and workload, and for a
// dated course its dates and place.
import { COURSE_MODES } from './course-format.ts'
import type { CourseFormat } from './course-options.ts'

export type CourseForJsonLd = {
	title: string
	description: string
	provider: string
	providerUrl: string | null
	format: CourseFormat
	level: string
	price: number
	location: string
	skills: string[]
	startDate: string | null
	endDate: string | null
	rating: number | null
	reviewCount: number
}

/** ISO 8601 duration of whole minutes: 150 → "PT2H30M". */
export function isoDuration(minutes: number) {
	const hours = Math.floor(minutes / 60)
	const rest = minutes % 60
	return `PT${hours ? `${hours}H` : ''}${rest || !hours ? `${rest}M` : ''}`
}

export function courseJsonLd(
	course: CourseForJsonLd,
	{ url, workloadMinutes }: { url: string; workloadMinutes: number },
) {
	const mode = COURSE_MODES[course.format]
	const instance: Record<string, unknown> = {
		'@type': 'CourseInstance',
		courseMode: mode,
		courseWorkload: isoDuration(Math.max(1, workloadMinutes)),
	}
	if (course.startDate) instance.startDate = course.startDate
	if (course.endDate) instance.endDate = course.endDate
	if (mode !== 'Online') instance.location = { '@type': 'Place', name: course.location, address: course.location }
	return {
		'@context': 'https://schema.org',
		'@type': 'Course',
		name: course.title,
		description: course.description,
		url,
		inLanguage: 'en-GB',
		educationalLevel: course.level,
		teaches: course.skills,
		provider: {
			'@type': 'Organization',
			name: course.provider,
			...(course.providerUrl ? { sameAs: course.providerUrl } : {}),
		},
		offers: [
			{
				'@type': 'Offer',
				category: course.price === 0 ? 'Free' : 'Paid',
				price: (course.price / 100).toFixed(2),
				priceCurrency: 'GBP',
				url,
			},
		],
		hasCourseInstance: [instance],
		...(course.reviewCount > 0 && course.rating !== null
			? {
					aggregateRating: {
						'@type': 'AggregateRating',
						ratingValue: course.rating,
						ratingCount: course.reviewCount,
						bestRating: 5,
						worstRating: 1,
					},
				}
			: {}),
	}
}
