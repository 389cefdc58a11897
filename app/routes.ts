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
	route('api/*', 'routes/api/not-found.ts'),
	route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig
