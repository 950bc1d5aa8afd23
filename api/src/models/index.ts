export * from './app-user.model';
export * from './distributor.model';
export * from './manufacturer.model';
export * from './user-token.model';
