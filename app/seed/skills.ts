// The demo job seeker's skills and training history on /profile (docs/product.md §15): a
// warehouse operative moving towards care work, as their Quick Apply profile tells (data.ts).
// Dates are counted back from the seed's `now`, so certificates stay current on any install.
import type { EntityManager } from '@mikro-orm/postgresql'
import { TrainingRecord } from '../models/training-record.ts'
import type { User } from '../models/user.ts'
import { UserSkill } from '../models/user-skill.ts'
import { SkillSchema, todayInUk, TrainingSchema } from '../features/profile/skill-schemas.ts'

const DAY = 24 * 60 * 60 * 1000

const SEED_SKILLS = [
	{
		skillName: 'Counterbalance forklift',
		skillCategory: 'Other',
		proficiencyLevel: 'Advanced',
		yearsOfExperience: 5,
		lastUsedDaysAgo: 3,
		certificationName: 'RTITB Counterbalance Lift Truck (B1)',
		certifiedDaysAgo: 700,
		certificationYears: 3,
	},
	{
		skillName: 'Picking and packing',
		skillCategory: 'Other',
		proficiencyLevel: 'Expert',
		yearsOfExperience: 6,
		lastUsedDaysAgo: 3,
	},
	{
		skillName: 'Warehouse management systems and handheld scanners',
		skillCategory: 'Technology',
		proficiencyLevel: 'Intermediate',
		yearsOfExperience: 4,
		lastUsedDaysAgo: 3,
	},
	{
		skillName: 'Personal care',
		skillCategory: 'Healthcare',
		proficiencyLevel: 'Beginner',
		yearsOfExperience: 1,
		lastUsedDaysAgo: 40,
	},
] as const

const SEED_TRAINING = [
	{
		trainingTitle: 'Level 2 Food Hygiene and Safety',
		trainingProvider: 'Warrington & Vale Royal College',
		trainingType: 'Certification',
		category: 'Healthcare',
		skillsLearned: 'Food safety hazards, Temperature control, Allergen awareness, Cleaning schedules',
		completedDaysAgo: 420,
		duration: '1 day',
	},
	{
		trainingTitle: 'Counterbalance Forklift Novice Course (RTITB)',
		trainingProvider: 'Cheshire Lift Truck Training, Winwick Quay',
		trainingType: 'Course',
		category: 'Other',
		skillsLearned: 'Pre-use inspections, Stacking and de-stacking, Loading vehicles, Safe operating distances',
		completedDaysAgo: 700,
		duration: '5 days',
	},
] as const

const daysAgo = (now: Date, days: number) => todayInUk(new Date(now.getTime() - days * DAY))

/** Adds the demo job seeker's skills and training, checked by the schemas a seeker's own are. */
export function seedSkills(tx: EntityManager, seeker: User, now: Date) {
	for (const seed of SEED_SKILLS) {
		const certified = 'certifiedDaysAgo' in seed
		const skill = SkillSchema.parse({
			skillName: seed.skillName,
			skillCategory: seed.skillCategory,
			proficiencyLevel: seed.proficiencyLevel,
			yearsOfExperience: seed.yearsOfExperience,
			lastUsed: daysAgo(now, seed.lastUsedDaysAgo),
			certificationName: certified ? seed.certificationName : null,
			certificationDate: certified ? daysAgo(now, seed.certifiedDaysAgo) : null,
			certificationExpiry: certified ? daysAgo(now, seed.certifiedDaysAgo - seed.certificationYears * 365) : null,
		})
		tx.create(UserSkill, { ...skill, user: seeker, isVerified: false })
	}
	for (const { completedDaysAgo, ...seed } of SEED_TRAINING) {
		const record = TrainingSchema.parse({ ...seed, completedDate: daysAgo(now, completedDaysAgo) })
		tx.create(TrainingRecord, { ...record, user: seeker })
	}
}
