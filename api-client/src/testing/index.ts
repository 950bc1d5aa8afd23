/** Builders and mocks for the UIs' tests (`@voltcheck/api-client/testing`); never imported by the apps themselves. */
export * from './claims';
export * from './graphql-mocks';
export * from './rest-mocks';
export * from './graphql-upload-mocks';
