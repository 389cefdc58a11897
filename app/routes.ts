import { type RouteConfig, index, route } from '@react-router/dev/routes'

export default [
	index('routes/home.tsx'),
	route('auth', 'routes/auth.tsx'),
	route('logout', 'routes/logout.tsx'),
	route('healthz', 'routes/healthz.ts'),
	route('api/register', 'routes/api/register.ts'),
	route('api/login', 'routes/api/login.ts'),
	route('api/logout', 'routes/api/logout.ts'),
	route('api/user', 'routes/api/user.ts'),
	route('forgot-password', 'routes/forgot-password.tsx'),
	route('reset-password', 'routes/reset-password.tsx'),
	route('api/forgot-password', 'routes/api/forgot-password.ts'),
	route('api/reset-password', 'routes/api/reset-password.ts'),
	route('jobs/:id', 'routes/job-detail.tsx'),
	route('api/jobs', 'routes/api/jobs.ts'),
	route('api/jobs/:id', 'routes/api/job.ts'),
	route('api/employer/jobs', 'routes/api/employer-jobs.ts'),
	route('api/employer-jobs', 'routes/api/employer-jobs.ts', { id: 'routes/api/employer-jobs-alias' }),
	route('api/applications/:jobId', 'routes/api/applications.ts'),
	route('api/*', 'routes/api/not-found.ts'),
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
