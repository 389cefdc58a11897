// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { companySlug } from './review-ratings.ts'
