// A certificate's public page (/certificates/{number}; decisions 146, 189): anyone holding the number
// can check that the board issued it, for whom (first name and last initial only), for which course
// and when, and what it certifies: the course's online modules completed here. It is called
// verified only when the course's provider has verified it. Numbers that name no certificate count
// towards a limit per address (decision 195), so numbers cannot be tried one after another.
import { data } from 'react-router'
import { clientIpContext, emContext } from '../../../context.ts'
import { hit, RATE_LIMITS, RateLimitedError, refund, tooManyAttempts } from '../../../platform/rate-limit.server.ts'
import { normaliseCertificateNumber, verifyCertificate } from '../certificates.server.ts'
import { formatLongDate } from '../../../ui/format.ts'
import type { Route } from './+types/certificates.$number'

const NO_CERTIFICATE = 'No certificate with this number'
/** What every certificate the board issues stands for, and no more. */
const CERTIFIES = 'completed the course’s online modules on Warrington Jobs'

export async function loader({ params, context }: Route.LoaderArgs) {
	const em = context.get(emContext)
	const ip = context.get(clientIpContext)
	try {
		// Counted first, so that concurrent guesses cannot slip past; a number that is found gives its attempt back.
		await hit(em, RATE_LIMITS.certificateLookupPerIp, ip)
	} catch (error) {
		if (error instanceof RateLimitedError) throw tooManyAttempts(context, error.message, error)
		throw error
	}
	const number = normaliseCertificateNumber(params.number)
	const certificate = number ? await verifyCertificate(em, number) : null
	if (!certificate)
		throw data(`${NO_CERTIFICATE}. Check the number, which looks like WJB-2026-ABCD2345.`, { status: 404 })
	await refund(em, RATE_LIMITS.certificateLookupPerIp, ip)
	return { certificate }
}

export default function CertificateScreen({ loaderData }: Route.ComponentProps) {
	const { certificate } = loaderData
	return (
		<div className="mx-auto max-w-2xl px-4 py-12">
			<p className="text-sm font-semibold uppercase tracking-wide text-gray-700">Certificate check</p>
			<h1 className="mt-1 text-3xl font-bold">{certificate.courseName}</h1>
			<p className="mt-4 inline-flex items-center gap-2 rounded-full bg-green-100 px-3 py-1 font-semibold text-green-900">
				<span aria-hidden="true">✓</span>{' '}
				<span>{certificate.isVerified ? `Verified by ${certificate.provider}` : 'Issued by Warrington Jobs'}</span>
			</p>
			<p className="mt-4 text-gray-800">
				Warrington Jobs issued this certificate to <strong>{certificate.holder}</strong> to certify that they{' '}
				{CERTIFIES}.
			</p>
			{certificate.isVerified ? null : (
				<p className="mt-2 text-gray-700">
					{certificate.provider}, the course’s provider, has not checked it: it is not a qualification from them.
				</p>
			)}
			<dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 rounded-lg border border-gray-200 bg-white p-5">
				<dt className="text-gray-600">Certificate number</dt>
				<dd className="font-mono">{certificate.certificateNumber}</dd>
				<dt className="text-gray-600">Holder</dt>
				<dd>{certificate.holder}</dd>
				<dt className="text-gray-600">Course</dt>
				<dd>{certificate.courseName}</dd>
				<dt className="text-gray-600">Provider</dt>
				<dd>{certificate.provider}</dd>
				<dt className="text-gray-600">Issued</dt>
				<dd>{formatLongDate(certificate.issuedDate)}</dd>
				<dt className="text-gray-600">Expires</dt>
				<dd>{certificate.expiryDate ? formatLongDate(certificate.expiryDate) : 'Does not expire'}</dd>
				{certificate.skillsCertified.length ? (
					<>
						<dt className="text-gray-600">Skills</dt>
						<dd>{certificate.skillsCertified.join(', ')}</dd>
					</>
				) : null}
			</dl>
		</div>
	)
}

export function meta({ loaderData }: Route.MetaArgs) {
	if (!loaderData) return [{ title: `${NO_CERTIFICATE} | Warrington Jobs` }, { name: 'robots', content: 'noindex' }]
	return [
		{ title: `Certificate ${loaderData.certificate.certificateNumber} | Warrington Jobs` },
		{ name: 'robots', content: 'noindex' },
	]
}
