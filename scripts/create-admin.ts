// Makes an admin account, or makes an existing account an admin:
//   npm run create-admin -- someone@example.co.uk
// The password comes from ADMIN_PASSWORD, or a random one is generated and printed once.
// Admins are never made by public registration.
import { randomBytes } from 'node:crypto'
import { User } from '../app/models/user.ts'
import { createUser } from '../app/platform/users.server.ts'
import { withAppDatabase } from './app-database.ts'
import { PASSWORD_MIN } from '../app/features/accounts/account-schemas.ts'

const email = process.argv[2]?.trim().toLowerCase()
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
	console.error('Usage: npm run create-admin -- email@example.co.uk')
	process.exit(2)
}
const password = process.env.ADMIN_PASSWORD ?? randomBytes(12).toString('base64url')
if (password.length < PASSWORD_MIN) {
	console.error(`ADMIN_PASSWORD must be at least ${PASSWORD_MIN} characters long`)
	process.exit(2)
}

await withAppDatabase(async (orm) => {
	const em = orm.em.fork()
	const existing = await em.findOne(User, { email })
	if (existing) {
		existing.userType = 'admin'
		await em.flush()
		console.log(`${email} is now an admin (password unchanged).`)
	} else {
		await createUser(em, { email, password, firstName: 'Site', lastName: 'Admin', userType: 'admin' })
		console.log(`Created admin ${email}${process.env.ADMIN_PASSWORD ? '' : ` with password: ${password}`}`)
	}
})
