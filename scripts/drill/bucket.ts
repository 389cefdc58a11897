// An S3-compatible bucket for the drill, run as a process of its own as a real object store would
// be: s3rver (the tests' stand-in, tests/fixtures/s3.ts) on a loopback port, its objects in a
// folder. It makes each bucket named and prints `ready` once it listens.
//   node scripts/drill/bucket.ts PORT FOLDER BUCKET [BUCKET...]
import S3rver from 's3rver'

const [port, directory, ...buckets] = process.argv.slice(2)
if (!port || !directory || buckets.length === 0) {
	console.error('Usage: node scripts/drill/bucket.ts PORT FOLDER BUCKET [BUCKET...]')
	process.exit(2)
}
const server = new S3rver({
	port: Number(port),
	address: '127.0.0.1',
	silent: true,
	directory,
	configureBuckets: buckets.map((name) => ({ name })),
})
await server.run()
console.log('ready')
for (const signal of ['SIGINT', 'SIGTERM'] as const)
	process.on(signal, () => {
		void server.close().then(() => process.exit(0))
	})
