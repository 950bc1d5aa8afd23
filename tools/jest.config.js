/**
 * Tools tests: ts-jest over src/, against the API's built modules (npm test builds them first) and
 * the API's test database set-up (one real PostgreSQL database for the run).
 */
const apiTestSupport = require('node:path').dirname(require.resolve('@voltcheck/api/package.json')) + '/test-support';

module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/src'],
  testMatch: ['**/__tests__/**/*.test.ts'],
  transform: {'^.+\\.[tj]sx?$': ['ts-jest', {tsconfig: '<rootDir>/tsconfig.test.json'}]},
  // The API's output is plain CommonJS; LoopBack, the connector and the API's signing pull in ESM-only uuid, chalk and jose.
  transformIgnorePatterns: ['/api/dist/', '/node_modules/(?!(?:.+/node_modules/)?(?:uuid|chalk|jose)/)'],
  globalSetup: `${apiTestSupport}/global-setup.mjs`,
  globalTeardown: `${apiTestSupport}/global-teardown.mjs`,
  setupFiles: [`${apiTestSupport}/worker-database.cjs`],
  testTimeout: 60000,
};
