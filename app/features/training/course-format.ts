// How a course's price, dates and places read on the catalogue, its page and the payment page.
import type { CourseFormat } from './course-options.ts'
import { formatLongDate, formatPence } from '../../ui/format.ts'

/** "Free", or the price as a tag writes it ("£650", "£49.99"). */
export function coursePriceText(pence: number) {
	return pence === 0 ? 'Free' : formatPence(pence)
}

/** "6 December 2026", "6 December 2026 to 10 December 2026", or a self-paced course's "Start any time". */
export function courseDatesText(startDate: string | null, endDate: string | null) {
	if (!startDate) return 'Start any time (self-paced)'
	if (!endDate || endDate === startDate) return formatLongDate(startDate)
	return `${formatLongDate(startDate)} to ${formatLongDate(endDate)}`
}

/** The first `shown` skills and how many more there are ("+2 more" on a card; docs/product.md §21). */
export function skillsPreview(skills: readonly string[], shown = 3) {
	return { shown: skills.slice(0, shown), more: Math.max(0, skills.length - shown) }
}

/** A module's length: "45 min", "2 h", "1 h 30 min". */
export function minutesText(minutes: number) {
	const hours = Math.floor(minutes / 60)
	const rest = minutes % 60
	if (hours === 0) return `${rest} min`
	return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`
}

/** Google's course modes for a course's format. */
export const COURSE_MODES: Record<CourseFormat, 'Onsite' | 'Online' | 'Blended'> = {
	'In person': 'Onsite',
	Online: 'Online',
	Blended: 'Blended',
}
