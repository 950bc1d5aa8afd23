import {describe, expect, it} from 'vitest';
import {
  isValidAbn,
  isValidCompanyPhone,
  isValidEmail,
  isValidRegistrationMobile,
  isValidStaffMobile,
  MESSAGES,
  passwordError,
  uploadFrequencyName,
} from './validation';

describe('passwordError', () => {
  it('asks for a password when there is none', () => {
    expect(passwordError('')).toBe('* Password is required');
  });

  it('accepts lower case, upper case, a digit and a special character in 6 or more characters', () => {
    expect(passwordError('Demo@1')).toBeUndefined();
    expect(passwordError('Longer$Secret99')).toBeUndefined();
  });

  it.each([
    ['too short', 'De@1a'],
    ['no upper case', 'demo@12345'],
    ['no lower case', 'DEMO@12345'],
    ['no digit', 'Demo@abcde'],
    ['no special character', 'Demo12345'],
    ['a special character outside the rule', 'Demo#12345'],
  ])('refuses a password with %s', (_, password) => {
    expect(passwordError(password)).toBe(MESSAGES.passwordRule);
  });
});

describe('isValidEmail', () => {
  it('accepts an address with a domain and a top-level part of 2 or more letters, spaces around ignored', () => {
    expect(isValidEmail('madmin@demo-energy.example')).toBe(true);
    expect(isValidEmail('  a.b@c.au ')).toBe(true);
  });

  it.each(['plain', 'a@b', 'a@b.c', 'a b@c.au', '@c.au', 'a@.au'])('refuses %s', email => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('isValidAbn', () => {
  it('accepts an ABN whose weighted sum is divisible by 89, with or without spaces', () => {
    expect(isValidAbn('51 824 753 556')).toBe(true);
    expect(isValidAbn('51824753556')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length, letters and all zeros', () => {
    expect(isValidAbn('51 824 753 557')).toBe(false);
    expect(isValidAbn('5182475355')).toBe(false);
    expect(isValidAbn('518247535561')).toBe(false);
    expect(isValidAbn('51a24753556')).toBe(false);
    // 10 × (0 - 1) + 0 = -10: a sum that is not a multiple of 89 (and 00000000000 must not slip through).
    expect(isValidAbn('00000000000')).toBe(false);
  });
});

describe('phone numbers', () => {
  it('registration mobile: 10 digits starting 02 or 04, spaces ignored', () => {
    expect(isValidRegistrationMobile('0412 345 678')).toBe(true);
    expect(isValidRegistrationMobile('0298765432')).toBe(true);
    expect(isValidRegistrationMobile('0612345678')).toBe(false);
    expect(isValidRegistrationMobile('041234567')).toBe(false);
  });

  it('staff mobile: 10 digits starting 04 or 06', () => {
    expect(isValidStaffMobile('0412345678')).toBe(true);
    expect(isValidStaffMobile('06 1234 5678')).toBe(true);
    expect(isValidStaffMobile('0212345678')).toBe(false);
  });

  it('company phone: an optional +61, 61 or 0 prefix, then 9 digits not starting with 0', () => {
    expect(isValidCompanyPhone('+61 2 9876 5432')).toBe(true);
    expect(isValidCompanyPhone('61298765432')).toBe(true);
    expect(isValidCompanyPhone('02 9876 5432')).toBe(true);
    expect(isValidCompanyPhone('298765432')).toBe(true);
    expect(isValidCompanyPhone('0098765432')).toBe(false);
    expect(isValidCompanyPhone('02 9876 543')).toBe(false);
  });
});

describe('uploadFrequencyName', () => {
  it('names codes 1 to 6 and nothing else', () => {
    expect(uploadFrequencyName(1)).toBe('Daily');
    expect(uploadFrequencyName(3)).toBe('Fortnightly');
    expect(uploadFrequencyName(6)).toBe('Annually');
    expect(uploadFrequencyName(7)).toBeUndefined();
    expect(uploadFrequencyName(null)).toBeUndefined();
  });
});
