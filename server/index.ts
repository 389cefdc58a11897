// NODE_ENV must be settled before React or React Router load, since they pick their
// development or production builds when first imported.
import cluster from 'node:cluster'

process.env.NODE_ENV ??= 'production'
// WEB_CONCURRENCY above 1: this process only starts the database and runs that many servers
// (server/cluster.ts, which checks the value with the other settings); each of them runs main.ts.
const processes = Number(process.env.WEB_CONCURRENCY ?? 1)
if (cluster.isPrimary && processes > 1 && process.env.NODE_ENV !== 'development') await import('./cluster.ts')
else await import('./main.ts')
