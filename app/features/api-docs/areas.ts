// Every area of the JSON API, in the order /api/docs shows them. A new call goes into its
// area's list (operation.ts says how); a new area is one more file and one more line here.
import { accounts } from '../accounts/index.server.ts'
import { alerts } from '../alerts/index.server.ts'
import { applying } from '../applying/index.server.ts'
import { careers } from '../careers/index.server.ts'
import { content } from '../content/index.server.ts'
import { insights } from '../insights/index.server.ts'
import { jobs } from '../jobs/index.server.ts'
import type { ApiArea } from '../../platform/openapi/operation.ts'
import { profile } from '../profile/index.server.ts'
import { reference } from './reference.ts'

export const API_AREAS: ApiArea[] = [accounts, jobs, applying, alerts, profile, careers, insights, content, reference]
