// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { savedJobOperations } from './openapi.ts'
export { savedJobIdsAmong, savedJobsOf, saveJob } from './saved-jobs.server.ts'
export { heartJobIds, markSavedHearts } from './saved-hearts.server.ts'
