// A ZIP archive streamed as a download (the data export, decision 163). Entries are read one
// at a time as the client takes the bytes, each through an async iterable of chunks, so a
// download of several large files holds about one chunk in memory, not the archive. Built
// with fflate: JSON is deflated, files (PDFs, videos, WebP pictures, already compressed) are
// stored as they are.
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate'

type ZipEntry = {
	/** The path inside the archive (`files/cv/My CV.pdf`). */
	path: string
	/** Deflate it (text), or store it as it is (files that are compressed already). */
	compress: boolean
	chunks: () => AsyncIterable<Uint8Array>
}

/** The archive's bytes, produced as the stream is read. */
export function zipStream(entries: ZipEntry[]): ReadableStream<Uint8Array> {
	const ready: Uint8Array[] = []
	let zipError: Error | null = null
	const zip = new Zip((error, chunk) => {
		if (error) zipError = error
		else ready.push(chunk)
	})
	const steps = produce(zip, entries)
	return new ReadableStream<Uint8Array>({
		async pull(controller) {
			while (ready.length === 0) {
				const step = await steps.next()
				if (zipError) return controller.error(zipError)
				if (step.done) break
			}
			if (ready.length === 0) return controller.close()
			for (const chunk of ready.splice(0)) controller.enqueue(chunk)
		},
		async cancel() {
			await steps.return(undefined)
		},
	})
}

/** Feeds the entries into the archive one chunk at a time, pausing after each. */
async function* produce(zip: Zip, entries: ZipEntry[]) {
	for (const entry of entries) {
		const file = entry.compress ? new ZipDeflate(entry.path, { level: 6 }) : new ZipPassThrough(entry.path)
		zip.add(file)
		let previous: Uint8Array | null = null
		for await (const chunk of entry.chunks()) {
			if (previous) file.push(previous)
			previous = chunk
			yield
		}
		file.push(previous ?? new Uint8Array(0), true)
		yield
	}
	zip.end()
}

/** A ZIP download: an attachment named `fileName`, never cached, never sniffed. */
export function zipDownloadResponse(fileName: string, entries: ZipEntry[]) {
	return new Response(zipStream(entries), {
		headers: {
			'Content-Type': 'application/zip',
			'Content-Disposition': `attachment; filename="${fileName.replace(/[^\w.-]/g, '_')}"`,
			'X-Content-Type-Options': 'nosniff',
			'Cache-Control': 'private, no-store',
		},
	})
}
