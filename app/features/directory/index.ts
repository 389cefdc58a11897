// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { BUSINESS_CATEGORIES, EMPLOYEE_COUNTS, SUBMISSION_STATUSES } from './business-directory.ts'
export { PartnershipForm } from './components/partnership-form.tsx'
export { INQUIRY_TYPES, PartnershipEnquirySchema } from './enquiry-schemas.ts'
