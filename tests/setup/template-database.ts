/** The migrated database Vitest's files copy (tests/setup/global-setup.ts); the e2e run copies it too. */
export const TEMPLATE_DATABASE = 'wj_test_template'
