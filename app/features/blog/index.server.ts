// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { createBlogPost, publishedPostDates } from './blog.server.ts'
export { blogOperations } from './openapi.ts'
