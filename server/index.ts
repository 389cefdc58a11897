// NODE_ENV must be settled before React or React Router load, since they pick their
// development or production builds when first imported.
process.env.NODE_ENV ??= 'production'
await import('./main.ts')
