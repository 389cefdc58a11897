// The demo blog: local career articles written for Warrington readers (docs/product.md §13).
import type { EntityManager } from '@mikro-orm/postgresql'
import { createBlogPost } from '../features/blog/blog.server.ts'
import type { BlogCategory } from '../features/blog/blog-schema.ts'

type SeedPost = {
	title: string
	excerpt: string
	category: BlogCategory
	tags: string[]
	author: string
	daysAgo: number
	content: string
}

const SEED_BLOG_POSTS: SeedPost[] = [
	{
		title: 'Where the Jobs Are in Warrington This Spring',
		excerpt:
			'Logistics at Omega, science and engineering at Birchwood, and retail in the town centre: a quick tour of who is hiring locally.',
		category: 'Job Market',
		tags: ['Warrington', 'Local Employers', 'Job Market'],
		author: 'Warrington Jobs Team',
		daysAgo: 3,
		content: `Warrington sits between Manchester and Liverpool with the M6, M62 and M56 on its doorstep, and that shapes the jobs on offer. Here is where we are seeing the most adverts.

## Omega and the logistics parks

The warehouses at Omega, Lingley Mere and Gemini employ thousands of people in picking, packing, driving and transport planning. Many roles run on shifts, so check whether a job is days, nights or a rotating pattern before you apply, and whether the site is on a bus route if you do not drive.

## Birchwood Park and the science sector

Birchwood has long been home to engineering, nuclear and energy consultancies. Alongside the engineering roles there is steady demand for administrators, project support staff, facilities teams and IT support.

## Health and care

Warrington Hospital and the care homes and home-care agencies across the borough recruit all year round for healthcare assistants, support workers and cleaners. Many employers will train you from scratch.

## Town centre and retail

Golden Square, Cockhedge and the retail parks at Westbrook and Riverside take on extra staff before Easter and in the run-up to Christmas. A seasonal job is a good way to get recent experience on your CV.

**Tip:** set your preferences on Warrington Jobs and the recommendations page will put the closest matches first.`,
	},
	{
		title: 'How to Write a CV That Gets Noticed by Local Employers',
		excerpt:
			'Small Warrington firms read every CV themselves. Six practical changes that make yours easier to say yes to.',
		category: 'Career Advice',
		tags: ['CV', 'Applications'],
		author: 'Priya Shah',
		daysAgo: 9,
		content: `Many employers in Warrington are small and medium-sized businesses, where the owner or office manager reads every application. Make their job easy.

## 1. Put a short profile at the top

Three or four lines saying who you are, what you are good at and what you are looking for: "Reliable warehouse operative with a counterbalance licence, looking for day shifts around Birchwood."

## 2. Lead with recent experience

List your jobs newest first, with dates in months and years. Explain any gaps briefly; caring for family or studying are gaps every employer understands.

## 3. Show results, not duties

"Picked 150 lines an hour against a target of 120" says more than "responsible for picking orders".

## 4. Mention the licences and tickets you hold

Forklift licences, CSCS cards, food hygiene certificates, a full driving licence and DBS checks all matter locally. Put them in their own section.

## 5. Keep it to two pages

Two sides of A4 is plenty. Use a clear font and save it as a PDF so the layout survives.

## 6. Match it to the advert

Read the job description and use the same words for the skills you really have. It helps both the person reading and any software sorting applications.`,
	},
	{
		title: 'Ten Interview Questions You Should Be Ready For',
		excerpt:
			'From "tell me about yourself" to "why do you want to work here?": how to answer the questions Warrington employers ask most.',
		category: 'Interview Tips',
		tags: ['Interviews', 'Preparation'],
		author: 'Warrington Jobs Team',
		daysAgo: 16,
		content: `Most interviews cover the same ground. Prepare a short answer to each of these and you will walk in far more confident.

1. Tell me about yourself.
2. Why do you want to work here?
3. What do you know about our company?
4. Tell me about a time you dealt with a difficult customer or colleague.
5. What are your strengths?
6. What would you like to improve?
7. Why are you leaving your current job?
8. How do you handle pressure or tight deadlines?
9. Where do you see yourself in two years?
10. Do you have any questions for us?

## Use the STAR method

For "tell me about a time" questions, describe the **S**ituation, the **T**ask, the **A**ction you took and the **R**esult. Keep it to about a minute.

## Plan the journey

If the interview is at Birchwood or Omega, check the bus times or parking the day before. Arriving ten minutes early is ideal.

> Always have one or two questions ready, such as "What does a typical week look like?" or "How is success measured in this role?"`,
	},
	{
		title: 'Getting Started in Health and Social Care Without Experience',
		excerpt:
			'Care work is one of the easiest sectors to enter in Warrington. What the job involves, the checks you need and how training works.',
		category: 'Career Advice',
		tags: ['Health and Care', 'First Job', 'Training'],
		author: 'Priya Shah',
		daysAgo: 23,
		content: `Care providers across Warrington, from Great Sankey to Culcheth, are always looking for kind, reliable people. You do not need qualifications to start.

## What the job involves

Support workers and care assistants help people with everyday life: personal care, meals, medication prompts, getting out and about, and company. Home-care roles mean travelling between visits, so a driving licence is often wanted.

## The checks

Every care employer will ask for an enhanced DBS check and references. The employer usually arranges and pays for the DBS check.

## Training on the job

New starters complete the Care Certificate in their first weeks, covering the basics such as safeguarding, moving and handling, and infection control. Many employers then support a Level 2 or Level 3 diploma.

## Pay and hours

Pay starts at or above the National Living Wage, with enhancements for weekends and nights at many employers. Part-time and flexible patterns are common, which suits parents and students.`,
	},
	{
		title: 'Spotlight: Working in Logistics at Omega',
		excerpt:
			'What a warehouse job at one of the region’s biggest distribution sites is really like, and how people progress from the floor.',
		category: 'Company Spotlight',
		tags: ['Logistics', 'Omega', 'Warehouse'],
		author: 'Warrington Jobs Team',
		daysAgo: 31,
		content: `Omega, on the west side of Warrington beside junction 8 of the M62, is home to some of the largest distribution centres in the North West.

## A typical shift

Most sites run around the clock in shifts of eight to twelve hours. Pickers work from handheld scanners; packers, loaders and goods-in teams keep stock moving. Expect to be on your feet and to walk a long way in a day.

## Getting in

Many sites recruit through agencies at first, with permanent contracts offered after a few months. Turning up on time and hitting your rates is what gets noticed.

## Moving up

The usual path is operative, then team leader, shift manager and site manager. Along the way you can train for a forklift or reach-truck licence, or move into stock control, transport planning or health and safety.

## Getting there

There are buses from the town centre to Omega, and some employers run shuttle buses for night shifts. Check before you accept a shift pattern.`,
	},
	{
		title: 'Apprenticeships in Warrington: Earn While You Learn',
		excerpt:
			'Apprenticeships are not just for school leavers. How they work, what they pay and where to find them locally.',
		category: 'Career Advice',
		tags: ['Apprenticeships', 'Training', 'Young People'],
		author: 'Warrington Jobs Team',
		daysAgo: 40,
		content: `An apprenticeship is a real job with training built in. You spend most of the week working and at least some of it learning, usually with Warrington & Vale Royal College or another training provider.

## Who can apply

Anyone over 16 who is not in full-time education. There is no upper age limit, so apprenticeships are a way to change career at any age.

## What they pay

Apprentices under 19, and those in their first year, are paid at least the apprentice rate of the minimum wage; after that, the rate for their age. Many employers pay more.

## Levels

- **Intermediate (Level 2)**: equivalent to GCSEs.
- **Advanced (Level 3)**: equivalent to A levels.
- **Higher and degree (Levels 4 to 7)**: up to a full degree, paid for by the employer.

## Local sectors

Engineering and manufacturing, business administration, health and care, construction trades, hospitality and logistics all offer apprenticeships in and around Warrington.`,
	},
	{
		title: 'Commuting From Warrington: Weighing Up Manchester and Liverpool Jobs',
		excerpt:
			'A bigger salary in the city can disappear in train fares and time. How to compare a city job with one closer to home.',
		category: 'Industry News',
		tags: ['Commuting', 'Salary', 'Manchester', 'Liverpool'],
		author: 'Priya Shah',
		daysAgo: 52,
		content: `Warrington Central and Bank Quay stations put Manchester and Liverpool within about half an hour, and plenty of people commute. Before you apply, do the sums.

## Count the real cost

Add up a season ticket or parking, the extra hours of travel each week, and any childcare you would need because of the longer day. Compare what is left with the salary of a similar job in Warrington.

## Ask about hybrid working

Many city office jobs now ask for two or three days in the office. That can halve the cost of commuting, so ask at interview.

## Local jobs you might not know about

Birchwood, Centre Park and the offices around Warrington town centre have finance, HR, IT and customer service roles that pay close to city rates. Search Warrington Jobs with the title you want before you rule them out.`,
	},
]

/** Writes the demo posts, dated some days before `now`. */
export async function seedBlog(tx: EntityManager, now: Date) {
	for (const post of [...SEED_BLOG_POSTS].reverse()) {
		await createBlogPost(
			tx,
			{
				title: post.title,
				excerpt: post.excerpt,
				content: post.content,
				category: post.category,
				tags: post.tags,
				author: post.author,
				published: true,
			},
			{ now: new Date(now.getTime() - post.daysAgo * 24 * 60 * 60 * 1000) },
		)
	}
}
