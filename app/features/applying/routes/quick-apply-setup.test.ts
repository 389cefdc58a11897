import { describe, expect, test } from 'vitest'
import { concat, largePdfBytes, mp4Bytes, pdfBytes, webmBytes } from '../../../../tests/fixtures/files.ts'
import { withParams } from '../../../../tests/fixtures/jobs.ts'
import { callRoute, freshEm, ORIGIN, toastTitleOf } from '../../../../tests/fixtures/route.ts'
import { signedIn } from '../../../../tests/fixtures/signed-in.ts'
import { User } from '../../../models/user.ts'
import { readFileInfo } from '../../../platform/files.server.ts'
import { findQuickApplyProfile } from '../quick-apply.server.ts'
import { COVER_LETTER_TOO_SHORT, FULL_NAME_TOO_SHORT } from '../quick-apply-schema.ts'
import * as screen from './quick-apply-setup.tsx'

const PATH = '/quick-apply-setup'

const FIELDS = {
	fullName: 'Emma Stockton',
	phone: '01925 555 012',
	address: '12 Walton Road',
	city: 'Warrington',
	postcode: 'WA4 6HJ',
	currentJobTitle: 'Senior Care Assistant',
	yearsExperience: '6',
	availabilityNotice: '1month',
	defaultCoverLetter: 'I have six years of experience in residential care around Stockton Heath.',
}

type Entry = [string, string | File]

/** The multipart post the browser sends: text fields, repeated lists, files. */
function post(entries: Entry[], cookie?: string) {
	const form = new FormData()
	for (const [name, value] of entries) form.append(name, value)
	const headers = new Headers({ Origin: ORIGIN })
	if (cookie) headers.set('Cookie', cookie)
	return callRoute(withParams(screen.action), new Request(`${ORIGIN}${PATH}`, { method: 'POST', headers, body: form }))
}

const fields = (overrides: Record<string, string> = {}): Entry[] => Object.entries({ ...FIELDS, ...overrides })
const file = (bytes: Uint8Array, name: string, type: string) =>
	new File([bytes as Uint8Array<ArrayBuffer>], name, { type })
/** An MP4 whose movie header says it lasts `seconds`. */
function mp4Movie(seconds: number) {
	const mvhd = new Uint8Array(108)
	const view = new DataView(mvhd.buffer)
	view.setUint32(0, 108)
	mvhd.set(new TextEncoder().encode('mvhd'), 4)
	view.setUint32(20, 1000)
	view.setUint32(24, seconds * 1000)
	const moov = new Uint8Array(8)
	new DataView(moov.buffer).setUint32(0, 8 + mvhd.length)
	moov.set(new TextEncoder().encode('moov'), 4)
	return concat([mp4Bytes().subarray(0, 24), moov, mvhd])
}
const profileOf = async (user: User) => findQuickApplyProfile(await freshEm(), user)
const accountOf = async (user: User) => (await freshEm()).findOneOrFail(User, user.id)

describe('/quick-apply-setup', () => {
	test('signed out, the screen and the form post send the visitor to sign in and back', async () => {
		const loaded = await callRoute(withParams(screen.loader), new Request(`${ORIGIN}${PATH}`))
		expect(loaded.status).toBe(302)
		expect(loaded.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(PATH)}`)
		const posted = await post(fields())
		expect(posted.status).toBe(302)
		expect(posted.headers.get('Location')).toBe(`/auth?redirectTo=${encodeURIComponent(PATH)}`)
	})

	test('without a profile the form offers the account name; after a save it shows the stored profile', async () => {
		const { user, cookie } = await signedIn('employee')
		const load = async () =>
			(
				await callRoute(withParams(screen.loader), new Request(`${ORIGIN}${PATH}`, { headers: { Cookie: cookie } }))
			).json()
		expect(await load()).toEqual({ profile: null, suggestedName: `${user.firstName} ${user.lastName}`, cv: null })

		const saved = await post(
			[
				...fields(),
				['intent', 'save'],
				['skills', 'Medication rounds'],
				['skills', ' dementia care '],
				['skills', 'medication ROUNDS'],
			],
			cookie,
		)
		expect(saved.status).toBe(302)
		expect(saved.headers.get('Location')).toBe(PATH)
		expect(await toastTitleOf(saved)).toBe(screen.PROFILE_UPDATED)
		const { profile } = await load()
		expect(profile).toMatchObject({
			...FIELDS,
			yearsExperience: 6,
			skills: ['Medication rounds', 'dementia care'],
			qualifications: [],
			cvFileUrl: null,
		})
	})

	test('without JavaScript, Add and Remove show the form again with the list changed and everything typed kept', async () => {
		const { user, cookie } = await signedIn('employee')
		const base = [...fields({ fullName: '' }), ['skills', 'Driving'], ['qualifications', 'CSCS card']] as Entry[]

		const added = await post([...base, ['newSkill', '  Forklift licence '], ['intent', 'add-skill']], cookie)
		expect(added.status).toBe(200)
		const { draft, result } = await added.json()
		expect(result).toBeNull()
		expect(draft).toMatchObject({
			...FIELDS,
			fullName: '',
			skills: ['Driving', 'Forklift licence'],
			qualifications: ['CSCS card'],
			newSkill: '',
		})

		const duplicate = await post([...base, ['newSkill', 'driving'], ['intent', 'add-skill']], cookie)
		expect((await duplicate.json()).draft.skills).toEqual(['Driving'])

		const blank = await post([...base, ['newQualification', '   '], ['intent', 'add-qualification']], cookie)
		expect((await blank.json()).draft.qualifications).toEqual(['CSCS card'])

		const qualification = await post(
			[...base, ['newQualification', 'NVQ Level 2'], ['intent', 'add-qualification']],
			cookie,
		)
		expect((await qualification.json()).draft.qualifications).toEqual(['CSCS card', 'NVQ Level 2'])

		const removed = await post([...base, ['newSkill', 'Half typed'], ['intent', 'remove-skill:Driving']], cookie)
		const afterRemove = (await removed.json()).draft
		expect(afterRemove.skills).toEqual([])
		expect(afterRemove.newSkill).toBe('Half typed')
		const removedQualification = await post([...base, ['intent', 'remove-qualification:CSCS card']], cookie)
		expect((await removedQualification.json()).draft.qualifications).toEqual([])

		// Nothing is stored until Save, and a file sent with a list edit is not kept.
		const withFile = await post(
			[
				...base,
				['cv', file(pdfBytes(), 'cv.pdf', 'application/pdf')],
				['newSkill', 'Welding'],
				['intent', 'add-skill'],
			],
			cookie,
		)
		expect((await withFile.json()).filesNotKept).toBe(true)
		expect(await profileOf(user)).toBeNull()
	})

	test('a save keeps a skill typed but not added yet', async () => {
		const { user, cookie } = await signedIn('employee')
		const saved = await post(
			[
				...fields(),
				['skills', 'Driving'],
				['newSkill', 'First aid'],
				['newQualification', 'NVQ Level 3'],
				['intent', 'save'],
			],
			cookie,
		)
		expect(saved.status).toBe(302)
		expect(await profileOf(user)).toMatchObject({ skills: ['Driving', 'First aid'], qualifications: ['NVQ Level 3'] })
	})

	test('field errors come back with the form as typed, and nothing is stored', async () => {
		const { user, cookie } = await signedIn('employee')
		const response = await post(
			[
				...fields({ fullName: 'E', defaultCoverLetter: 'Hi', yearsExperience: '-2' }),
				['skills', 'Driving'],
				['newSkill', 'Forklift'],
				['intent', 'save'],
			],
			cookie,
		)
		expect(response.status).toBe(400)
		const body = await response.json()
		expect(body.result.error).toMatchObject({
			'': ['Please check the highlighted fields.'],
			fullName: [FULL_NAME_TOO_SHORT],
			defaultCoverLetter: [COVER_LETTER_TOO_SHORT],
			yearsExperience: ['Years of experience cannot be negative'],
		})
		expect(body.draft).toMatchObject({ fullName: 'E', skills: ['Driving', 'Forklift'], newSkill: '' })
		expect(await profileOf(user)).toBeNull()
	})

	test('a CV is stored as the account’s one CV, checked by content and size, and can be replaced and removed', async () => {
		const { user, cookie } = await signedIn('employee')
		const text = await post(
			[
				...fields(),
				['cv', file(new TextEncoder().encode('not a CV'), 'cv.pdf', 'application/pdf')],
				['intent', 'save'],
			],
			cookie,
		)
		expect(text.status).toBe(400)
		expect((await text.json()).result.error.cv).toEqual(['Please upload a PDF, DOC, or DOCX file.'])

		const large = await post(
			[...fields(), ['cv', file(largePdfBytes(6 * 1024 * 1024), 'cv.pdf', 'application/pdf')], ['intent', 'save']],
			cookie,
		)
		expect(large.status).toBe(400)
		expect((await large.json()).result.error.cv).toEqual(['Please upload a CV file smaller than 5MB.'])
		expect(await profileOf(user)).toBeNull()

		await post([...fields(), ['cv', file(pdfBytes(), 'Emma CV.pdf', 'application/pdf')], ['intent', 'save']], cookie)
		const first = await accountOf(user)
		expect(first).toMatchObject({ cvFileName: 'Emma CV.pdf' })
		const firstId = first.cvFile!.id
		// The screen shows it, as My Profile does.
		const shown = (await (
			await callRoute(withParams(screen.loader), new Request(`${ORIGIN}${PATH}`, { headers: { Cookie: cookie } }))
		).json()) as { cv: unknown }
		expect(shown.cv).toEqual({
			fileName: 'Emma CV.pdf',
			uploadedOn: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
			url: `/files/${firstId}`,
		})

		await post(
			[...fields(), ['cv', file(pdfBytes('v2'), 'Emma CV 2026.pdf', 'application/pdf')], ['intent', 'save']],
			cookie,
		)
		expect((await accountOf(user)).cvFileName).toBe('Emma CV 2026.pdf')
		expect(await readFileInfo(await freshEm(), firstId)).toBeNull()

		await post([...fields(), ['removeCv', 'on'], ['intent', 'save']], cookie)
		expect(await accountOf(user)).toMatchObject({ cvFile: null, cvFileName: null })
	})

	test('a recorded video is stored with its length; a length over 90 seconds or a non-video is refused', async () => {
		const { user, cookie } = await signedIn('employee')
		const video = () => file(webmBytes(), 'video-pitch.webm', 'video/webm')
		const tooLong = await post(
			[...fields(), ['videoPitch', video()], ['videoPitchDuration', '95'], ['intent', 'save']],
			cookie,
		)
		expect(tooLong.status).toBe(400)
		expect((await tooLong.json()).result.error.videoPitchDuration).toEqual(['Video pitch must be 1 to 90 seconds long'])

		const notVideo = await post(
			[...fields(), ['videoPitch', file(pdfBytes(), 'pitch.webm', 'video/webm')], ['intent', 'save']],
			cookie,
		)
		expect((await notVideo.json()).result.error.videoPitch).toEqual(['Please upload a WebM or MP4 video.'])

		const saved = await post(
			[...fields(), ['videoPitch', video()], ['videoPitchDuration', '42'], ['intent', 'save']],
			cookie,
		)
		expect(saved.status).toBe(302)
		const profile = await profileOf(user)
		expect(profile).toMatchObject({ videoPitchDuration: 42 })
		expect(profile?.videoPitchFile?.mimeType).toBe('video/webm')
		expect(profile?.videoPitchRecordedAt).toBeInstanceOf(Date)

		// The length the file itself gives wins over the browser's, and one over 90 seconds is refused.
		const measured = await post(
			[
				...fields(),
				['videoPitch', file(mp4Movie(37), 'pitch.mp4', 'video/mp4')],
				['videoPitchDuration', '12'],
				['intent', 'save'],
			],
			cookie,
		)
		expect(measured.status).toBe(302)
		expect(await profileOf(user)).toMatchObject({ videoPitchDuration: 37 })
		const long = await post(
			[...fields(), ['videoPitch', file(mp4Movie(95), 'pitch.mp4', 'video/mp4')], ['intent', 'save']],
			cookie,
		)
		expect(long.status).toBe(400)
		expect((await long.json()).result.error.videoPitch).toEqual(['Please upload a video pitch of 90 seconds or less.'])

		await post([...fields(), ['removeVideoPitch', 'on'], ['intent', 'save']], cookie)
		expect(await profileOf(user)).toMatchObject({ videoPitchFile: null, videoPitchDuration: null })
	})
})
