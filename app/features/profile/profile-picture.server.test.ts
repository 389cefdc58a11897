import sharp from 'sharp'
import { describe, expect, test } from 'vitest'
import { uploadRequest } from '../../../tests/fixtures/applications.ts'
import { jpegBytes } from '../../../tests/fixtures/files.ts'
import { photoWithGps, pixelAt, plainPng, pngClaiming } from '../../../tests/fixtures/pictures.ts'
import { freshEm } from '../../../tests/fixtures/route.ts'
import { signedIn } from '../../../tests/fixtures/signed-in.ts'
import { User } from '../../models/user.ts'
import { readFile, readFileInfo } from '../../platform/files.server.ts'
import {
	drawProfilePicture,
	isOwnPicture,
	profilePictureOf,
	readPictureUpload,
	removeProfilePicture,
	setProfilePicture,
	UnusablePictureError,
} from './profile-picture.server.ts'

const MB = 1024 * 1024
const text = new TextEncoder()
const hasGpsTag = (exif: Buffer) => exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))

const pictureForm = (fileName: string, data: Uint8Array, type = 'image/jpeg') =>
	uploadRequest([
		{ name: 'intent', value: 'upload' },
		{ name: 'profilePicture', fileName, type, data },
	])

describe('drawProfilePicture: every picture drawn anew (decision 153)', () => {
	test('a JPEG with EXIF, GPS and a camera name comes out as 256 and 64 pixel WebP squares without any of it', async () => {
		const photo = await photoWithGps({ width: 1200, height: 800 })
		const original = await sharp(photo).metadata()
		expect(hasGpsTag(original.exif!)).toBe(true)
		expect(Buffer.from(photo).includes('Warrington Test Camera')).toBe(true)

		const drawn = await drawProfilePicture(photo)
		for (const [picture, side] of [
			[drawn.profile, 256],
			[drawn.header, 64],
		] as const) {
			const metadata = await sharp(picture).metadata()
			expect(metadata).toMatchObject({ format: 'webp', width: side, height: side })
			expect(metadata.exif).toBeUndefined()
			expect(metadata.xmp).toBeUndefined()
			expect(metadata.icc).toBeUndefined()
			expect(metadata.orientation).toBeUndefined()
			const bytes = Buffer.from(picture)
			expect(bytes.includes('Exif')).toBe(false)
			expect(bytes.includes('Warrington Test Camera')).toBe(false)
		}
		// Cropped from the centre: the left of the square is still red, the right blue.
		expect(await pixelAt(drawn.profile, 10, 128)).toEqual([255, 0, 0].map(near))
		expect(await pixelAt(drawn.profile, 245, 128)).toEqual([0, 0, 255].map(near))
	})

	test('a photo taken with the camera turned is drawn upright by its EXIF orientation', async () => {
		// Stored 300 × 200, red left, blue right; orientation 6 shows it turned a quarter clockwise: red on top.
		const drawn = await drawProfilePicture(await photoWithGps({ orientation: 6 }))
		expect(await pixelAt(drawn.profile, 128, 10)).toEqual([255, 0, 0].map(near))
		expect(await pixelAt(drawn.profile, 128, 245)).toEqual([0, 0, 255].map(near))
	})

	test('a PNG with transparency stays a square WebP; a small one is drawn up to 256 pixels', async () => {
		const drawn = await drawProfilePicture(await plainPng(40, '#00000000'))
		expect(await sharp(drawn.profile).metadata()).toMatchObject({ format: 'webp', width: 256, hasAlpha: true })
	})

	test('bytes that only start like a picture, and a header claiming a vast canvas, are refused', async () => {
		await expect(drawProfilePicture(jpegBytes())).rejects.toMatchObject({
			failure: { title: 'Invalid file type' },
		})
		const bomb = drawProfilePicture(pngClaiming(20_000, 20_000))
		await expect(bomb).rejects.toBeInstanceOf(UnusablePictureError)
		await expect(bomb).rejects.toMatchObject({ failure: { title: 'File too large' } })
	})
})

describe('readPictureUpload: checked by content, held to 5 MB while it streams', () => {
	test('a text file named .jpg is refused as "Invalid file type"; a real JPEG is taken', async () => {
		const refused = await readPictureUpload(pictureForm('me.jpg', text.encode('not a picture at all')).request)
		expect(refused).toMatchObject({
			ok: false,
			status: 400,
			message: 'Invalid file type',
			failure: { title: 'Invalid file type', description: 'Please upload a JPEG, PNG, or WebP picture.' },
			aboutFile: true,
		})
		const taken = await readPictureUpload(pictureForm('me.jpeg', await photoWithGps()).request)
		expect(taken).toMatchObject({ ok: true, file: { mimeType: 'image/jpeg', fileName: 'me.jpeg' } })
	})

	test('a 6 MB picture is "File too large"; a 40 MB body is cut off after little more than the limit', async () => {
		const big = new Uint8Array(6 * MB)
		big.set(jpegBytes())
		expect(await readPictureUpload(pictureForm('big.jpg', big).request)).toMatchObject({
			ok: false,
			status: 400,
			failure: { title: 'File too large', description: 'Please upload a picture smaller than 5MB.' },
		})

		const huge = new Uint8Array(40 * MB)
		huge.set(jpegBytes())
		const { request, read } = pictureForm('huge.jpg', huge)
		expect(await readPictureUpload(request)).toMatchObject({ ok: false, status: 413, message: 'File too large' })
		expect(read.bytes).toBeLessThan(12 * MB)
	})

	test('no file chosen: "No file uploaded"', async () => {
		const { request } = uploadRequest([{ name: 'intent', value: 'upload' }])
		expect(await readPictureUpload(request)).toMatchObject({ ok: false, status: 400, message: 'No file uploaded' })
	})
})

describe('setProfilePicture and removeProfilePicture', () => {
	const file = async () => ({ fileName: 'me.jpg', mimeType: 'image/jpeg', data: await photoWithGps() })

	test('set, replaced (the old files deleted), removed (its files deleted), then nothing to remove', async () => {
		const { user } = await signedIn('employee')
		const first = await setProfilePicture(await freshEm(), user, await file())
		expect(first.profileImageUrl).toMatch(/^\/profile-pictures\/[0-9a-f-]{36}$/)
		expect(first.headerImageUrl).toMatch(/^\/profile-pictures\/[0-9a-f-]{36}$/)
		expect(first.headerImageUrl).not.toBe(first.profileImageUrl)

		const stored = await (await freshEm()).findOneOrFail(User, user.id)
		expect(stored.profileImageUrl).toBe(first.profileImageUrl)
		expect(profilePictureOf(stored)).toEqual(first)
		const firstIds = [stored.profilePictureFile!.id, stored.profilePictureSmallFile!.id]
		const kept = await readFile(await freshEm(), firstIds[0]!)
		expect(kept?.mimeType).toBe('image/webp')
		expect(Buffer.from(kept!.data).includes('Warrington Test Camera')).toBe(false)

		const second = await setProfilePicture(await freshEm(), user, {
			fileName: 'me.png',
			mimeType: 'image/png',
			data: await plainPng(),
		})
		expect(second.profileImageUrl).not.toBe(first.profileImageUrl)
		for (const id of firstIds) expect(await readFileInfo(await freshEm(), id)).toBeNull()

		const replaced = await (await freshEm()).findOneOrFail(User, user.id)
		const secondIds = [replaced.profilePictureFile!.id, replaced.profilePictureSmallFile!.id]
		expect(await removeProfilePicture(await freshEm(), user)).toBe(true)
		for (const id of secondIds) expect(await readFileInfo(await freshEm(), id)).toBeNull()
		const removed = await (await freshEm()).findOneOrFail(User, user.id)
		expect(profilePictureOf(removed)).toEqual({ profileImageUrl: null, headerImageUrl: null })
		expect(removed.profileImageUrl).toBeNull()
		expect(await removeProfilePicture(await freshEm(), user)).toBe(false)
	})

	test('only the owner’s own picture files count as theirs', async () => {
		const { user: owner } = await signedIn('employee')
		const { user: other } = await signedIn('employee')
		await setProfilePicture(await freshEm(), owner, await file())
		const stored = await (await freshEm()).findOneOrFail(User, owner.id)
		const theirs = await (await freshEm()).findOneOrFail(User, other.id)
		for (const id of [stored.profilePictureFile!.id, stored.profilePictureSmallFile!.id]) {
			expect(isOwnPicture(stored, id)).toBe(true)
			expect(isOwnPicture(theirs, id)).toBe(false)
			expect(isOwnPicture(null, id)).toBe(false)
		}
	})
})

/** A channel value within JPEG's and WebP's rounding of the one expected. */
function near(value: number) {
	return expect.closeTo(value, -1.5)
}
