import { Migration } from '@mikro-orm/migrations'
import { parseSalary } from '../app/features/jobs/salary.ts'

const BATCH = 1000

/**
 * Reads every job's salary text again with today's parser (app/features/jobs/salary.ts), so that jobs
 * saved before it learnt "30k", "25,000" and "£30k - 35k" (docs/product.md §22.30) count in the
 * pay filters, sorting and the insight pages like new ones. Only rows whose figures change are
 * written. The figures are derived from the text, so there is nothing to undo.
 */
export class Migration20261124074500_reparse_salaries extends Migration {
	override name = 'Migration20261124074500_reparse_salaries'

	override async up(): Promise<void> {
		const rows = (await this.execute(
			`select "id", "salary", "salary_min_pence", "salary_max_pence", "salary_period" from "job"`,
		)) as {
			id: number
			salary: string | null
			salary_min_pence: number | null
			salary_max_pence: number | null
			salary_period: string | null
		}[]
		const changed = rows.flatMap((row) => {
			const parsed = parseSalary(row.salary)
			const now = [parsed?.minPence ?? null, parsed?.maxPence ?? null, parsed?.period ?? null]
			const before = [row.salary_min_pence, row.salary_max_pence, row.salary_period]
			return now.every((value, index) => value === before[index]) ? [] : [{ id: row.id, now }]
		})
		for (let start = 0; start < changed.length; start += BATCH) {
			const batch = changed.slice(start, start + BATCH)
			const values = batch.map(
				({ id, now }) => `(${id}, ${now[0] ?? 'null'}, ${now[1] ?? 'null'}, ${now[2] ? `'${now[2]}'` : 'null'})`,
			)
			this.addSql(
				`update "job" set "salary_min_pence" = "v"."min", "salary_max_pence" = "v"."max", "salary_period" = "v"."period" from (values ${values.join(', ')}) as "v"("id", "min", "max", "period") where "job"."id" = "v"."id";`,
			)
		}
	}

	override down(): void {}
}
