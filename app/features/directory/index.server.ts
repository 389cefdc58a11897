// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export {
	approveSubmission,
	listPendingSubmissions,
	rejectSubmission,
	SubmissionAlreadyReviewedError,
	SubmissionNotFoundError,
} from './business-submissions.server.ts'
export {
	EnquiryNotFoundError,
	listContactMessages,
	listPartnershipEnquiries,
	markContactHandled,
	markEnquiryHandled,
	sendPartnershipEnquiry,
} from './enquiries.server.ts'
export { businessSubmissionOperations } from './openapi.ts'
