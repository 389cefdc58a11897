// The demo job seeker's job alerts (decision 157), so the dashboard's Job Alerts tab shows what
// alerts look like: a daily one for warehouse work in Birchwood and a paused weekly one for care.
import type { EntityManager } from '@mikro-orm/postgresql'
import { JobAlert } from '../models/job-alert.ts'
import type { User } from '../models/user.ts'
import { createJobAlert } from '../features/alerts/job-alerts.server.ts'
import { JobAlertSchema } from '../features/alerts/job-alert-schemas.ts'

export async function seedJobAlerts(tx: EntityManager, seeker: User, now: Date) {
	await tx.flush()
	await createJobAlert(tx, seeker, JobAlertSchema.parse({ search: 'warehouse', location: 'Birchwood' }), now)
	const care = await createJobAlert(
		tx,
		seeker,
		JobAlertSchema.parse({ industry: ['Social Care'], jobType: ['Part-time'], frequency: 'weekly' }),
		now,
	)
	await tx.nativeUpdate(JobAlert, { id: care.id }, { paused: true })
}
