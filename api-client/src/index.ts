export * from './rest';
export * from './theme';
export * from './token';
export * from './validation';
export * from './apollo';
export * from './api-types';
export * from './graphql-upload';
