// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { DASHBOARD_PATH } from './dashboard-tabs.ts'
