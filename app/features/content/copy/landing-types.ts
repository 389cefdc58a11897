// The shapes of the landing pages' fixed copy (/support-worker-jobs, /cleaning-jobs). Pay is kept
// in pence and quoted through the minimum-wage table (docs/product.md §22.18, §22.19).

/** A kind of local employer: what the Top Employers tab describes. */
export type EmployerKind = {
	id: string
	initials: string
	name: string
	where: string
	/** The usual top of the hourly pay range, in pence; the bottom is the minimum wage in force. */
	topHourlyPence: number
	size: string
	specialties: string[]
	description: string
	services: string[]
	benefits: string[]
	/** The words "Apply Now" searches for on the employee dashboard. */
	search: string
}

export type LandingJobType = {
	title: string
	description: string
	/** Hourly pay: from the minimum in force (or this floor when higher) to the top. */
	fromHourlyPence?: number
	topHourlyPence: number
	hours: string
	skills: string[]
	duties: string[]
	growth: string
	demand: string
}

export type CareerLevel = {
	title: string
	/** Per hour (levels 1-3) or a yearly salary as copy (levels 4-5). */
	pay: { fromHourlyPence?: number; topHourlyPence: number } | { yearly: string }
	timeframe: string
	description: string
	requirements: string[]
	responsibilities: string[]
}

/** How many of each list a collapsed card shows before "+N more" (docs/product.md §17). */
export const SHOWN = { specialties: 3, benefits: 6, duties: 4, cleaningDuties: 3 } as const
