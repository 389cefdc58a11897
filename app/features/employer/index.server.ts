// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { stagesOf, type StageView } from './application-stages.server.ts'
export { applicationStageFields } from './application-stage-fields.ts'
export { employerOperations } from './openapi.ts'
