// Fixed copy of /cookies: every cookie this site sets, by name (checked against the cookies the
// app really sets in app/features/content/routes/legal-pages.test.ts). There are no analytics or advertising cookies.
import { PRIVACY_EMAIL, type ContentPageCopy } from './content-page.ts'

/** The cookies the site itself sets: name over HTTPS, name without HTTPS, purpose, lifetime. */
export const SITE_COOKIES = [
	{
		name: '__Host-session',
		plainName: 'session',
		purpose:
			'Keeps you signed in. It holds a random identifier only; your session itself is stored on our server. HttpOnly, SameSite=Lax.',
		lifetime: 'Up to 30 days; the session ends sooner after 7 days without a visit, or when you sign out.',
	},
	{
		name: '__Host-toast',
		plainName: 'toast',
		purpose:
			'Carries a one-time message (such as "Job saved") to the next page you see, then is cleared. HttpOnly, SameSite=Lax.',
		lifetime: '60 seconds at most.',
	},
] as const

export const COOKIES_PAGE: ContentPageCopy = {
	path: '/cookies',
	title: 'Cookies',
	eyebrow: 'Legal',
	description:
		'The cookies Warrington Jobs sets, each by name: a sign-in session cookie and a one-minute message cookie. No analytics or advertising cookies.',
	intro:
		'We use as few cookies as we can: two of our own, both strictly necessary, and none for analytics or advertising. Because they are strictly necessary, we do not ask for consent to them; you can still block them in your browser, but you will not be able to sign in.',
	updated: '24 November 2026',
	sections: [
		{
			id: 'our-cookies',
			heading: 'Cookies we set',
			paragraphs: [
				'When the site is served over HTTPS, as it is in production, each name carries the __Host- prefix, which tells your browser to send the cookie only to this site, only over a secure connection.',
			],
			table: [
				['Name', 'Without HTTPS', 'What it does', 'How long it lasts'],
				...SITE_COOKIES.map((cookie) => [cookie.name, cookie.plainName, cookie.purpose, cookie.lifetime]),
			],
		},
		{
			id: 'stripe',
			heading: 'Card payments (Stripe)',
			paragraphs: [
				'When an employer pays to sponsor a job, the payment page loads Stripe’s payment form from stripe.com. Stripe may set its own cookies (such as __stripe_mid and __stripe_sid) to prevent fraud. They are set only on the payment page, are Stripe’s, and are described in Stripe’s cookie policy.',
			],
			links: [{ to: 'https://stripe.com/gb/legal/cookies-policy', label: 'Stripe cookie policy', external: true }],
		},
		{
			id: 'none-else',
			heading: 'What we do not use',
			items: [
				'No analytics or tracking cookies.',
				'No advertising cookies and no third-party ad networks.',
				'No browser local storage for anything about you.',
			],
		},
		{
			id: 'control',
			heading: 'Controlling cookies',
			paragraphs: [
				'You can delete or block cookies in your browser settings. If you block the session cookie you can still search and read jobs, but you cannot sign in, save jobs or apply through the site.',
				`Questions about cookies: email ${PRIVACY_EMAIL}.`,
			],
			links: [{ to: '/privacy', label: 'Privacy notice' }],
		},
	],
}
