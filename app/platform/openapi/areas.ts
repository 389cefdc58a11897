// Every area of the JSON API, in the order /api/docs shows them. A new call goes into its
// area's list (operation.ts says how); a new area is one more file and one more line here.
import { accounts } from './accounts.ts'
import { alerts } from './alerts.ts'
import { applying } from './applying.ts'
import { careers } from './careers.ts'
import { content } from './content.ts'
import { insights } from './insights.ts'
import { jobs } from './jobs.ts'
import type { ApiArea } from './operation.ts'
import { profile } from './profile.ts'
import { reference } from './reference.ts'

export const API_AREAS: ApiArea[] = [accounts, jobs, applying, alerts, profile, careers, insights, content, reference]
