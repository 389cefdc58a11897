// More people applying to the demo employer's jobs (Whitecross Engineering), so /candidate-quality
// shows a real spread of scores (decision 135): each sends what the apply form takes — a message,
// often a covering letter, and for most a CV as a one-page PDF made here from its text. They apply
// without an account (as anyone may, docs/product.md §9), so no job seeker is added to the talent
// pool's counts. The seed's first applications (SEED_APPLICATIONS) stay as they were.
import type { EntityManager } from '@mikro-orm/postgresql'
import { Application } from '../models/application.ts'
import type { Job } from '../models/job.ts'
import { StoredFile } from '../models/stored-file.ts'

const HOUR = 60 * 60 * 1000

type SeedApplicant = {
	jobTitle: string
	applicantName: string
	message: string
	coveringLetter: string | null
	/** The CV's lines; null when they sent none. */
	cv: string[] | null
	hoursAfterPosting: number
}

export const SEED_APPLICANTS: SeedApplicant[] = [
	{
		jobTitle: 'Accounts Assistant',
		applicantName: 'Joanne Pritchard',
		message: 'I would like to apply for the part-time accounts assistant role; school hours would suit me well.',
		coveringLetter:
			'I have six years of experience as an accounts assistant at a builders’ merchant in Birchwood, where I process around 200 purchase invoices a week in Sage 200, match them to orders, run the Friday supplier payments and chase overdue customer accounts. I help with month-end and the payroll for 40 staff, and I finished my AAT Level 3 last year. Your role looks like the work I enjoy most, closer to home in Westbrook.',
		cv: [
			'Joanne Pritchard - Accounts Assistant',
			'Profile: six years in purchase and sales ledger, AAT Level 3 qualified.',
			'2019 to now: Accounts Assistant, builders merchant, Birchwood.',
			'- Purchase invoices, order matching and supplier payment runs in Sage 200.',
			'- Credit control: chasing overdue accounts, agreeing payment plans.',
			'- Month-end accruals, bank reconciliations, payroll for 40 staff.',
			'2016 to 2019: Administrator, letting agency, Warrington town centre.',
			'Qualifications: AAT Level 3 Diploma in Accounting; GCSEs in maths and English.',
			'Skills: Sage 200, Excel (lookups, pivot tables), Xero.',
		],
		hoursAfterPosting: 18,
	},
	{
		jobTitle: 'Quality Inspector',
		applicantName: 'Daniel Okafor',
		message: 'Applying for the quality inspector role at your Woolston site.',
		coveringLetter:
			'For seven years I have inspected machined and fabricated parts for an aerospace supplier in Runcorn: first-off and final inspection with micrometers, bore gauges and height gauges, CMM programming on Calypso, and reading GD&T on customer drawings. I write inspection reports, raise non-conformances and took part in our ISO 9001 audits as an internal auditor. I would welcome a move to a day-shift inspector role closer to home.',
		cv: [
			'Daniel Okafor - Quality Inspector',
			'Seven years inspecting precision machined parts.',
			'2018 to now: Quality Inspector, aerospace machining, Runcorn.',
			'- CMM programming and inspection (Zeiss Calypso).',
			'- First-off and final inspection against drawings with GD&T.',
			'- Non-conformance reports, 8D investigations, ISO 9001 internal audits.',
			'Qualifications: HNC Mechanical Engineering; ISO 9001 internal auditor.',
			'Skills: micrometers, bore gauges, height gauges, surface plates.',
		],
		hoursAfterPosting: 40,
	},
	{
		jobTitle: 'Welder Fabricator',
		applicantName: 'Craig Atherton',
		message:
			'Ten years MIG and TIG welding mild and stainless steel, working from drawings. City & Guilds in fabrication and welding. Available after one week’s notice.',
		coveringLetter: null,
		cv: [
			'Craig Atherton - Welder Fabricator',
			'2014 to now: Welder Fabricator, agricultural machinery maker, Lymm.',
			'- MIG and TIG welding of frames, guards and hoppers in mild and stainless steel.',
			'- Marking out, cutting, folding and fabrication from drawings.',
			'Qualifications: City & Guilds Level 3 Fabrication and Welding.',
		],
		hoursAfterPosting: 10,
	},
	{
		jobTitle: 'Design Engineer (SolidWorks)',
		applicantName: 'Aisha Begum',
		message: 'Please consider me for the design engineer vacancy.',
		coveringLetter:
			'I have three years of experience designing jigs, fixtures and sheet-metal enclosures in SolidWorks for a special-purpose machine builder in Widnes, producing fully toleranced drawings and working with the shop floor on how parts are made. I hold an HNC in Mechanical Engineering and am studying for my degree part-time. I would enjoy visiting your customers and designing for your own machine shop.',
		cv: [
			'Aisha Begum - Design Engineer',
			'2022 to now: Design Engineer, special-purpose machines, Widnes.',
			'- 3D models and toleranced drawings in SolidWorks and AutoCAD.',
			'- Jigs, fixtures, guarding and sheet-metal enclosures.',
			'Qualifications: HNC Mechanical Engineering; BEng (part-time, second year).',
		],
		hoursAfterPosting: 26,
	},
	{
		jobTitle: 'Goods-In Operative',
		applicantName: 'Lee Gaskell',
		message: 'Got my counterbalance licence, can start Monday.',
		coveringLetter: null,
		cv: null,
		hoursAfterPosting: 5,
	},
	{
		jobTitle: 'Production Operative (12-week contract)',
		applicantName: 'Natalia Kowalska',
		message:
			'I have not worked in a factory before, but I have two years in retail stockrooms and I am careful and reliable. I can work every weekday and Saturdays.',
		coveringLetter: null,
		cv: null,
		hoursAfterPosting: 3,
	},
	{
		jobTitle: 'Health and Safety Advisor',
		applicantName: 'Steven Cole',
		message: 'Available for the nine-month contract from next month.',
		coveringLetter:
			'I hold the NEBOSH General Certificate and have eight years in health and safety roles in manufacturing, most recently leading a plant in Warrington through its ISO 45001 certification. I keep risk assessments and COSHH records current, investigate incidents and run toolbox talks that people actually listen to.',
		cv: [
			'Steven Cole - Health and Safety Advisor',
			'2017 to now: SHEQ Advisor, chemicals manufacturer, Warrington.',
			'- Risk assessments, COSHH, incident investigation, toolbox talks.',
			'- Led ISO 45001 certification and surveillance audits.',
			'Qualifications: NEBOSH General Certificate; IOSH Managing Safely.',
		],
		hoursAfterPosting: 60,
	},
	{
		jobTitle: 'CNC Machinist',
		applicantName: 'Ryan Foster',
		message:
			'CNC setter-operator on Mazak milling centres for four years, reading drawings and doing my own first-offs. I am looking for a Monday to Friday pattern as a machinist.',
		coveringLetter: null,
		cv: ['Ryan Foster', 'CNC setter-operator.'],
		hoursAfterPosting: 14,
	},
	{
		jobTitle: 'Maintenance Engineer (Electrical)',
		applicantName: 'Beth Lowe',
		message: 'Applying for the electrical maintenance engineer role.',
		coveringLetter:
			'I served my apprenticeship as an electrical maintenance technician at a paper mill and have four years of experience since, fault-finding on PLC-controlled lines, motors and compressors, and carrying out planned maintenance. I hold an NVQ Level 3 in electrical maintenance and the 18th Edition, and I am happy on a four-on, four-off pattern with call-outs.',
		cv: [
			'Beth Lowe - Electrical Maintenance Engineer',
			'2021 to now: Maintenance Engineer, paper mill, Warrington.',
			'- Electrical fault-finding on PLC-controlled lines (Siemens S7).',
			'- Planned maintenance of motors, inverters and compressors.',
			'Qualifications: NVQ Level 3 Electrical Maintenance; 18th Edition.',
		],
		hoursAfterPosting: 30,
	},
	{
		jobTitle: 'Engineering Apprentice',
		applicantName: 'Kieran Walsh',
		message:
			'I am sitting my GCSEs in maths, English and engineering this summer and I enjoy making things in the school workshop. I would love to start an engineering apprenticeship with you.',
		coveringLetter: null,
		cv: null,
		hoursAfterPosting: 3,
	},
]

/** The applicants above, each applied to the demo employer's job of that title; files stored alongside. */
export function seedApplicants(tx: EntityManager, job: (title: string) => Job, now: Date) {
	for (const [index, applicant] of SEED_APPLICANTS.entries()) {
		const applied = job(applicant.jobTitle)
		const data = applicant.cv ? cvPdf(applicant.cv) : null
		const fileName = `${applicant.applicantName} CV.pdf`
		const cvFile = data
			? tx.create(StoredFile, { fileName, mimeType: 'application/pdf', size: data.byteLength, data: Buffer.from(data) })
			: null
		tx.create(Application, {
			job: applied,
			applicantName: applicant.applicantName,
			applicantEmail: `${applicant.applicantName.toLowerCase().replace(/[^a-z]+/g, '.')}.${index + 1}@example.com`,
			message: applicant.message,
			coveringLetter: applicant.coveringLetter,
			cvFile,
			cvFileName: cvFile ? fileName : null,
			cvMimeType: cvFile ? 'application/pdf' : null,
			appliedAt: new Date(Math.min(applied.postedAt.getTime() + applicant.hoursAfterPosting * HOUR, now.getTime())),
		})
	}
}

/**
 * A one-page PDF of the lines, in Helvetica (a font every reader has, so nothing is embedded), with
 * a cross-reference table a strict reader accepts. Characters outside ASCII become their nearest.
 */
function cvPdf(lines: readonly string[]) {
	const text = (line: string) =>
		line
			.replace(/[‘’]/g, "'")
			.replace(/[“”]/g, '"')
			.replace(/[–—]/g, '-')
			.replace(/[^\x20-\x7e]/g, '?')
			.replace(/[\\()]/g, (character) => `\\${character}`)
	const stream = [
		'BT',
		'/F1 16 Tf',
		'56 780 Td',
		'20 TL',
		`(${text(lines[0] ?? '')}) Tj`,
		'/F1 11 Tf',
		'16 TL',
		...lines.slice(1).flatMap((line) => ['T*', `(${text(line)}) Tj`]),
		'ET',
	].join('\n')
	const objects = [
		'<< /Type /Catalog /Pages 2 0 R >>',
		'<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
		'<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
		'<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
		`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
		`<< /Title (${text(lines[0] ?? 'CV')}) /Producer (Warrington Jobs demo data) >>`,
	]
	let body = '%PDF-1.4\n'
	const offsets = objects.map((object, index) => {
		const offset = body.length
		body += `${index + 1} 0 obj\n${object}\nendobj\n`
		return offset
	})
	const xref = body.length
	body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`
	body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('')
	body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${objects.length} 0 R >>\nstartxref\n${xref}\n%%EOF\n`
	return new TextEncoder().encode(body)
}
