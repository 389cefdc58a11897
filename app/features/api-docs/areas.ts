// The sections of the JSON API, in the order /api/docs shows them. Each area describes its own
// calls beside their routes (its openapi.ts, exported by its index.server.ts); a section gathers
// the calls of one or more areas under a heading, in the order the reader meets them. A new call
// goes into its area's list (operation.ts says how); a new list is one more name in a section.
import { accountOperations } from '../accounts/openapi.ts'
import { jobAlertOperations } from '../alerts/openapi.ts'
import { applicantCvOperations, applicationOperations, profileCvOperations } from '../applying/openapi.ts'
import { blogOperations } from '../blog/openapi.ts'
import { careerPathOperations, courseRecommendationOperations } from '../careers/openapi.ts'
import { businessSubmissionOperations } from '../directory/openapi.ts'
import { employerOperations } from '../employer/openapi.ts'
import { jobSourceOperations } from '../importing/openapi.ts'
import { insightOperations } from '../insights/openapi.ts'
import { jobInteractionOperations, jobOperations } from '../jobs/openapi.ts'
import { paymentOperations } from '../payments/openapi.ts'
import type { ApiArea } from '../../platform/openapi/operation.ts'
import { profileOperations } from '../profile/openapi.ts'
import { recommendationOperations } from '../recommendations/openapi.ts'
import { referenceOperations } from './reference.ts'
import { reviewOperations } from '../reviews/openapi.ts'
import { savedJobOperations } from '../saved-jobs/openapi.ts'
import { skillOperations } from '../skills/openapi.ts'
import { certificateOperations, courseOperations } from '../training/openapi.ts'

export const API_AREAS: ApiArea[] = [
	{
		tag: 'Accounts',
		description: 'Who is signed in, signing in and out, registering, and recovering a password.',
		operations: accountOperations,
	},
	{
		tag: 'Jobs and payments',
		description: 'The listing, one job, an employer’s jobs and their applications, and paying for a sponsorship.',
		operations: [
			...jobOperations,
			...skillOperations,
			...employerOperations,
			...applicantCvOperations,
			...paymentOperations,
		],
	},
	{
		tag: 'Job sources',
		description:
			'Where an employer’s jobs live outside the board (an applicant-tracking system’s board, an XML feed, careers pages), kept in sync in the background, and an admin’s approval of one.',
		operations: jobSourceOperations,
	},
	{
		tag: 'Applying and saving',
		description: 'Applying for jobs, the applications sent, saved jobs, recommendations and job preferences.',
		operations: [
			...applicationOperations,
			...savedJobOperations,
			...jobInteractionOperations,
			...recommendationOperations,
		],
	},
	{
		tag: 'Job alerts',
		description:
			'Saved searches mailed with only the jobs that are new since the last mail; at most 10 per job seeker. Every mail carries a one-click unsubscribe link.',
		operations: jobAlertOperations,
	},
	{
		tag: 'Profile and CV',
		description: 'Your CV, Quick Apply profile, profile picture, skills and training history.',
		operations: [...profileCvOperations, ...profileOperations],
	},
	{
		tag: 'Training and careers',
		description: 'The training catalogue and enrolments, course recommendations, certificates and career paths.',
		operations: [
			...courseOperations,
			...courseRecommendationOperations,
			...certificateOperations,
			...careerPathOperations,
		],
	},
	{
		tag: 'Insights',
		description:
			'The local job market for anyone; salary benchmarks, candidate scores and the talent pool for employers.',
		operations: insightOperations,
	},
	{
		tag: 'Reviews, blog and directory',
		description: 'Company reviews, the blog (written by admins), and business submissions for the directory.',
		operations: [...reviewOperations, ...blogOperations, ...businessSubmissionOperations],
	},
	{ tag: 'Reference', description: 'This document, and the page that shows it.', operations: referenceOperations },
]
