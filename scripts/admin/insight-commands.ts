// insights:rebuild: refills the running totals the insight pages read (decision 240) from the job
// and job seeker rows, and says how many differed. The triggers keep them; this is the repair
// after rows were written with the triggers disabled (a bulk load) or restored without them.
import { repairInsightTotals } from '../../app/features/insights/insight-totals.server.ts'
import { command, UsageError } from './command.ts'

export const insightsRebuild = command({
	name: 'insights:rebuild',
	usage: '',
	summary: 'refill the insight totals from the jobs and job seekers (a repair; the triggers keep them)',
	parse(args) {
		if (args.length > 0) throw new UsageError(`Unexpected argument: ${args[0]}`)
		return null
	},
	async run(em, _args, io) {
		const { totals, differing } = await repairInsightTotals(em)
		io.stdout(
			`Rebuilt ${totals.toLocaleString('en-GB')} insight totals; ${differing === 0 ? 'none' : differing.toLocaleString('en-GB')} differed from the rows.`,
		)
	},
})

export const INSIGHT_COMMANDS = [insightsRebuild]
