// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { APPLICATION_STAGES, type ApplicationStage, STAGE_LABELS } from './application-stage-labels.ts'
export {
	formatEffectiveDate,
	formatHourlyPay,
	lowestMinimumWage,
	lowPayWarning,
	MINIMUM_WAGE_BANDS,
	MINIMUM_WAGE_RATES,
	type MinimumWageRates,
	minimumWageRatesOn,
} from './minimum-wage.ts'
export { EmployerAccessRequired } from './components/employer-access-required.tsx'
