// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { YourDataSection } from './components/your-data.tsx'
export { signInHref } from './pending-action.ts'
export { KEPT_AFTER_ERASURE, NOT_THE_ACCOUNTS } from './personal-data-kept.ts'
export { VerifyEmailNotice } from './components/verify-email-notice.tsx'
