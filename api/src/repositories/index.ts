export * from './app-user.repository';
export * from './approved-list.repository';
export * from './distributor.repository';
export * from './manufacturer.repository';
export * from './postcode.repository';
export * from './user-token.repository';
