// The business directory's fixed lists (docs/product.md §16): employers, firms and shopping
// centres every visitor to Warrington knows. Submitted businesses join them once an admin approves
// them (app/features/directory/business-submissions.server.ts).

export type DirectoryBusiness = {
	name: string
	description: string
	address: string
	/** Only where the public number is well known; the rest are reached through their website or address. */
	phone?: string
	website?: string
	/** Headcount as the business gives it, e.g. "4,500+". */
	employees: string
}

export const MAJOR_EMPLOYERS: readonly DirectoryBusiness[] = [
	{
		name: 'Warrington and Halton Teaching Hospitals NHS Foundation Trust',
		description: 'Warrington Hospital on Lovely Lane and Halton Hospital: acute and community care for the borough.',
		address: 'Warrington Hospital, Lovely Lane, Warrington WA5 1QG',
		phone: '01925 635911',
		website: 'https://whh.nhs.uk',
		employees: '4,500+',
	},
	{
		name: 'Warrington Borough Council',
		description: 'The local authority: social care, schools, housing, highways and leisure services.',
		address: 'East Annexe, Town Hall, Sankey Street, Warrington WA1 1UH',
		phone: '01925 443322',
		website: 'https://www.warrington.gov.uk',
		employees: '3,000+',
	},
	{
		name: 'United Utilities',
		description: "The North West's water company, with its head office at Lingley Mere in Great Sankey.",
		address: 'Haweswater House, Lingley Mere Business Park, Great Sankey, Warrington WA5 3LP',
		phone: '0345 672 3723',
		website: 'https://www.unitedutilities.com',
		employees: '2,000+ in Warrington',
	},
	{
		name: 'Birchwood Park employers',
		description: 'Nuclear engineering, energy and professional firms on the business park beside Birchwood station.',
		address: 'Birchwood Park, Birchwood, Warrington WA3 6YN',
		website: 'https://www.birchwoodpark.co.uk',
		employees: '6,000+ across the park',
	},
]

export const PROFESSIONAL_SERVICES: readonly DirectoryBusiness[] = [
	{
		name: 'Warrington & Co.',
		description: "The borough's business and inward-investment partnership: support for firms starting or moving here.",
		address: 'Town Hall, Sankey Street, Warrington WA1 1UH',
		website: 'https://www.warringtonandco.com',
		employees: '11-50',
	},
	{
		name: 'Cheshire and Warrington Growth Hub',
		description: 'Free advice for small businesses on funding, hiring, skills and growth.',
		address: 'Wyvern House, The Drumber, Winsford CW7 1AH',
		website: 'https://www.candwgrowthhub.co.uk',
		employees: '11-50',
	},
	{
		name: 'Warrington Chamber of Commerce',
		description: 'Networking, training and export help for local businesses of every size.',
		address: 'International Business Centre, Delta Crescent, Westbrook, Warrington WA5 7WQ',
		website: 'https://www.warrington-chamber.co.uk',
		employees: '11-50',
	},
]

export const SHOPPING_CENTRES: readonly DirectoryBusiness[] = [
	{
		name: 'Golden Square Shopping Centre',
		description: 'The town centre shopping centre: over 100 shops, cafés and restaurants.',
		address: 'Golden Square, Warrington WA1 1QE',
		website: 'https://www.goldensquarewarrington.co.uk',
		employees: '2,000+ across its shops',
	},
	{
		name: 'Gemini Retail Park',
		description: 'Large stores and restaurants by junction 8 of the M62, in Westbrook.',
		address: 'Europa Boulevard, Westbrook, Warrington WA5 7TY',
		employees: '1,000+ across its stores',
	},
	{
		name: 'Birchwood Shopping Centre',
		description: 'Supermarket, shops and services at the heart of Birchwood.',
		address: 'Dewhurst Road, Birchwood, Warrington WA3 7PG',
		employees: '500+ across its shops',
	},
]
