// The employers of the relevance benchmark's corpus: local firms and agencies, each with the
// company blurb it repeats on every advert. Like real blurbs, many name other trades (the
// software house whose customers are cleaning firms and care homes, the agency that recruits
// drivers, warehouse staff and carers), which is the boilerplate a search must not match on.
// `blurbAt` is where the employer puts it: under an "About us" heading, or as an unheaded first
// or last paragraph.

export type Employer = {
	name: string
	blurb: string
	blurbAt: 'about-us' | 'first' | 'last'
	/** The role keys (roles.ts) it advertises. */
	roles: readonly string[]
	/** The board's areas (areas.ts) its sites are in. */
	areas: readonly string[]
	email: string
}

export const EMPLOYERS: readonly Employer[] = [
	{
		name: 'Brightwave Software',
		blurb:
			'Brightwave Software builds scheduling and invoicing software trusted by cleaning businesses and care homes across Cheshire. From our Birchwood office we help over 1,200 small firms, from domestic cleaning companies to warehouse operators, run their rotas and get paid on time.',
		blurbAt: 'about-us',
		roles: ['full-stack-developer', 'software-developer', 'it-support', 'data-analyst', 'customer-service'],
		areas: ['Birchwood', 'Birchwood Business Park'],
		email: 'careers@brightwave.example',
	},
	{
		name: 'Mersey Recruitment',
		blurb:
			'Mersey Recruitment is an independent agency recruiting drivers, warehouse staff and carers across Warrington, St Helens and Widnes. We also place cleaners, chefs and office staff, and pay weekly.',
		blurbAt: 'last',
		roles: [
			'warehouse-operative',
			'picker-packer',
			'forklift-counterbalance',
			'forklift-reach',
			'hgv-class-1',
			'hgv-class-2',
			'van-driver',
			'production-operative',
			'cleaner',
			'care-assistant',
			'labourer',
		],
		areas: ['Warrington Town Centre', 'Omega South', 'Birchwood', 'Winwick', 'Woolston'],
		email: 'jobs@merseyrecruitment.example',
	},
	{
		name: 'Cheshire Staffing Solutions',
		blurb:
			'Cheshire Staffing Solutions has supplied temporary and permanent staff to local employers since 2004: industrial, driving, catering, cleaning and office roles. Ask us about weekly pay and holiday pay.',
		blurbAt: 'first',
		roles: [
			'warehouse-operative',
			'picker-packer',
			'goods-in-operative',
			'forklift-counterbalance',
			'driver-7-5t',
			'kitchen-porter',
			'catering-assistant',
			'office-cleaner',
			'administrator',
			'production-operative',
			'call-centre',
		],
		areas: ['Omega South', 'Lovely Lane', 'Bewsey', 'Dallam', 'Warrington Town Centre'],
		email: 'hello@cheshirestaffing.example',
	},
	{
		name: 'Omega Distribution Ltd',
		blurb:
			'Omega Distribution runs a 600,000 sq ft distribution centre at Omega, storing and delivering everything from groceries to cleaning products for national retailers.',
		blurbAt: 'about-us',
		roles: [
			'warehouse-operative',
			'picker-packer',
			'forklift-counterbalance',
			'forklift-reach',
			'warehouse-team-leader',
			'shift-manager',
			'stock-controller',
			'transport-planner',
			'hgv-class-1',
			'security-officer',
			'maintenance-engineer',
		],
		areas: ['Omega South'],
		email: 'recruitment@omegadistribution.example',
	},
	{
		name: 'Birchwood Logistics',
		blurb:
			'Birchwood Logistics is a family-owned haulage and storage company with 90 vehicles and two warehouses, serving manufacturers, hospitals and care homes across the North West.',
		blurbAt: 'last',
		roles: [
			'hgv-class-1',
			'hgv-class-2',
			'driver-7-5t',
			'transport-planner',
			'warehouse-operative',
			'goods-in-operative',
			'warehouse-team-leader',
			'mechanic',
			'administrator',
		],
		areas: ['Birchwood', 'Risley', 'Birchwood Business Park'],
		email: 'jobs@birchwoodlogistics.example',
	},
	{
		name: 'Swift Parcels North West',
		blurb:
			'Swift Parcels delivers for online retailers from depots in Warrington and Runcorn. Our customers range from fashion brands to software companies and cleaning suppliers.',
		blurbAt: 'about-us',
		roles: ['van-driver', 'picker-packer', 'warehouse-operative', 'customer-service', 'transport-planner'],
		areas: ['Woolston', 'Howley', 'Lovely Lane'],
		email: 'drivers@swiftparcels.example',
	},
	{
		name: 'Sparkle Commercial Cleaning',
		blurb:
			'Sparkle Commercial Cleaning looks after offices, schools, warehouses and GP surgeries across Warrington. We are an accredited Living Wage employer.',
		blurbAt: 'about-us',
		roles: ['cleaner', 'office-cleaner', 'cleaning-supervisor', 'domestic-cleaner'],
		areas: ['Birchwood Business Park', 'Warrington Town Centre', 'Great Sankey', 'Padgate', 'Omega South'],
		email: 'team@sparklecleaning.example',
	},
	{
		name: 'Pristine Facilities Management',
		blurb:
			'Pristine Facilities Management provides cleaning, security and maintenance to offices and distribution centres in Cheshire.',
		blurbAt: 'last',
		roles: ['office-cleaner', 'cleaner', 'cleaning-supervisor', 'security-officer', 'maintenance-engineer'],
		areas: ['Birchwood', 'Omega South', 'Winwick', 'Lovely Lane'],
		email: 'jobs@pristinefm.example',
	},
	{
		name: 'Homely Helpers',
		blurb:
			'Homely Helpers is a Warrington domestic cleaning company: we clean homes, holiday lets and end-of-tenancy properties for landlords and estate agents.',
		blurbAt: 'first',
		roles: ['domestic-cleaner', 'cleaner', 'housekeeper'],
		areas: ['Stockton Heath', 'Appleton', 'Grappenhall', 'Thelwall'],
		email: 'hello@homelyhelpers.example',
	},
	{
		name: 'Willow Bank Care Home',
		blurb:
			'Willow Bank is a 60-bed residential and nursing home in Great Sankey, rated Good by the CQC. Our chefs, domestic staff and carers work as one team.',
		blurbAt: 'about-us',
		roles: ['care-assistant', 'senior-carer', 'nurse-rgn', 'domestic-cleaner', 'chef', 'kitchen-porter'],
		areas: ['Great Sankey'],
		email: 'recruitment@willowbank.example',
	},
	{
		name: 'Cedar Lodge Nursing Home',
		blurb:
			'Cedar Lodge provides nursing and dementia care for 48 residents in Latchford, with a maintenance team, housekeepers and a kitchen cooking fresh every day.',
		blurbAt: 'last',
		roles: ['care-assistant', 'senior-carer', 'nurse-rgn', 'housekeeper', 'healthcare-assistant'],
		areas: ['Latchford'],
		email: 'jobs@cedarlodge.example',
	},
	{
		name: 'Warrington Home Care',
		blurb:
			'Warrington Home Care supports 300 people in their own homes. We work with district nurses, GPs and the council, and our office team includes rota planners and a trainer.',
		blurbAt: 'about-us',
		roles: ['home-carer', 'care-assistant', 'senior-carer', 'administrator'],
		areas: ['Orford', 'Padgate', 'Fairfield', 'Howley', 'Culcheth'],
		email: 'careers@warringtonhomecare.example',
	},
	{
		name: 'Bridgewater Supported Living',
		blurb:
			'Bridgewater Supported Living is a charity supporting adults with learning disabilities and autism to live in their own homes, work and volunteer, including in local cafés and warehouses.',
		blurbAt: 'first',
		roles: ['support-worker', 'care-assistant', 'administrator'],
		areas: ['Woolston', 'Orford', 'Dallam', 'Bewsey'],
		email: 'jobs@bridgewatersl.example',
	},
	{
		name: 'Warrington & Halton Hospitals (Bank)',
		blurb:
			'Our staff bank fills shifts across Warrington Hospital for nurses, healthcare assistants, domestic assistants, porters and administrators.',
		blurbAt: 'about-us',
		roles: ['healthcare-assistant', 'nurse-rgn', 'domestic-cleaner', 'receptionist', 'administrator'],
		areas: ['Bewsey', 'Dallam'],
		email: 'bank@whh.example',
	},
	{
		name: 'The Bridge Inn',
		blurb: 'The Bridge Inn is a family-run gastro pub by the canal in Stockton Heath, open seven days a week.',
		blurbAt: 'last',
		roles: ['chef', 'kitchen-porter', 'bar-staff', 'waiting-staff'],
		areas: ['Stockton Heath'],
		email: 'jobs@thebridgeinn.example',
	},
	{
		name: 'Paddington Park Hotel',
		blurb:
			'Paddington Park Hotel has 120 bedrooms and conference rooms at Junction 21 of the M6. We host everything from weddings to business meetings for software firms and logistics companies.',
		blurbAt: 'about-us',
		roles: ['housekeeper', 'chef', 'kitchen-porter', 'waiting-staff', 'bar-staff', 'receptionist'],
		areas: ['Woolston', 'Risley'],
		email: 'hr@paddingtonpark.example',
	},
	{
		name: 'Grind & Co Coffee',
		blurb: 'Grind & Co is an independent coffee roaster with cafés in Stockton Heath and Golden Square.',
		blurbAt: 'first',
		roles: ['barista', 'waiting-staff'],
		areas: ['Stockton Heath', 'Golden Square Shopping Centre'],
		email: 'hello@grindandco.example',
	},
	{
		name: 'Cheshire School Meals',
		blurb: 'Cheshire School Meals cooks fresh lunches for 40 primary schools. Our kitchen teams work term time only.',
		blurbAt: 'about-us',
		roles: ['catering-assistant', 'chef', 'kitchen-porter'],
		areas: ['Great Sankey', 'Appleton', 'Padgate', 'Culcheth', 'Croft'],
		email: 'jobs@cheshireschoolmeals.example',
	},
	{
		name: 'Golden Square Retail Group',
		blurb:
			'We run fashion, homeware and gift stores in Golden Square and Gemini, and a distribution hub at Omega that supplies every store.',
		blurbAt: 'about-us',
		roles: ['sales-assistant', 'store-manager', 'warehouse-operative', 'customer-service', 'security-officer'],
		areas: ['Golden Square Shopping Centre', 'Gemini Retail Park', 'Omega South'],
		email: 'careers@goldensquareretail.example',
	},
	{
		name: 'FreshWay Supermarkets',
		blurb: 'FreshWay is a regional supermarket chain with 30 stores across the North West.',
		blurbAt: 'last',
		roles: ['sales-assistant', 'night-replenishment', 'store-manager', 'barista', 'cleaner'],
		areas: ['Gemini Retail Park', 'Great Sankey', 'Orford', 'Fairfield'],
		email: 'jobs@freshway.example',
	},
	{
		name: 'Sankey Dental & Medical Centre',
		blurb: 'A mixed NHS and private practice serving Great Sankey and Penketh families for 25 years.',
		blurbAt: 'about-us',
		roles: ['receptionist', 'administrator', 'nurse-rgn'],
		areas: ['Great Sankey'],
		email: 'practice@sankeydental.example',
	},
	{
		name: 'Kingsway Accountants',
		blurb:
			'Kingsway Accountants looks after the accounts of 400 local businesses: hauliers, builders, cleaning companies, care providers and shops.',
		blurbAt: 'about-us',
		roles: ['bookkeeper', 'accounts-assistant', 'payroll', 'administrator', 'receptionist'],
		areas: ['Warrington Town Centre', 'Stockton Heath'],
		email: 'careers@kingsway.example',
	},
	{
		name: 'Northgate Finance Hub',
		blurb:
			'Northgate is a shared service centre in Birchwood Park handling finance, payroll and customer service for a group of logistics and construction businesses.',
		blurbAt: 'last',
		roles: ['accounts-assistant', 'credit-controller', 'payroll', 'customer-service', 'call-centre', 'data-analyst'],
		areas: ['Birchwood Business Park'],
		email: 'talent@northgate.example',
	},
	{
		name: 'Connect Contact Centres',
		blurb:
			'Connect answers calls for energy suppliers, insurers and home care providers from our contact centre at Birchwood.',
		blurbAt: 'about-us',
		roles: ['call-centre', 'customer-service', 'it-support'],
		areas: ['Birchwood', 'Birchwood Business Park'],
		email: 'jobs@connectcc.example',
	},
	{
		name: 'Sankey Electrical Services',
		blurb:
			'Sankey Electrical Services is an NICEIC approved contractor working on schools, warehouses, care homes and new-build homes.',
		blurbAt: 'last',
		roles: ['electrician', 'labourer', 'administrator'],
		areas: ['Great Sankey', 'Bewsey'],
		email: 'office@sankeyelectrical.example',
	},
	{
		name: 'Mersey Homes Maintenance',
		blurb:
			'We carry out repairs and planned maintenance for 9,000 social housing homes in Warrington: plumbing, electrics, joinery and cleaning of empty homes.',
		blurbAt: 'about-us',
		roles: ['plumber', 'electrician', 'joiner', 'labourer', 'cleaner'],
		areas: ['Orford', 'Bewsey', 'Dallam', 'Howley', 'Latchford'],
		email: 'jobs@merseyhomes.example',
	},
	{
		name: 'Greenfield Homes',
		blurb: 'Greenfield Homes builds family homes on sites across Warrington and Cheshire.',
		blurbAt: 'first',
		roles: ['joiner', 'labourer', 'electrician', 'plumber'],
		areas: ['Appleton', 'Grappenhall', 'Croft', 'Winwick'],
		email: 'sites@greenfieldhomes.example',
	},
	{
		name: 'Winwick Precision Engineering',
		blurb:
			'Winwick Precision makes machined and fabricated parts for the aerospace, food and automotive industries, with 24-hour production.',
		blurbAt: 'about-us',
		roles: ['cnc-machinist', 'welder', 'maintenance-engineer', 'production-operative'],
		areas: ['Winwick'],
		email: 'jobs@winwickprecision.example',
	},
	{
		name: 'Lovely Lane Foods',
		blurb:
			'Lovely Lane Foods bakes bread and cakes for supermarkets and cafés. Our site runs around the clock with production, hygiene, engineering and warehouse teams.',
		blurbAt: 'last',
		roles: [
			'production-operative',
			'maintenance-engineer',
			'cleaner',
			'warehouse-operative',
			'forklift-counterbalance',
		],
		areas: ['Lovely Lane'],
		email: 'people@lovelylanefoods.example',
	},
	{
		name: 'Riverside Motor Group',
		blurb: 'Riverside Motor Group has car and van dealerships in Warrington, with sales, service and MOT centres.',
		blurbAt: 'about-us',
		roles: ['mechanic', 'receptionist', 'customer-service'],
		areas: ['Howley', 'Woolston'],
		email: 'jobs@riversidemotors.example',
	},
	{
		name: 'St Oswald’s Primary School',
		blurb: 'St Oswald’s is a friendly two-form primary school in Padgate with a breakfast and after-school club.',
		blurbAt: 'about-us',
		roles: ['teaching-assistant', 'catering-assistant', 'cleaner'],
		areas: ['Padgate'],
		email: 'office@stoswalds.example',
	},
	{
		name: 'Warrington Education Partnership',
		blurb:
			'A trust of eleven primary and secondary schools. We employ teachers, teaching assistants, site staff, cleaners and caterers.',
		blurbAt: 'last',
		roles: ['teaching-assistant', 'administrator', 'it-support'],
		areas: ['Orford', 'Great Sankey', 'Culcheth', 'Latchford'],
		email: 'recruitment@wep.example',
	},
	{
		name: 'Little Acorns Day Nursery',
		blurb: 'Little Acorns has three Ofsted Outstanding nurseries in Warrington for children from 3 months to 5 years.',
		blurbAt: 'about-us',
		roles: ['nursery-practitioner'],
		areas: ['Stockton Heath', 'Birchwood', 'Great Sankey'],
		email: 'jobs@littleacorns.example',
	},
	{
		name: 'Sentinel Security Services',
		blurb:
			'Sentinel provides SIA-licensed door supervisors and security officers to bars, retail parks, warehouses and construction sites across Cheshire.',
		blurbAt: 'about-us',
		roles: ['door-supervisor', 'security-officer'],
		areas: ['Warrington Town Centre', 'Gemini Retail Park', 'Omega South', 'Birchwood'],
		email: 'ops@sentinelsecurity.example',
	},
	{
		name: 'Pixel Forge Digital',
		blurb:
			'Pixel Forge is a digital agency in Warrington building websites and apps for local businesses, from hotels and restaurants to haulage firms.',
		blurbAt: 'first',
		roles: ['software-developer', 'full-stack-developer', 'data-analyst', 'administrator'],
		areas: ['Warrington Town Centre', 'Stockton Heath'],
		email: 'hello@pixelforge.example',
	},
	{
		name: 'CareLink IT',
		blurb: 'CareLink IT supports GP surgeries, care homes and schools with managed IT, phones and cyber security.',
		blurbAt: 'last',
		roles: ['it-support', 'software-developer', 'customer-service'],
		areas: ['Birchwood', 'Birchwood Business Park', 'Risley'],
		email: 'jobs@carelinkit.example',
	},
]
