/** API tests: ts-jest over src/, one real PostgreSQL database for the whole run (see test-support/). */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: {'^.+\\.[tj]sx?$': ['ts-jest', {tsconfig: '<rootDir>/tsconfig.test.json'}]},
  // LoopBack and the connector pull in ESM-only uuid and chalk: let ts-jest compile them too.
  transformIgnorePatterns: ['/node_modules/(?!(?:.+/node_modules/)?(?:uuid|chalk|jose)/)'],
  globalSetup: '<rootDir>/test-support/global-setup.mjs',
  globalTeardown: '<rootDir>/test-support/global-teardown.mjs',
  setupFiles: ['<rootDir>/test-support/worker-database.cjs'],
  testTimeout: 120000,
};
