// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { EMPLOYER_REGISTRATION_HREF, PlanCards } from './components/pricing-plans.tsx'
export { PAYMENTS_NOT_CONFIGURED } from './payments.ts'
export { paidPlan, PLAN_QUERY_VALUES, SPONSORSHIP_PLANS } from './plans.ts'
