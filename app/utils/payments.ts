// Words about card payments that the server and the screens share.

/** Said wherever a paid plan would be offered while Stripe's keys are not set (PRODUCT.md, "What real means"). */
export const PAYMENTS_NOT_CONFIGURED = 'Sponsorship is not available right now: card payments are not configured.'
