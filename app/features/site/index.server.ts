// What other areas may use of this one, on the server. The rest of the folder is its own.
export { headerUserOf, siteHeaderHtml, withSiteHeader } from './components/site-header-html.server.tsx'
