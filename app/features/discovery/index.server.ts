// What other areas may use of this one, on the server. The rest of the folder is its own.
export { googleIndexingNotice, queueIndexingNotice } from './indexing.server.ts'
