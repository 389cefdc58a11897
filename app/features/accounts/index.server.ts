// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { accountOperations } from './openapi.ts'
export { purgeExpiredResetTokens } from './password-reset.server.ts'
export { purgeExpiredVerificationTokens } from './email-verification.server.ts'
export { disableAccount, enableAccount } from './account-disabling.server.ts'
export { eraseAccount, type ErasedRows } from './account-deletion.server.ts'
export { accountExport, accountExportZip } from './account-export.server.ts'
export { activityRetention, applicationRetention } from './retention.server.ts'
export { inactiveAccountRetention } from './inactive-accounts.server.ts'
