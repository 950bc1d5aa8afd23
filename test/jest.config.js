/** Cross-app browser tests: the real server (real PostgreSQL, real mail files) driven through Chromium. */
module.exports = {
  testEnvironment: 'node',
  testMatch: ['<rootDir>/e2e/**/*.e2e.ts'],
  transform: {'^.+\\.ts$': ['ts-jest', {tsconfig: '<rootDir>/tsconfig.json'}]},
  globalSetup: '<rootDir>/support/global-setup.js',
  globalTeardown: '<rootDir>/support/global-teardown.js',
  setupFiles: ['<rootDir>/support/worker-stack.js'],
  testTimeout: 90000,
  // Each test cleans up what it starts; this only keeps an idle keep-alive socket from delaying the exit.
  forceExit: true,
};
