// Certificates of completed courses (decision 146): issued once, in the transaction that completes
// the course, with a unique number anyone can check at /certificates/{number}.
import { randomInt } from 'node:crypto'
import type { EntityManager } from '@mikro-orm/postgresql'
import { Certificate } from '../../models/certificate.ts'
import type { CourseEnrollment } from '../../models/course-enrollment.ts'
import type { TrainingCourse } from '../../models/training-course.ts'
import type { User } from '../../models/user.ts'
import type { Page, Paged } from '../../platform/paging.server.ts'

/** Letters and digits nobody misreads: no 0/O, 1/I/L. */
const CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789'
const CODE_LENGTH = 8
/** 31^8 ≈ 8.5 × 10^11 codes a year: a clash is rare, and then another code is drawn. */
const MAX_ATTEMPTS = 5

/** A random certificate code: eight characters from CODE_ALPHABET. */
export function randomCertificateCode() {
	let code = ''
	for (let index = 0; index < CODE_LENGTH; index++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
	return code
}

/** `WJB-2026-7KQ9M3XH`, or null for anything not shaped like a certificate number (any case accepted). */
export function normaliseCertificateNumber(value: string | undefined) {
	const upper = (value ?? '').trim().toUpperCase()
	return /^WJB-\d{4}-[A-Z0-9]{8}$/.test(upper) ? upper : null
}

export type CertificateView = {
	id: number
	courseName: string
	provider: string
	issuedDate: string
	expiryDate: string | null
	/** True only once the course's provider has verified it; the board's own certificate is not. */
	isVerified: boolean
	skillsCertified: string[]
	certificateNumber: string
	/** The public page that checks it. */
	certificateUrl: string
}

export function certificateUrlOf(certificateNumber: string) {
	return `/certificates/${certificateNumber}`
}

function toView(row: Certificate): CertificateView {
	return {
		id: row.id,
		courseName: row.courseName,
		provider: row.provider,
		issuedDate: row.issuedDate,
		expiryDate: row.expiryDate ?? null,
		isVerified: row.isVerified,
		skillsCertified: row.skillsCertified,
		certificateNumber: row.certificateNumber,
		certificateUrl: certificateUrlOf(row.certificateNumber),
	}
}

/**
 * Issues the enrolment's certificate (unverified: it records what the board saw, the modules marked
 * done, and no provider has checked it), inside the caller's transaction (which holds the enrolment
 * row locked). A number already taken is not an error that aborts the transaction (`on conflict
 * do nothing`): another code is drawn.
 */
export async function issueCertificate(
	tx: EntityManager,
	enrollment: CourseEnrollment,
	course: TrainingCourse,
	now: Date,
	drawCode: () => string = randomCertificateCode,
) {
	for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
		const number = `WJB-${now.getUTCFullYear()}-${drawCode()}`
		const inserted = await tx.execute<{ id: number }[]>(
			`insert into certificate (user_id, enrollment_id, course_name, provider, issued_date, expiry_date, is_verified, skills_certified, certificate_number, created_at)
				values (?, ?, ?, ?, ?, null, false, array(select jsonb_array_elements_text(?::jsonb)), ?, ?) on conflict (certificate_number) do nothing returning id`,
			[
				enrollment.user.id,
				enrollment.id,
				course.title,
				course.provider,
				now.toISOString().slice(0, 10),
				// As JSON: an array parameter would be spread into several values.
				JSON.stringify(course.skills),
				number,
				now,
			],
		)
		if (inserted.length > 0) return number
	}
	throw new Error('Could not draw an unused certificate number')
}

/** The user's certificates, newest first. */
export async function certificatesOf(
	em: EntityManager,
	user: Pick<User, 'id'>,
	page?: Page,
): Promise<Paged<CertificateView>> {
	const [rows, total] = await em.findAndCount(
		Certificate,
		{ user: user.id },
		{ orderBy: { issuedDate: 'desc', id: 'desc' }, limit: page?.limit, offset: page?.offset },
	)
	return { items: rows.map(toView), total }
}

/** What the certificate's public page shows: the holder's first name and last initial, never more. */
export async function verifyCertificate(em: EntityManager, number: string) {
	const certificate = await em.findOne(Certificate, { certificateNumber: number }, { populate: ['user'] })
	if (!certificate) return null
	const { firstName, lastName } = certificate.user
	return {
		certificateNumber: certificate.certificateNumber,
		holder: `${firstName} ${lastName.slice(0, 1).toUpperCase()}.`.trim(),
		courseName: certificate.courseName,
		provider: certificate.provider,
		issuedDate: certificate.issuedDate,
		expiryDate: certificate.expiryDate ?? null,
		isVerified: certificate.isVerified,
		skillsCertified: certificate.skillsCertified,
	}
}
