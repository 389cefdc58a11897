// COPY ... TO STDOUT and COPY ... FROM STDIN over a `pg` client, streamed both ways. The driver
// speaks the copy sub-protocol only through a "submittable" query object, which is what the
// pg-copy-streams package provides; these two small ones do the same for the backup alone, without
// a dependency: rows flow between PostgreSQL and a stream in chunks, and the socket is paused while
// the other side is busy, so a table (stored_file's bytes) is never held in memory whole.
import { once } from 'node:events'
import type { Readable, Writable } from 'node:stream'
import type pg from 'pg'

type Connection = pg.Connection & {
	sendCopyFromChunk: (chunk: Buffer) => void
	endCopyFrom: () => void
	sendCopyFail: (message: string) => void
}

/** What the driver calls on the query it is running; only the messages COPY brings are handled. */
abstract class CopyQuery implements pg.Submittable {
	protected rows = 0
	private settled = false
	readonly done: Promise<number>
	private resolveDone!: (rows: number) => void
	private rejectDone!: (error: Error) => void

	private readonly text: string

	constructor(text: string) {
		this.text = text
		this.done = new Promise((resolve, reject) => {
			this.resolveDone = resolve
			this.rejectDone = reject
		})
	}

	submit(connection: pg.Connection) {
		connection.query(this.text)
	}

	handleCommandComplete(message: { text: string }) {
		this.rows = Number(/^COPY (\d+)/.exec(message.text)?.[1] ?? 0)
	}

	handleReadyForQuery() {
		this.settle()
	}

	handleError(error: Error) {
		this.settle(error)
	}

	handleCopyData(_message: { chunk: Buffer }, _connection: Connection) {}

	handleCopyInResponse(connection: Connection) {
		connection.sendCopyFail('not a COPY FROM')
	}

	// Answers the driver may send for other statements; a COPY never gets them.
	handleRowDescription() {}
	handleDataRow() {}
	handleEmptyQuery() {}
	handlePortalSuspended() {}

	protected settle(error?: Error) {
		if (this.settled) return
		this.settled = true
		if (error) this.rejectDone(error)
		else this.resolveDone(this.rows)
	}
}

class CopyOut extends CopyQuery {
	private readonly sink: Writable
	private paused: Connection | undefined
	private readonly resume = () => {
		this.paused?.stream.resume()
		this.paused = undefined
	}

	constructor(text: string, sink: Writable) {
		super(text)
		this.sink = sink
	}

	override handleCopyData(message: { chunk: Buffer }, connection: Connection) {
		// The parser's buffer is reused for the next message: the chunk is copied before it is kept.
		if (!this.sink.write(Buffer.from(message.chunk)) && !this.paused) {
			this.paused = connection
			connection.stream.pause()
			this.sink.once('drain', this.resume)
		}
	}

	// The last rows may come in the same read as the end: a sink ended next never drains, so the
	// socket is let go here, not left paused for the next statement.
	protected override settle(error?: Error) {
		this.sink.off('drain', this.resume)
		this.resume()
		super.settle(error)
	}
}

class CopyIn extends CopyQuery {
	private readonly source: Readable

	constructor(text: string, source: Readable) {
		super(text)
		this.source = source
	}

	override handleCopyInResponse(connection: Connection) {
		void this.pump(connection)
	}

	private async pump(connection: Connection) {
		try {
			for await (const chunk of this.source) {
				connection.sendCopyFromChunk(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array))
				if (connection.stream.writableNeedDrain) await once(connection.stream, 'drain')
			}
			connection.endCopyFrom()
		} catch (error) {
			connection.sendCopyFail(error instanceof Error ? error.message : String(error))
		}
	}
}

/** Runs `COPY ... TO STDOUT`, writing what it sends into `sink` (left open); resolves to the rows copied. */
export async function copyOut(client: pg.Client, text: string, sink: Writable): Promise<number> {
	const query = new CopyOut(text, sink)
	client.query(query)
	return query.done
}

/** Runs `COPY ... FROM STDIN` with the bytes of `source`; resolves to the rows loaded. */
export async function copyIn(client: pg.Client, text: string, source: Readable): Promise<number> {
	const query = new CopyIn(text, source)
	client.query(query)
	return query.done
}
