import { defineEntity, p, type InferEntity } from '@mikro-orm/core'
import { CourseEnrollment } from './course-enrollment.ts'
import { User } from './user.ts'

/**
 * The certificate of a completed course (001 §3 "Certificate"; decision 146), issued once per
 * enrolment. The course's name, provider and skills are copied, so a certificate reads the same
 * after the course changes. `certificateNumber` (`WJB-2026-7KQ9M3XH`) is unique and is what the
 * public page /certificates/{number} checks. It certifies that the learner completed the course's
 * online modules on Warrington Jobs; `isVerified` is true only once the course's provider has
 * verified it, which nothing does yet (decision 189).
 */
export const Certificate = defineEntity({
	name: 'Certificate',
	tableName: 'certificate',
	checks: [{ name: 'certificate_number_check', expression: "certificate_number ~ '^WJB-[0-9]{4}-[A-Z0-9]{8}$'" }],
	properties: {
		id: p.integer().primary().autoincrement(),
		user: () => p.manyToOne(User).deleteRule('cascade').index(),
		enrollment: () => p.oneToOne(CourseEnrollment).owner().deleteRule('cascade').unique(),
		courseName: p.string().length(200),
		provider: p.string().length(200),
		issuedDate: p.date(),
		expiryDate: p.date().nullable(),
		isVerified: p.boolean().default(false),
		skillsCertified: p.array().default([]),
		certificateNumber: p.string().length(20).unique(),
		createdAt: p.datetime().onCreate(() => new Date()),
	},
})
export type Certificate = InferEntity<typeof Certificate>
