// The S3-compatible side of file storage (decision 173): objects named by an `s3://bucket/key`
// URL, which a stored_file row keeps in `object_url`. Only files.server.ts and its upkeep (moving
// files to a bucket, backups) use this module; callers of the storage interface never see a bucket.
import {
	CopyObjectCommand,
	DeleteObjectCommand,
	GetObjectCommand,
	NoSuchKey,
	PutObjectCommand,
	S3Client,
	S3ServiceException,
} from '@aws-sdk/client-s3'
import { config } from './config.server.ts'

type ObjectLocation = { bucket: string; key: string }

let current: { settings: string; client: S3Client } | undefined

/**
 * One client per process, made again when the settings change (tests point it at their own server).
 * Backups reach their own bucket through it too: one set of S3 settings for the site.
 */
export function s3(): S3Client {
	const settings = config.s3
	const fingerprint = JSON.stringify(settings)
	if (current?.settings !== fingerprint) {
		current?.client.destroy()
		current = {
			settings: fingerprint,
			client: new S3Client({
				...settings,
				followRegionRedirects: true,
				// A checksum only where S3 asks for one: the SDK's default sends a streamed body (a
				// backup's files) as aws-chunked with a trailing checksum, which S3-compatible services
				// such as s3rver and older MinIO store framing and all.
				requestChecksumCalculation: 'WHEN_REQUIRED',
				// A service that stops answering fails the request (the SDK retries twice) instead of holding it.
				requestHandler: { connectionTimeout: 5_000, requestTimeout: 60_000, throwOnRequestTimeout: true },
			}),
		}
	}
	return current.client
}

/** The object that holds a new file's bytes: its id under the storage's prefix. */
export function objectUrlFor(storage: { bucket: string; prefix: string }, id: string) {
	return `s3://${storage.bucket}/${storage.prefix}${id}`
}

function locate(objectUrl: string): ObjectLocation {
	const match = /^s3:\/\/([^/]+)\/(.+)$/.exec(objectUrl)
	if (!match) throw new Error(`Not an object URL: ${objectUrl}`)
	return { bucket: match[1]!, key: match[2]! }
}

/** The object's id: the last part of its key, the stored_file row's id when one names it. */
export function objectFileId(objectUrl: string) {
	return locate(objectUrl).key.split('/').pop()!
}

/** A missing object (or bucket): S3 says so with NoSuchKey, or a bare 404 for HEAD-like answers. */
function isMissing(error: unknown) {
	return (
		error instanceof NoSuchKey ||
		(error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404))
	)
}

export async function putObject(objectUrl: string, data: Uint8Array, mimeType: string) {
	const { bucket, key } = locate(objectUrl)
	await s3().send(
		new PutObjectCommand({
			Bucket: bucket,
			Key: key,
			Body: data,
			ContentType: mimeType,
			ContentLength: data.byteLength,
		}),
	)
}

/** The object's bytes, or only those from `range.start` to `range.end` (inclusive); null when it is gone. */
export async function getObject(
	objectUrl: string,
	range?: { start: number; end: number },
): Promise<Uint8Array<ArrayBuffer> | null> {
	const { bucket, key } = locate(objectUrl)
	try {
		const answer = await s3().send(
			new GetObjectCommand({
				Bucket: bucket,
				Key: key,
				Range: range ? `bytes=${range.start}-${range.end}` : undefined,
			}),
		)
		if (!answer.Body) return new Uint8Array()
		return new Uint8Array(await answer.Body.transformToByteArray())
	} catch (error) {
		if (isMissing(error)) return null
		throw error
	}
}

/** Copies within the service (the bytes never pass through the app); false when the source is gone. */
export async function copyObject(fromUrl: string, toUrl: string) {
	const from = locate(fromUrl)
	const to = locate(toUrl)
	try {
		await s3().send(
			new CopyObjectCommand({
				Bucket: to.bucket,
				Key: to.key,
				CopySource: `${from.bucket}/${from.key.split('/').map(encodeURIComponent).join('/')}`,
			}),
		)
		return true
	} catch (error) {
		if (isMissing(error)) return false
		throw error
	}
}

/** Removes the object; one already gone is not an error (S3 itself answers 204 for it). */
export async function deleteObject(objectUrl: string) {
	const { bucket, key } = locate(objectUrl)
	try {
		await s3().send(new DeleteObjectCommand({ Bucket: bucket, Key: key }))
	} catch (error) {
		if (!isMissing(error)) throw error
	}
}
