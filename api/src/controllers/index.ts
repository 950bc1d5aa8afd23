export * from './account-token.controller';
export * from './company-lookup.controller';
export * from './health.controller';
export * from './password-reset.controller';
export * from './profile.controller';
export * from './registration.controller';
export * from './my-account.controller';
export * from './staff.controller';
