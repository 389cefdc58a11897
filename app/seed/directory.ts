// Demo data for the business directory: three local businesses an admin has approved (listed on
// /business-directory) and one waiting for review (for the admin inbox).
import type { EntityManager } from '@mikro-orm/postgresql'
import { BusinessSubmission } from '../models/business-submission.ts'
import type { User } from '../models/user.ts'

const DAY = 24 * 60 * 60 * 1000

type SeedSubmission = Omit<
	BusinessSubmission,
	'id' | 'submittedBy' | 'status' | 'rejectionReason' | 'reviewedAt' | 'reviewedBy' | 'submittedAt'
> & { daysAgo: number; approved: boolean }

const SUBMISSIONS: SeedSubmission[] = [
	{
		businessName: 'Stockton Heath Bakery',
		category: 'Hospitality',
		description: 'An independent bakery and café on London Road: bread baked overnight, cakes to order.',
		address: '21 London Road, Stockton Heath, Warrington WA4 6SG',
		phone: '01925 260114',
		email: 'hello@stocktonheathbakery.example',
		website: null,
		employeeCount: '11-50',
		contactPersonName: 'Claire Moss',
		contactPersonTitle: 'Owner',
		notes: null,
		daysAgo: 40,
		approved: true,
	},
	{
		businessName: 'Birchwood Precision Engineering',
		category: 'Manufacturing',
		description:
			'CNC machining and fabrication for the energy and automotive industries, with apprenticeships every year.',
		address: 'Unit 7, Kelvin Close, Birchwood, Warrington WA3 7PB',
		phone: '01925 818420',
		email: 'jobs@birchwoodprecision.example',
		website: null,
		employeeCount: '51-100',
		contactPersonName: 'Gary Holt',
		contactPersonTitle: 'Operations Manager',
		notes: 'We recruit machinists and apprentices each autumn.',
		daysAgo: 25,
		approved: true,
	},
	{
		businessName: 'Great Sankey Accountancy',
		category: 'Finance',
		description: 'Bookkeeping, payroll and tax returns for sole traders and small firms across west Warrington.',
		address: '3 Liverpool Road, Great Sankey, Warrington WA5 1QR',
		phone: null,
		email: 'office@greatsankeyaccountancy.example',
		website: null,
		employeeCount: '1-10',
		contactPersonName: 'Helen Boardman',
		contactPersonTitle: 'Partner',
		notes: null,
		daysAgo: 12,
		approved: true,
	},
	{
		businessName: 'Latchford Lock Café',
		category: 'Hospitality',
		description: 'Breakfasts and lunches beside the Manchester Ship Canal at Latchford Locks.',
		address: '2 Thelwall Lane, Latchford, Warrington WA4 1NJ',
		phone: null,
		email: 'latchfordlockcafe@example.co.uk',
		website: null,
		employeeCount: '1-10',
		contactPersonName: 'Sam Okafor',
		contactPersonTitle: null,
		notes: 'Opening in the spring; we will be hiring weekend staff.',
		daysAgo: 1,
		approved: false,
	},
]

/** Adds the demo submissions, sent by the demo job seeker and reviewed by the demo admin. */
export function seedDirectory(tx: EntityManager, submitter: User, admin: User, now: Date) {
	for (const { daysAgo, approved, ...fields } of SUBMISSIONS) {
		const submittedAt = new Date(now.getTime() - daysAgo * DAY)
		tx.create(BusinessSubmission, {
			...fields,
			submittedBy: submitter,
			submittedAt,
			status: approved ? 'approved' : 'pending',
			reviewedAt: approved ? new Date(submittedAt.getTime() + DAY) : null,
			reviewedBy: approved ? admin : null,
		})
	}
}
