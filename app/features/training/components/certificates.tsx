// "Certificates" on /profile (decisions 146, 189): each certificate the seeker has earned, with its
// number and the public page that shows it, to give an employer.
import { Link } from 'react-router'
import type { CertificateView } from '../certificates.server.ts'
import { formatLongDate } from '../../../ui/format.ts'

export function CertificatesSection({ certificates }: { certificates: CertificateView[] }) {
	return (
		<section
			id="certificates"
			aria-labelledby="certificates-heading"
			className="mt-8 rounded-lg border border-gray-200 bg-white p-6 shadow-sm"
		>
			<h2 id="certificates-heading" className="text-xl font-semibold">
				Certificates
			</h2>
			{certificates.length ? (
				<p className="mt-1 text-sm text-gray-700">
					Each says you completed the course’s online modules on Warrington Jobs.
				</p>
			) : null}
			{certificates.length ? (
				<ul className="mt-4 divide-y divide-gray-200">
					{certificates.map((certificate) => (
						<li key={certificate.id} className="py-4">
							<h3 className="font-semibold text-gray-900">{certificate.courseName}</h3>
							<p className="text-sm text-gray-700">
								{certificate.provider} · Issued {formatLongDate(certificate.issuedDate)}
							</p>
							<p className="mt-1 text-sm text-gray-800">
								Number <span className="font-mono">{certificate.certificateNumber}</span> ·{' '}
								<Link to={certificate.certificateUrl} className="font-semibold text-brand-700 underline">
									Public page<span className="sr-only"> of the certificate for {certificate.courseName}</span>
								</Link>
							</p>
						</li>
					))}
				</ul>
			) : (
				<p className="mt-2 text-gray-700">Complete a course on Warrington Jobs to earn a certificate.</p>
			)}
		</section>
	)
}
