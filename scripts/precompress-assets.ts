// A Vite plugin: each script and stylesheet of the browser's build is written a second and third
// time, compressed once and for good (decision 179): `.gz` by Zopfli, a few per cent smaller than the
// gzip the server would make on the fly for every request, and `.br` by Brotli at its highest
// quality. The server sends whichever the browser accepts (server/main.ts).
import { readFile, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants } from 'node:zlib'
import { gzipAsync } from '@gfx/zopfli'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const COMPRESSIBLE = /\.(?:js|css|svg|json)$/

export function precompressAssets(): Plugin {
	return {
		name: 'warrington-jobs:precompress-assets',
		apply: 'build',
		applyToEnvironment: (environment) => environment.name === 'client',
		async writeBundle(options, bundle) {
			const dir = options.dir ?? 'build/client'
			const files = Object.keys(bundle).filter((file) => COMPRESSIBLE.test(file))
			await Promise.all(
				files.map(async (file) => {
					const source = await readFile(path.join(dir, file))
					const [gzipped, brotlied] = await Promise.all([
						// 15 iterations: the library's advice for files this size (about 11 s for the whole build).
						gzipAsync(source, { numiterations: 15 }),
						brotli(source, {
							params: {
								[constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
								[constants.BROTLI_PARAM_SIZE_HINT]: source.length,
							},
						}),
					])
					// However small the file: a few hundred bytes are still bytes on a slow phone's first visit.
					// Only where the encoding is smaller (a tiny file's headers can outweigh what it saves).
					await Promise.all([
						gzipped.length < source.length ? writeFile(path.join(dir, `${file}.gz`), gzipped) : null,
						brotlied.length < source.length ? writeFile(path.join(dir, `${file}.br`), brotlied) : null,
					])
				}),
			)
		},
	}
}
