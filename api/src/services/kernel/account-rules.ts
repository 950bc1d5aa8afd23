import {PASSWORD_RULE, PASSWORD_RULE_MESSAGE} from './password.service';
import {ServiceError, ServiceErrorCode} from './service-error';

/**
 * The account rules of document 000 section 5 (and document 001 for my account and staff):
 * each rule and its message lives here once, whichever call applies it.
 */
export const ACCOUNT_MESSAGES = {
  required: 'This field is required',
  passwordRequired: '* Password is required',
  passwordRule: PASSWORD_RULE_MESSAGE,
  confirmMismatch: 'Confirm password did not match',
  email: 'Please enter valid email address',
  registrationMobile: 'Mobile should be 10 digit and must start from 02 or 04',
  staffMobile: 'Mobile should be 10 digit and must start from 04 or 06',
  companyPhone: 'Phone should be 10 digit and must start from 04 or 06',
  abn: 'Please provide valid ABN no',
  uploadFrequency: 'Please select upload frequency',
  usernameTaken: 'User name already taken',
  companyRegistered: 'Manufacturer is already registered, Please use forgot password to reset your password.',
  companyNotApproved: 'Manufacturer name does not match with CEC list.',
  loginFailed: 'The Username or Password you entered is incorrect.',
} as const;

/** A broken rule about `field` (a VALIDATION refusal unless said): answered as `{status: false, message, field}`. */
export function ruleError(message: string, field?: string, code: ServiceErrorCode = 'VALIDATION'): ServiceError {
  return new ServiceError(message, code, {field});
}

/** A check answers the message of the broken rule, or undefined when the value passes. */
export type Check = (value: unknown) => string | undefined;

const text = (value: unknown): string =>
  typeof value === 'string' ? value.trim() : value == null ? '' : String(value).trim();
const digits = (value: unknown): string => text(value).replace(/\s+/g, '');

export const required: Check = value => (text(value) ? undefined : ACCOUNT_MESSAGES.required);

/** Passwords are not trimmed: every character counts. */
export const password: Check = value => {
  const pw = typeof value === 'string' ? value : '';
  if (!pw) return ACCOUNT_MESSAGES.passwordRequired;
  return PASSWORD_RULE.test(pw) ? undefined : ACCOUNT_MESSAGES.passwordRule;
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const email: Check = value => {
  if (!text(value)) return ACCOUNT_MESSAGES.required;
  return EMAIL.test(text(value)) && text(value).length <= 254 ? undefined : ACCOUNT_MESSAGES.email;
};

/** Registration mobile: 10 digits starting 02 or 04 (spaces ignored). */
export const registrationMobile: Check = value => {
  if (!text(value)) return ACCOUNT_MESSAGES.required;
  return /^0[24]\d{8}$/.test(digits(value)) ? undefined : ACCOUNT_MESSAGES.registrationMobile;
};

/** My account and staff phone: optional; 04 or 06 then 8 digits (document 001). */
export const staffMobile: Check = value => {
  if (!text(value)) return undefined;
  return /^0[46]\d{8}$/.test(digits(value)) ? undefined : ACCOUNT_MESSAGES.staffMobile;
};

/** Company phone: Australian, optional +61, 61 or 0 prefix, then 9 digits starting 1 to 9. */
export const companyPhone: Check = value => {
  if (!text(value)) return ACCOUNT_MESSAGES.required;
  return /^(?:\+?61|0)?[1-9]\d{8}$/.test(digits(value)) ? undefined : ACCOUNT_MESSAGES.companyPhone;
};

/** The ABN checksum: weights 10,1,3,...,19 on the 11 digits, first digit minus 1; total non-zero and divisible by 89. */
export function isValidAbn(value: unknown): boolean {
  const abn = digits(value);
  if (!/^\d{11}$/.test(abn)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const total = weights.reduce((sum, w, i) => sum + w * (Number(abn[i]) - (i === 0 ? 1 : 0)), 0);
  return total !== 0 && total % 89 === 0;
}

export const abn: Check = value => {
  if (!text(value)) return ACCOUNT_MESSAGES.required;
  return isValidAbn(value) ? undefined : ACCOUNT_MESSAGES.abn;
};

/** Upload frequency: an option 1 to 9; 0 (or nothing) means none was chosen. */
export const uploadFrequency: Check = value => {
  const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= 9
    ? undefined
    : ACCOUNT_MESSAGES.uploadFrequency;
};

/** Confirm password: must equal the password. */
export function confirmPassword(passwordValue: unknown, confirm: unknown): string | undefined {
  return passwordValue === confirm ? undefined : ACCOUNT_MESSAGES.confirmMismatch;
}

/** Applies the checks field by field, in order; throws the first broken rule with its field. */
export function enforce<T extends object>(input: T, checks: Array<[keyof T & string, Check]>): void {
  for (const [field, check] of checks) {
    const message = check((input as Record<string, unknown>)[field]);
    if (message) throw ruleError(message, field);
  }
}

/** Trimmed text of an input field (mobiles, phones and ABNs also lose their inner spaces). */
export const clean = {text, digits};
