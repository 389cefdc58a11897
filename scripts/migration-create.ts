// Writes a new migration from the difference between the entities and a database
// migrated to the latest migration: `npm run migration:create -- name`.
import { writeFileSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { initOrm } from '../app/platform/db.server.ts'
import { withScratchDatabase } from '../server/database.ts'

const name = process.argv[2]
await withScratchDatabase('migration_create', async (url) => {
	const orm = await initOrm(url)
	try {
		await orm.migrator.up()
		const result = await orm.migrator.create('migrations', false, false, name)
		if (!result.fileName) {
			console.log('No changes: the entities match the migrations.')
			return
		}
		const base = path.basename(result.fileName, '.ts')
		const indexFile = 'migrations/index.ts'
		const index = readFileSync(indexFile, 'utf8')
		const lines = index.split('\n')
		const importLine = `import { ${base} } from './${base}.ts'`
		const importsEnd = lines.findLastIndex((line) => line.startsWith('import '))
		lines.splice(importsEnd + 1, 0, importLine)
		// The list ends with "]": the new migration goes on its own line before it.
		const updated = lines.join('\n').replace(/\n\]\s*$/, `\n\t{ name: '${base}', class: ${base} },\n]\n`)
		writeFileSync(indexFile, updated)
		console.log(`Created ${result.fileName}`)
	} finally {
		await orm.close(true)
	}
})
