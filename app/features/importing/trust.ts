/**
 * When a source's jobs may be listed without an admin's word (decision 233): its address is on
 * the employer's own domain, proved by the verified mail address. `domainTrust` is called when a
 * source is added and again by every sync, so an employer who verifies their address later is
 * trusted from the next run.
 */

/** Free-mail providers: an address there proves nothing about who owns a web site. */
const FREE_MAIL_DOMAINS = new Set([
	'aol.co.uk',
	'blueyonder.co.uk',
	'btinternet.com',
	'btopenworld.com',
	'fastmail.com',
	'hey.com',
	'icloud.com',
	'mac.com',
	'mail.com',
	'me.com',
	'ntlworld.com',
	'proton.me',
	'sky.com',
	'talktalk.net',
	'tiscali.co.uk',
	'virginmedia.com',
	'zoho.com',
])

/** Providers that hand out mail under many country domains (yahoo.co.uk, hotmail.fr, live.co.uk ...). */
const FREE_MAIL_BRANDS = new Set([
	'aol',
	'gmail',
	'gmx',
	'googlemail',
	'hotmail',
	'live',
	'msn',
	'outlook',
	'protonmail',
	'rocketmail',
	'yahoo',
	'yandex',
	'ymail',
])

/**
 * Applicant-tracking systems and hosts that serve many employers' boards under one domain: a host
 * there never proves the board is the employer's, whatever their address, so an admin decides.
 */
const SHARED_BOARD_DOMAINS = [
	'applytojob.com',
	'ashbyhq.com',
	'bamboohr.com',
	'breezy.hr',
	'greenhouse.io',
	'icims.com',
	'jobvite.com',
	'lever.co',
	'myworkdayjobs.com',
	'personio.com',
	'personio.de',
	'pinpointhq.com',
	'recruitee.com',
	'smartrecruiters.com',
	'teamtailor.com',
	'workable.com',
]

function isFreeMail(domain: string): boolean {
	if (FREE_MAIL_DOMAINS.has(domain)) return true
	const [brand, ...rest] = domain.split('.')
	// "yahoo.com", "yahoo.co.uk", "hotmail.fr": the brand followed by a country or generic ending only.
	return FREE_MAIL_BRANDS.has(brand ?? '') && rest.length <= 2 && rest.every((label) => label.length <= 3)
}

function isWithin(host: string, domain: string): boolean {
	return host === domain || host.endsWith(`.${domain}`)
}

/** A host name in the form URL parsing gives it (lower case, punycode, no trailing dot), or null. */
function hostName(text: string): string | null {
	try {
		const host = new URL(`http://${text}`).hostname.replace(/\.$/, '')
		// IP literals (and names without a dot) are nobody's domain.
		if (host.startsWith('[') || /^[\d.]+$/.test(host) || !host.includes('.')) return null
		return host
	} catch {
		return null
	}
}

/**
 * Whether `url`'s host is the employer's verified mail domain or a subdomain of it. Never for an
 * unverified address, a free-mail domain, or a board hosted by an applicant-tracking system.
 */
export function domainTrust(url: string, employer: { email: string; emailVerifiedAt: Date | null }): boolean {
	if (employer.emailVerifiedAt === null) return false
	const at = employer.email.lastIndexOf('@')
	if (at < 1) return false
	const domain = hostName(employer.email.slice(at + 1))
	if (domain === null || isFreeMail(domain)) return false
	let parsed: URL
	try {
		parsed = new URL(url)
	} catch {
		return false
	}
	if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') return false
	const host = hostName(parsed.hostname)
	if (host === null) return false
	if (SHARED_BOARD_DOMAINS.some((shared) => isWithin(host, shared) || isWithin(domain, shared))) return false
	return isWithin(host, domain)
}
