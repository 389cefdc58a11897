// The pages a signed-in person is served from the shared render with their own parts put in
// (app/platform/render/personal-page.server.ts, decision 239), by route pattern. A page not listed
// here is rendered whole for them, as before.
import { personalJobPage, personalListing } from './features/jobs/personal-pages.server.ts'
import type { Personalizer } from './platform/render/personal-page.server.ts'

export const PERSONAL_PAGES: Record<string, Personalizer> = {
	'/': personalListing,
	'/jobs/:id': personalJobPage,
}
