// What `npm run bench` measures: the listing, a job's page, GET /api/jobs and the insight calls,
// each with the servers and accounts it is measured with. scripts/bench.ts measures them.
import { BROAD_TERM, SELECTIVE_TERM } from './bench-jobs.ts'

const FILTERS = 'location=Birchwood&jobType=Full-time&jobType=Part-time&salaryMin=25000'
// Distance search: every generated job is in one of Warrington's areas, so 5 miles
// of WA4 6PH takes in most of them (the broad case) and 1 mile of WA4 a few areas.
const NEAR = 'near=WA4+6PH&radius=5'
const NEAR_ONE_MILE = 'near=WA4&radius=1&sort=distance'
// `uncached`: measured on a second server with the listing cache and the page cache off (decisions
// 063, 167), so that a search no one has made in the last half minute is measured too. `rendered`:
// on a third with only the page cache off, so every request renders (from the listing cache);
// `processes: 2`: on a fourth like it, with WEB_CONCURRENCY=2 (two server processes).
// The first server has both on: a repeated anonymous page is answered from the page cache.
// `employer`: sent with the demo employer's API token (the employer-only insight calls); `seeker`:
// with the demo job seeker's (the career advisor's results for their assessment).
// `{id}` in a path is a listed job's id.
export const BENCH_TARGETS: {
	name: string
	path: string
	uncached?: boolean
	rendered?: boolean
	processes?: 2
	employer?: boolean
	seeker?: boolean
}[] = [
	{ name: '/ (no search)', path: '/' },
	{ name: '/ (no search), rendered', path: '/', rendered: true },
	{ name: '/ (no search), rendered, 2 processes', path: '/', rendered: true, processes: 2 },
	{ name: '/ (no search), uncached', path: '/', uncached: true },
	{ name: '/jobs/{id}', path: '/jobs/{id}' },
	{ name: '/jobs/{id}, rendered', path: '/jobs/{id}', rendered: true },
	{ name: '/jobs/{id}, rendered, 2 processes', path: '/jobs/{id}', rendered: true, processes: 2 },
	{ name: '/jobs/{id}, uncached', path: '/jobs/{id}', uncached: true },
	{ name: `/ broad term "${BROAD_TERM}"`, path: `/?search=${BROAD_TERM}` },
	{ name: `/ selective term "${SELECTIVE_TERM}"`, path: `/?search=${SELECTIVE_TERM}` },
	{ name: '/ filters only', path: `/?${FILTERS}` },
	{ name: `/ broad term + filters`, path: `/?search=${BROAD_TERM}&${FILTERS}` },
	{ name: `/ broad term, uncached`, path: `/?search=${BROAD_TERM}`, uncached: true },
	{ name: `/ selective term, uncached`, path: `/?search=${SELECTIVE_TERM}`, uncached: true },
	{ name: 'API no search', path: '/api/jobs?limit=20' },
	{ name: `API broad term "${BROAD_TERM}"`, path: `/api/jobs?search=${BROAD_TERM}&limit=20` },
	{ name: `API selective term "${SELECTIVE_TERM}"`, path: `/api/jobs?search=${SELECTIVE_TERM}&limit=20` },
	{ name: 'API filters only', path: `/api/jobs?${FILTERS}&limit=20` },
	{ name: `API broad term, uncached`, path: `/api/jobs?search=${BROAD_TERM}&limit=20`, uncached: true },
	{ name: '/ within 5 miles', path: `/?${NEAR}` },
	{ name: '/ within 5 miles, uncached', path: `/?${NEAR}`, uncached: true },
	{ name: 'API within 5 miles', path: `/api/jobs?${NEAR}&limit=20` },
	{ name: 'API within 5 miles, uncached', path: `/api/jobs?${NEAR}&limit=20`, uncached: true },
	{ name: 'API within 1 mile by distance, uncached', path: `/api/jobs?${NEAR_ONE_MILE}&limit=20`, uncached: true },
	{ name: 'API 5 miles + term, uncached', path: `/api/jobs?${NEAR}&search=${BROAD_TERM}&limit=20`, uncached: true },
	{ name: '/market-insights', path: '/market-insights' },
	{ name: 'API market insights', path: '/api/market-insights' },
	{ name: 'API market insights, uncached', path: '/api/market-insights', uncached: true },
	{ name: 'API market trends', path: '/api/market-trends?limit=30' },
	{ name: 'API salary benchmarks', path: `/api/salary-benchmarks?jobTitle=${BROAD_TERM}`, employer: true },
	{
		name: 'API salary benchmarks, uncached',
		path: `/api/salary-benchmarks?jobTitle=${BROAD_TERM}`,
		employer: true,
		uncached: true,
	},
	{ name: 'API candidate quality', path: '/api/candidate-quality-scores?limit=20', employer: true },
	{ name: 'API talent pool', path: '/api/talent-pool-insights', employer: true },
	{ name: 'API talent pool, uncached', path: '/api/talent-pool-insights', employer: true, uncached: true },
	{ name: '/career-advisor results', path: '/career-advisor', seeker: true },
	{ name: '/career-advisor results, uncached', path: '/career-advisor', seeker: true, uncached: true },
]
