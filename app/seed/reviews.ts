// Demo company reviews of the seeded local employers (docs/product.md §12), written by a few
// demo reviewers on the demo domain, dated from days to over a year ago so the list shows every
// kind of review date. None is by the demo job seeker, who is left free to write one.
import type { EntityManager } from '@mikro-orm/postgresql'
import { CompanyReview } from '../models/company-review.ts'
import type { User } from '../models/user.ts'
import { createUser } from '../platform/users.server.ts'
import { companySlug } from '../features/reviews/review-ratings.ts'
import { SEED_PASSWORD } from './data.ts'

const DAY = 24 * 60 * 60 * 1000

const REVIEWERS = {
	priya: { email: 'priya.reviewer@demo.warringtonjobs.co.uk', firstName: 'Priya', lastName: 'Shah' },
	tom: { email: 'tom.reviewer@demo.warringtonjobs.co.uk', firstName: 'Tom', lastName: 'Hughes' },
	gemma: { email: 'gemma.reviewer@demo.warringtonjobs.co.uk', firstName: 'Gemma', lastName: 'Riley' },
}

type SeedReview = {
	by: keyof typeof REVIEWERS
	daysAgo: number
	companyName: string
	jobTitle: string
	rating: number
	workLifeBalance: number
	management: number
	culture: number
	isCurrentEmployee: boolean
	reviewTitle: string
	reviewText: string
	pros: string
	cons: string
	salaryInfo: string | null
}

export const SEED_REVIEWS: SeedReview[] = [
	{
		by: 'priya',
		daysAgo: 0,
		companyName: 'Whitecross Engineering',
		jobTitle: 'CNC Machinist',
		rating: 4,
		workLifeBalance: 4,
		management: 4,
		culture: 5,
		isCurrentEmployee: true,
		reviewTitle: 'Proper engineering, people who know their trade',
		reviewText:
			'Family firm in Dallam that still trains its own machinists. The older hands are generous with their time and the work is varied: rail one week, food machinery the next. Overtime is offered, never expected.',
		pros: 'Real training, varied work, overtime paid at time and a half',
		cons: 'The Dallam works gets cold in winter',
		salaryInfo: '£31,000 plus overtime',
	},
	{
		by: 'tom',
		daysAgo: 1,
		companyName: 'Northway Logistics',
		jobTitle: 'Warehouse Operative',
		rating: 3,
		workLifeBalance: 2,
		management: 3,
		culture: 3,
		isCurrentEmployee: false,
		reviewTitle: 'Fine for steady hours, hard in peak',
		reviewText:
			'Four on four off at the Omega site. Pay is on time and the shift managers are fair, but from October to Christmas the pick targets go up and breaks get squeezed.',
		pros: 'Reliable pay, free parking, shift pattern leaves whole days off',
		cons: 'Peak season targets, little say over which shift you get',
		salaryInfo: '£12.60 an hour',
	},
	{
		by: 'gemma',
		daysAgo: 12,
		companyName: 'Sankey Brook Care',
		jobTitle: 'Senior Care Assistant',
		rating: 5,
		workLifeBalance: 4,
		management: 5,
		culture: 5,
		isCurrentEmployee: true,
		reviewTitle: 'A home that puts residents and staff first',
		reviewText:
			'The manager knows every resident by name and backs staff when families are upset. Rotas come out four weeks ahead and swaps are easy. Paid NVQ training from the first month.',
		pros: 'Supportive manager, rotas well ahead, paid training',
		cons: 'Weekend cover is tight when people are off sick',
		salaryInfo: '£13.10 an hour',
	},
	{
		by: 'priya',
		daysAgo: 75,
		companyName: 'Brightwire Software',
		jobTitle: 'Junior Developer',
		rating: 4,
		workLifeBalance: 5,
		management: 3,
		culture: 4,
		isCurrentEmployee: false,
		reviewTitle: 'Good first job in tech at Birchwood',
		reviewText:
			'Hybrid working with two days in the Birchwood office, sensible hours and a good mentoring scheme. Priorities change often and releases can be rushed, but nobody is expected to work late.',
		pros: 'Hybrid working, mentoring, modern stack',
		cons: 'Shifting priorities, rushed releases',
		salaryInfo: '£28,000',
	},
	{
		by: 'tom',
		daysAgo: 200,
		companyName: 'Whitecross Engineering',
		jobTitle: 'Maintenance Fitter',
		rating: 4,
		workLifeBalance: 3,
		management: 4,
		culture: 4,
		isCurrentEmployee: false,
		reviewTitle: 'Solid employer, busy call-out rota',
		reviewText:
			'Good kit and a maintenance budget that is actually spent. The on-call rota is one week in four, which adds up, but it is paid properly and the team covers for each other.',
		pros: 'Well-kept machines, paid call-outs, friendly team',
		cons: 'On-call one week in four',
		salaryInfo: null,
	},
	{
		by: 'gemma',
		daysAgo: 430,
		companyName: 'Heath & Vale Hospitality',
		jobTitle: 'Front of House Supervisor',
		rating: 3,
		workLifeBalance: 2,
		management: 3,
		culture: 4,
		isCurrentEmployee: false,
		reviewTitle: 'Lovely team, long weekends',
		reviewText:
			'The Stockton Heath team is like a family and tips are shared fairly. Weekends and bank holidays are a given, and split shifts happen more than the advert suggested.',
		pros: 'Team spirit, fair tip share, staff meals',
		cons: 'Split shifts, every weekend working',
		salaryInfo: '£11.90 an hour plus tips',
	},
]

/** Creates the demo reviewers and their reviews, inside the seed's transaction. */
export async function seedReviews(tx: EntityManager, now: Date) {
	const reviewers = new Map<string, User>()
	for (const [key, reviewer] of Object.entries(REVIEWERS)) {
		reviewers.set(
			key,
			await createUser(tx, { ...reviewer, password: SEED_PASSWORD, userType: 'employee', emailVerifiedAt: now }),
		)
	}
	for (const { by, daysAgo, ...review } of SEED_REVIEWS) {
		tx.create(CompanyReview, {
			...review,
			user: reviewers.get(by)!,
			companyKey: companySlug(review.companyName),
			createdAt: new Date(now.getTime() - daysAgo * DAY - 60 * 60 * 1000),
			isVerified: false,
			hidden: false,
		})
	}
}
