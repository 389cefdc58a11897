// Fixed copy of /job-post-warrington (docs/product.md §17): hero, benefits and a testimonial.
// Figures about this site are not written here: the route counts them (§22.4).

export const JOB_POST_WARRINGTON = {
	title: 'Post a Job in Warrington',
	description:
		'Post a job in Warrington free and reach local job seekers in Warrington and Cheshire. Sponsor it for more applicants, and manage applications and CVs in one dashboard.',
	keywords:
		'post a job Warrington, advertise a job Warrington, Warrington recruitment, Cheshire job advert, hire staff Warrington',
	eyebrow: 'For Warrington employers',
	intro:
		'Advertise your vacancy where Warrington looks for work. Post free in a few minutes, sponsor it when you need more applicants, and see every application in your Employer Dashboard.',
	benefits: [
		{
			title: 'Local reach',
			text: 'Your job is seen by people who live in and around Warrington, from Birchwood to Great Sankey.',
		},
		{ title: 'Live in minutes', text: 'A short form, no approval queue: your job goes live as soon as you post it.' },
		{
			title: 'Google for Jobs ready',
			text: 'Every job page carries structured data so it can appear in Google’s job search.',
		},
		{ title: 'Applications in one place', text: 'Read cover letters and download CVs from your Employer Dashboard.' },
		{
			title: 'Quick Apply candidates',
			text: 'Job seekers with a Quick Apply profile send complete applications in one step.',
		},
		{ title: 'No contracts', text: 'Pay per job only when you sponsor one. No subscriptions, no recruiter fees.' },
	],
	testimonial: {
		quote:
			'We posted our warehouse roles on a Monday and were interviewing local people by Thursday. Having every CV in one dashboard saved us hours.',
		who: 'Operations manager',
		where: 'a logistics company at Omega, Warrington',
	},
} as const
