// The build's scripts and stylesheets, sent as the `.br` or `.gz` written beside each at build time
// (scripts/precompress-assets.ts, decision 179) to a browser that accepts it: smaller than the gzip
// compression() would make, and no CPU spent making it again on every request.
import path from 'node:path'
import type { NextFunction, Request, Response } from 'express'

/** Brotli first: every browser that sends `br` in Accept-Encoding decodes it, and it is the smaller. */
const ENCODINGS = [
	{ name: 'br', suffix: '.br' },
	{ name: 'gzip', suffix: '.gz' },
] as const

/**
 * Middleware for the assets' directory, given its file names: for a file with compressed siblings
 * it names the one to send (Content-Encoding, Content-Type of the original, Vary) and passes the
 * request on to express.static under the sibling's name; anything else passes on untouched.
 */
export function precompressedAsset(files: ReadonlySet<string>) {
	return (req: Request, res: Response, next: NextFunction) => {
		const file = req.path.slice(1)
		const variants = ENCODINGS.filter((encoding) => files.has(file + encoding.suffix))
		if (variants.length === 0) return next()
		res.vary('Accept-Encoding')
		// A request without Accept-Encoding is sent the file as it is.
		const chosen = req.headers['accept-encoding']
			? variants.find((encoding) => req.acceptsEncodings(encoding.name) === encoding.name)
			: undefined
		if (!chosen) return next()
		res.setHeader('Content-Encoding', chosen.name)
		res.type(path.extname(file))
		req.url = `/${file}${chosen.suffix}`
		next()
	}
}
