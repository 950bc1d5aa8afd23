export * from './account-mail.service';
export {ACCOUNT_MESSAGES, ruleError} from './account-rules';
export * as accountRules from './account-rules';
export * from './company-lookup.service';
export * from './login.service';
export * from './password-reset.service';
export * from './profile.service';
export * from './registration.service';
export * from './user-token.service';
