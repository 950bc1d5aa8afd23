/**
 * Field rules shared by the portal and the admin console (document 000 section 5, document 001
 * section 5). Messages are the specification's, word for word.
 */

/** Lowercase, uppercase, digit and one of @ $ ! % * ? & (both readings), at least 6 characters. */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).{6,}$/;

export const MESSAGES = {
  required: 'This field is required',
  passwordRequired: '* Password is required',
  passwordRule:
    'Password must be combination of upper case,digit and special characters and should have minimum 6 characters',
  confirmMismatch: 'Confirm password did not match',
  email: 'Please enter valid email address',
  abn: 'Please provide valid ABN no',
  registrationMobile: 'Mobile should be 10 digit and must start from 02 or 04',
  staffMobile: 'Mobile should be 10 digit and must start from 04 or 06',
  companyPhone: 'Phone should be 10 digit and must start from 04 or 06',
  usernameTaken: 'User name already taken',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function isValidEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}

/** Empty → '* Password is required'; rule broken → the rule message; fine → undefined. */
export function passwordError(value: string): string | undefined {
  if (!value) return MESSAGES.passwordRequired;
  return PASSWORD_RULE.test(value) ? undefined : MESSAGES.passwordRule;
}

/** 11 digits once spaces are removed; weights 10,1,3,...,19 with the first digit less one; sum ≠ 0 and divisible by 89. */
export function isValidAbn(value: string): boolean {
  const digits = value.replace(/\s+/g, '');
  if (!/^\d{11}$/.test(digits)) return false;
  const weights = [10, 1, 3, 5, 7, 9, 11, 13, 15, 17, 19];
  const sum = weights.reduce((total, weight, i) => total + weight * (Number(digits[i]) - (i === 0 ? 1 : 0)), 0);
  return sum !== 0 && sum % 89 === 0;
}

/** Registration mobile: 10 digits starting 02 or 04 (spaces ignored). */
export function isValidRegistrationMobile(value: string): boolean {
  return /^0[24]\d{8}$/.test(value.replace(/\s+/g, ''));
}

/** Staff and my-account phone: 04 or 06 followed by 8 digits (spaces ignored). */
export function isValidStaffMobile(value: string): boolean {
  return /^0[46]\d{8}$/.test(value.replace(/\s+/g, ''));
}

/** Company phone: optional +61 / 61 / 0 prefix, then 9 digits starting 1 to 9 (spaces ignored). */
export function isValidCompanyPhone(value: string): boolean {
  return /^(?:\+?61|0)?[1-9]\d{8}$/.test(value.replace(/\s+/g, ''));
}

/** Upload frequency names by code (document 000 section 3); codes 7 to 9 have no known name. */
export const UPLOAD_FREQUENCIES: ReadonlyArray<{code: number; name: string}> = [
  {code: 1, name: 'Daily'},
  {code: 2, name: 'Weekly'},
  {code: 3, name: 'Fortnightly'},
  {code: 4, name: 'Monthly'},
  {code: 5, name: 'Quarterly'},
  {code: 6, name: 'Annually'},
];

export function uploadFrequencyName(code: number | null | undefined): string | undefined {
  return UPLOAD_FREQUENCIES.find(f => f.code === code)?.name;
}
