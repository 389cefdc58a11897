// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { type BlogCategory } from './blog-schema.ts'
