// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { marketTrends, type MonthFigure } from './market-trends.server.ts'
export { skillJobCounts } from './market-recomputed.server.ts'
export { insightOperations } from './openapi.ts'
export { foldInsightTotals } from './insight-totals.server.ts'
