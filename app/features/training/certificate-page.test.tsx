// What a certificate's public page says it is (decision 189): the course's online modules completed
// on the board, never "verified" unless the provider verified it.
import { describe, expect, test } from 'vitest'
import { renderedHtml } from '../../../tests/fixtures/render.tsx'
import CertificateScreen from './routes/certificates.$number.tsx'

const certificate = {
	certificateNumber: 'WJB-2026-7KQ9M3XH',
	holder: 'Emma S.',
	courseName: 'Forklift Safety Essentials',
	provider: 'Warrington & Vale Royal College',
	issuedDate: '2026-11-20',
	expiryDate: null,
	isVerified: false,
	skillsCertified: ['Forklift'],
}

/** The page's props: only its loader's data is read. */
const screenProps = (shown: typeof certificate) =>
	({ loaderData: { certificate: shown } }) as unknown as Parameters<typeof CertificateScreen>[0]

const textOf = async (shown: typeof certificate) =>
	(await renderedHtml(<CertificateScreen {...screenProps(shown)} />))
		.replace(/<[^>]+>/g, ' ')
		.replace(/&#x27;|’/g, "'")
		.replaceAll('&amp;', '&')
		.replace(/\s+/g, ' ')

describe('the certificate page', () => {
	test('says what it certifies and is not called verified', async () => {
		const text = await textOf(certificate)
		expect(text).toContain('Issued by Warrington Jobs')
		expect(text).toContain(
			"issued this certificate to Emma S. to certify that they completed the course's online modules on Warrington Jobs.",
		)
		expect(text).toContain("Warrington & Vale Royal College, the course's provider, has not checked it")
		expect(text).not.toMatch(/verified/i)
	})

	test('a certificate its provider verified says so, naming the provider', async () => {
		const text = await textOf({ ...certificate, isVerified: true })
		expect(text).toContain('Verified by Warrington & Vale Royal College')
		expect(text).not.toContain('has not checked it')
	})
})
