// Stages the demo employers have moved a few applications to (decision 161), so both dashboards
// show real stages beside the age badges: one of the demo job seeker's applications is
// shortlisted, and some of Whitecross Engineering's applicants are further on. Each move comes
// after the application was sent, never in the future, and is made by the job's owner.
import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../models/application.ts'
import { ApplicationStageChange } from '../models/application-stage-change.ts'
import type { User } from '../models/user.ts'
import type { ApplicationStage } from '../features/employer/application-stage-labels.ts'

const HOUR = 60 * 60 * 1000

type SeedMove = { stage: ApplicationStage; hoursAfterApplying: number; note?: string }

/** Who applied (the demo job seeker, or someone else by name), to which job, and the moves. */
const SEED_STAGES: { jobTitle: string; applicant: 'demo seeker' | { name: string }; moves: SeedMove[] }[] = [
	{
		jobTitle: 'Warehouse Operative (Nights)',
		applicant: 'demo seeker',
		moves: [
			{ stage: 'reviewed', hoursAfterApplying: 5 },
			{
				stage: 'shortlisted',
				hoursAfterApplying: 20,
				note: 'Thanks for applying. Could you come in for a short site tour one evening this week? Reply to this email with a time that suits.',
			},
		],
	},
	{
		jobTitle: 'Accounts Assistant',
		applicant: { name: 'Joanne Pritchard' },
		moves: [
			{ stage: 'shortlisted', hoursAfterApplying: 24 },
			{
				stage: 'interviewing',
				hoursAfterApplying: 48,
				note: 'We would like to meet you at our Westbrook office. We will ring you to agree a day.',
			},
		],
	},
	{
		jobTitle: 'Quality Inspector',
		applicant: { name: 'Daniel Okafor' },
		moves: [{ stage: 'reviewed', hoursAfterApplying: 30 }],
	},
	{
		jobTitle: 'Goods-In Operative',
		applicant: { name: 'Lee Gaskell' },
		moves: [{ stage: 'rejected', hoursAfterApplying: 40 }],
	},
]

/** Moves the seeded applications above; run once they are stored. */
export async function seedStages(tx: EntityManager, seeker: User, now: Date) {
	for (const seed of SEED_STAGES) {
		const who = seed.applicant === 'demo seeker' ? { user: seeker.id } : { applicantName: seed.applicant.name }
		const application = await tx.findOneOrFail(Application, { jobTitle: seed.jobTitle, ...who }, { populate: ['job'] })
		for (const move of seed.moves) {
			const changedAt = new Date(
				Math.min(now.getTime(), application.appliedAt.getTime() + move.hoursAfterApplying * HOUR),
			)
			tx.create(ApplicationStageChange, {
				application,
				stage: move.stage,
				note: move.note ?? null,
				changedBy: application.job!.user,
				changedAt,
			})
			application.stage = move.stage
			application.stageChangedAt = changedAt
		}
	}
	await tx.flush()
}
