import type { EntityManager } from '@mikro-orm/postgresql'
import { User } from '../models/user.ts'
import { createUser } from './users.server.ts'

/** The demo accounts of a new install; their passwords are in the README. */
export const DEMO_ACCOUNTS = {
	employer: { email: 'employer@demo.warringtonjobs.co.uk', password: 'warrington-demo', firstName: 'Sarah', lastName: 'Whitfield', userType: 'employer' },
	seeker: { email: 'seeker@demo.warringtonjobs.co.uk', password: 'warrington-demo', firstName: 'James', lastName: 'Holden', userType: 'employee' },
	admin: { email: 'admin@demo.warringtonjobs.co.uk', password: 'warrington-admin', firstName: 'Priya', lastName: 'Shah', userType: 'admin' },
} as const

/** Fills an empty database with demo data; does nothing once any user exists. */
export async function seedIfEmpty(em: EntityManager) {
	if ((await em.count(User, {})) > 0) return false
	for (const account of Object.values(DEMO_ACCOUNTS)) await createUser(em, account)
	return true
}
