// Words about card payments that the server and the screens share.

/** Said wherever a paid plan would be offered while Stripe's keys are not set (docs/product.md §2). */
export const PAYMENTS_NOT_CONFIGURED = 'Sponsorship is not available right now: card payments are not configured.'
