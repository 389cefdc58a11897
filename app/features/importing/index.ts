// What other areas may use of this one on both sides: its schemas and screen pieces. The rest of the folder is its own.
export { JobSourceFields } from './components/job-source-fields.tsx'
export { SOURCE_KINDS, type SourceKind } from './imported-job.ts'
export { AdminJobSourceInputSchema, JobSourceInputSchema, SOURCE_KIND_LABELS } from './job-source-schemas.ts'
