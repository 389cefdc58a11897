// What other areas may use of this one: its rules, schemas and screen pieces. The rest of the folder is its own.
export { SiteFooter } from './components/site-footer.tsx'
export { siteHeaderIsland } from './components/site-header-island.tsx'
