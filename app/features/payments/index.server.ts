// What other areas may use of this one, on the server: its services. The rest of the folder is its own.
export { AlreadyEnrolledError, coursePaymentPageUrl, startCoursePayment } from './course-payments.server.ts'
export { paymentOperations } from './openapi.ts'
export { PaymentError } from './payment-errors.server.ts'
export { paymentErrorForScreen, paymentErrorResponse } from './payment-responses.server.ts'
export {
	confirmCoursePayment,
	paymentPageUrl,
	PAYMENTS_NOT_CONFIGURED,
	paymentsConfigured,
	startSponsorshipPayment,
} from './payments.server.ts'
