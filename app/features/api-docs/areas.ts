// Every area of the JSON API, in the order /api/docs shows them. A new call goes into its
// area's list (operation.ts says how); a new area is one more file and one more line here.
import { accounts } from '../accounts/openapi.ts'
import { alerts } from '../alerts/openapi.ts'
import { applying } from '../applying/openapi.ts'
import { careers } from '../careers/openapi.ts'
import { content } from '../content/openapi.ts'
import { insights } from '../insights/openapi.ts'
import { jobs } from '../jobs/openapi.ts'
import type { ApiArea } from '../../platform/openapi/operation.ts'
import { profile } from '../profile/openapi.ts'
import { reference } from './reference.ts'

export const API_AREAS: ApiArea[] = [accounts, jobs, applying, alerts, profile, careers, insights, content, reference]
