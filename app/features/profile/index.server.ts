// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { profileOperations } from './openapi.ts'
export { profilePictureOf } from './profile-picture.server.ts'
