// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { recommendationOperations } from './openapi.ts'
export { recommendationsFor } from './recommendations.server.ts'
