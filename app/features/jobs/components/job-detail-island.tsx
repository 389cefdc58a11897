import { createIsland } from '../../../platform/render/island.tsx'
import type { JobDetailData } from './job-detail.tsx'

/**
 * A listed job's advert as an island (decision 256): a job page loads none of its code until the
 * visitor reaches for the advert (its links, the heart), or the page's data changes. The panel to
 * apply beside it is an island of its own (decision 258).
 */
export const jobDetailIsland = createIsland<JobDetailData>('job-detail', () =>
	import('./job-detail.tsx').then((module) => module.JobAdvert),
)
