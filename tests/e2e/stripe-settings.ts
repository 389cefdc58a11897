// Test-mode Stripe settings of the app server under the browser tests, shared by
// playwright.config.ts (the server's environment) and the specs (signing webhooks, reaching
// the stand-in). No real keys: the server's Stripe client talks to tests/e2e/stripe-stand-in.ts.

export const E2E_WEBHOOK_SECRET = 'whsec_e2e_warrington'

/**
 * The stand-in's port. playwright.config.ts picks one when E2E_STRIPE_PORT is not set, in the
 * main process, so that the workers (which inherit its environment) agree with it; a random
 * high port keeps overlapping runs on one machine apart.
 */
export function stripeStandInPort() {
	process.env.E2E_STRIPE_PORT ??= String(20_000 + Math.floor(Math.random() * 20_000))
	return Number(process.env.E2E_STRIPE_PORT)
}

export function stripeStandInBase() {
	return `http://127.0.0.1:${stripeStandInPort()}`
}

/** The app server's Stripe variables (README, Configuration). */
export function e2eStripeEnv() {
	return {
		STRIPE_SECRET_KEY: 'sk_test_e2e_warrington',
		STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_warrington',
		STRIPE_WEBHOOK_SECRET: E2E_WEBHOOK_SECRET,
		STRIPE_API_BASE: stripeStandInBase(),
	}
}
