// Share pictures: the 1200×630 PNG a shared link's card shows (decision 212). Drawn by satori
// (React elements to SVG, with Inter from @fontsource/inter, WOFF since satori reads no WOFF2) and
// turned into a palette PNG by sharp: 30-40 KB, which every network's crawler takes.
//
// How to use it: `shareImage(key, content)` answers the PNG for `content`, drawn once and kept on
// disk under `key` (a name unique to what is drawn, such as "job-42") and a hash of the content, so
// a change draws it anew and retires the old file. `shareImageVersion(content)` is that hash, for
// the URL: a picture's address changes when it does, and so may be cached for a year.
import { createHash } from 'node:crypto'
import { mkdir, readdir, readFile, rename, unlink, writeFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import satori from 'satori'
import sharp from 'sharp'
import { log } from './logger.server.ts'
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH } from './share-card.ts'

/** What a share picture says, with the board's name under it; blank lines are left out. */
export type ShareImageContent = {
	heading: string
	subheading?: string | null
	/** The first fact at the foot, in bold (a job's pay). */
	highlight?: string | null
	/** The last line (a job's area). */
	detail?: string | null
}

/** Moved on whenever the drawing below changes, so every picture's version (and URL) changes with it. */
const LAYOUT_VERSION = 1
const SITE_NAME = 'Warrington Jobs'
/** Brand colours (app.css): white on brand-800 is 10.4:1, brand-100 on it 8.4:1. */
const BRAND_800 = '#1e3a8a'
const BRAND_100 = '#dbeafe'
const ACCENT = '#facc15'

const CACHE_DIR = join(tmpdir(), 'warrington-jobs-share-images')

type Typeface = { fonts: Parameters<typeof satori>[1]['fonts']; covers: (codePoint: number) => boolean }

let typeface: Promise<Typeface> | undefined
const SUBSETS = ['latin', 'latin-ext'] as const

/**
 * Inter at 400 and 700, Latin and Latin Extended (names such as "Łukasz" or "Zoë"), read once,
 * with the characters they draw (the package's unicode.json): satori draws a box for any other.
 */
function inter() {
	typeface ??= (async () => {
		const require = createRequire(import.meta.url)
		const files = SUBSETS.flatMap((subset) => ([400, 700] as const).map((weight) => ({ subset, weight })))
		const fonts = await Promise.all(
			files.map(async ({ subset, weight }) => ({
				// Named apart: satori takes a glyph from the next family of `fontFamily`, not the next file.
				name: subset === 'latin' ? 'Inter' : 'Inter Latin Extended',
				weight,
				style: 'normal' as const,
				data: await readFile(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
			})),
		)
		const ranges = JSON.parse(await readFile(require.resolve('@fontsource/inter/unicode.json'), 'utf8')) as Record<
			string,
			string
		>
		const covered = SUBSETS.flatMap((subset) => ranges[subset]!.split(',')).map((range) => {
			const [from, to = from] = range.replace(/U\+/g, '').split('-')
			return [parseInt(from!, 16), parseInt(to!, 16)] as const
		})
		const covers = (codePoint: number) => covered.some(([from, to]) => codePoint >= from && codePoint <= to)
		return { fonts, covers }
	})()
	return typeface
}

/** The text with what the fonts cannot draw left out (emoji, other scripts, control and format characters). */
function drawable(text: string | null | undefined, covers: Typeface['covers']) {
	const oneLine = (text ?? '').replace(/\s+/g, ' ')
	const kept = [...oneLine].filter((char) => !/[\p{Cc}\p{Cf}]/u.test(char) && covers(char.codePointAt(0)!))
	return kept.join('').replace(/ {2,}/g, ' ').trim()
}

/** Text cut with an ellipsis after `lines` lines. */
const clamped = (lines: number) =>
	({ display: 'block', lineClamp: lines, overflow: 'hidden', wordBreak: 'break-word' }) as const

/**
 * The picture, read at the size of a phone's feed (about a third of 1200 px wide): the heading at
 * 60-72 px shows as 20-24 px, nothing is under 40 px (13 px on the phone). Whatever is too long
 * for its lines ends in an ellipsis.
 */
function ShareImageLayout({ heading, subheading, highlight, detail }: ShareImageContent) {
	// A long heading takes a third line in smaller type, and leaves the line under it one.
	const long = heading.length > 60
	return (
		<div
			style={{
				width: '100%',
				height: '100%',
				display: 'flex',
				flexDirection: 'column',
				background: BRAND_800,
				color: '#ffffff',
				fontFamily: 'Inter, "Inter Latin Extended"',
			}}
		>
			<div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, padding: '56px 72px 0' }}>
				<div style={{ ...clamped(long ? 3 : 2), fontSize: long ? 60 : 72, fontWeight: 700, lineHeight: 1.15 }}>
					{heading}
				</div>
				{subheading ? (
					<div style={{ ...clamped(long ? 1 : 2), fontSize: 44, color: BRAND_100, marginTop: 20 }}>{subheading}</div>
				) : null}
				<div style={{ display: 'flex', flexGrow: 1 }} />
				{highlight ? (
					<div style={{ ...clamped(1), fontSize: 52, fontWeight: 700, marginBottom: 12 }}>{highlight}</div>
				) : null}
				{detail ? (
					<div style={{ ...clamped(1), fontSize: 44, color: BRAND_100, marginBottom: 12 }}>{detail}</div>
				) : null}
			</div>
			<div
				style={{
					display: 'flex',
					alignItems: 'center',
					height: 96,
					marginTop: 24,
					padding: '0 72px',
					background: '#ffffff',
					color: BRAND_800,
					fontSize: 40,
					fontWeight: 700,
					borderTop: `12px solid ${ACCENT}`,
				}}
			>
				{SITE_NAME}
			</div>
		</div>
	)
}

/** The content's version: a short hash of what the picture shows and how it is drawn. */
export function shareImageVersion(content: ShareImageContent) {
	const { heading, subheading, highlight, detail } = content
	const shown = [LAYOUT_VERSION, heading, subheading ?? '', highlight ?? '', detail ?? '']
	return createHash('sha256').update(JSON.stringify(shown)).digest('base64url').slice(0, 16)
}

/** Draws the picture: satori's SVG, rasterised by sharp into a palette PNG. */
export async function drawShareImage(content: ShareImageContent): Promise<Buffer> {
	const { fonts, covers } = await inter()
	const shown = {
		heading: drawable(content.heading, covers),
		subheading: drawable(content.subheading, covers),
		highlight: drawable(content.highlight, covers),
		detail: drawable(content.detail, covers),
	}
	const svg = await satori(<ShareImageLayout {...shown} />, {
		width: SHARE_IMAGE_WIDTH,
		height: SHARE_IMAGE_HEIGHT,
		fonts,
	})
	return sharp(Buffer.from(svg)).png({ palette: true, compressionLevel: 9 }).toBuffer()
}

/** Pictures being drawn, so that the crawlers that come together when a link is shared draw it once. */
const drawing = new Map<string, Promise<Buffer>>()

/** The picture for `content`, from the disk cache when it was drawn before (see the header). */
export function shareImage(key: string, content: ShareImageContent): Promise<Buffer> {
	const file = `${key}.${shareImageVersion(content)}.png`
	const pending = drawing.get(file)
	if (pending) return pending
	const kept = readFile(join(CACHE_DIR, file)).catch(async () => {
		const png = await drawShareImage(content)
		await keep(key, file, png)
		return png
	})
	drawing.set(file, kept)
	return kept.finally(() => drawing.delete(file))
}

/** Forgets every picture kept under `key` (its job has ended or gone). */
export async function forgetShareImages(key: string) {
	await removeKept(key, () => true)
}

/**
 * Writes the picture beside its older versions and removes them; a failure to write (a full or
 * read-only disk) is logged and the picture still answered, drawn again next time.
 */
async function keep(key: string, file: string, png: Buffer) {
	try {
		await mkdir(CACHE_DIR, { recursive: true })
		const partial = join(CACHE_DIR, `${file}.${process.pid}.${crypto.randomUUID()}.part`)
		await writeFile(partial, png)
		await rename(partial, join(CACHE_DIR, file))
		await removeKept(key, (name) => name !== file)
	} catch (error) {
		log().warn({ err: error, file }, 'share picture not kept on disk')
	}
}

async function removeKept(key: string, remove: (name: string) => boolean) {
	const names = await readdir(CACHE_DIR).catch(() => [] as string[])
	const mine = names.filter((name) => name.startsWith(`${key}.`) && name.endsWith('.png') && remove(name))
	await Promise.all(mine.map((name) => unlink(join(CACHE_DIR, name)).catch(() => undefined)))
}
