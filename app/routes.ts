import { type RouteConfig, index, route } from '@react-router/dev/routes'

// Every URL's module is named after it, as React Router's file routes name them: dots for
// slashes, `$id` for `:id`, `$` for a splat, `_index` for `/` (`/jobs/:id/apply` is
// `routes/jobs.$id.apply.tsx`). The list is in URL order; routes.test.ts holds it to that.
// A second URL for one module is an alias kept for the old clients named beside it.
export default [
	index('routes/_index.tsx'),
	route('api/applications/:jobId', 'routes/api.applications.$jobId.ts'),
	route('api/applications/:jobId/:applicationId/cv', 'routes/api.applications.$jobId.$applicationId.cv.ts'),
	route('api/confirm-sponsorship', 'routes/api.confirm-sponsorship.ts'),
	route('api/create-payment-intent', 'routes/api.create-payment-intent.ts'),
	// Alias of /api/employer/jobs: the old product's employer dashboard called /api/employer-jobs
	// (docs/product.md §19).
	route('api/employer-jobs', 'routes/api.employer.jobs.ts', { id: 'routes/api.employer-jobs' }),
	route('api/employer/jobs', 'routes/api.employer.jobs.ts'),
	route('api/forgot-password', 'routes/api.forgot-password.ts'),
	route('api/jobs', 'routes/api.jobs.ts'),
	route('api/jobs/:id', 'routes/api.jobs.$id.ts'),
	route('api/jobs/:id/apply', 'routes/api.jobs.$id.apply.ts'),
	route('api/jobs/:id/interact', 'routes/api.jobs.$id.interact.ts'),
	route('api/jobs/:id/quick-apply', 'routes/api.jobs.$id.quick-apply.ts'),
	route('api/jobs/:id/save', 'routes/api.jobs.$id.save.ts'),
	route('api/login', 'routes/api.login.ts'),
	route('api/logout', 'routes/api.logout.ts'),
	route('api/preferences', 'routes/api.preferences.ts'),
	route('api/recommended-jobs', 'routes/api.recommended-jobs.ts'),
	route('api/register', 'routes/api.register.ts'),
	route('api/reset-password', 'routes/api.reset-password.ts'),
	// Alias of /api/user/saved-jobs: the old product's saved-jobs page called /api/saved-jobs
	// (docs/product.md §19).
	route('api/saved-jobs', 'routes/api.user.saved-jobs.ts', { id: 'routes/api.saved-jobs' }),
	route('api/stripe/webhook', 'routes/api.stripe.webhook.ts'),
	route('api/upload-cv', 'routes/api.upload-cv.ts'),
	route('api/user', 'routes/api.user.ts'),
	route('api/user/applications', 'routes/api.user.applications.ts'),
	route('api/user/cv', 'routes/api.user.cv.ts'),
	route('api/user/profile', 'routes/api.user.profile.ts'),
	// Alias of /api/recommended-jobs: the old product's recommendations page called
	// /api/user/recommendations (docs/product.md §19).
	route('api/user/recommendations', 'routes/api.recommended-jobs.ts', { id: 'routes/api.user.recommendations' }),
	route('api/user/saved-jobs', 'routes/api.user.saved-jobs.ts'),
	route('api/user/saved-jobs/:jobId', 'routes/api.user.saved-jobs.$jobId.ts'),
	route('api/*', 'routes/api.$.ts'),
	route('auth', 'routes/auth.tsx'),
	route('cleaning-jobs', 'routes/cleaning-jobs.tsx'),
	route('employee-dashboard', 'routes/employee-dashboard.tsx'),
	route('employer-dashboard', 'routes/employer-dashboard.tsx'),
	route('files/:id', 'routes/files.$id.ts'),
	route('forgot-password', 'routes/forgot-password.tsx'),
	route('healthz', 'routes/healthz.ts'),
	route('jobs', 'routes/jobs.ts'),
	route('jobs/:id', 'routes/jobs.$id.tsx'),
	route('jobs/:id/apply', 'routes/jobs.$id.apply.tsx'),
	route('jobs/:id/quick-apply', 'routes/jobs.$id.quick-apply.tsx'),
	route('jobs/:id/save', 'routes/jobs.$id.save.tsx'),
	route('jobs/:id/sponsor', 'routes/jobs.$id.sponsor.tsx'),
	route('logout', 'routes/logout.tsx'),
	route('payment', 'routes/payment.tsx'),
	route('payment-success', 'routes/payment-success.tsx'),
	route('post-job', 'routes/post-job.tsx'),
	route('preferences', 'routes/preferences.tsx'),
	route('pricing', 'routes/pricing.tsx'),
	route('profile', 'routes/profile.tsx'),
	route('quick-apply-setup', 'routes/quick-apply-setup.tsx'),
	route('recommendations', 'routes/recommendations.tsx'),
	route('reset-password', 'routes/reset-password.tsx'),
	route('support-worker-jobs', 'routes/support-worker-jobs.tsx'),
	route('*', 'routes/$.tsx'),
] satisfies RouteConfig
