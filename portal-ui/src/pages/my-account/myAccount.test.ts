import {describe, expect, it} from 'vitest';
import {UPLOAD_FREQUENCIES, validateAccount} from './myAccount';

describe('validateAccount', () => {
  it('requires the names and checks an optional phone against 04 or 06 then 8 digits', () => {
    expect(validateAccount({firstName: '', lastName: ' ', phone: '', uploadFrequency: 6})).toEqual({
      firstName: 'This field is required',
      lastName: 'This field is required',
    });
    expect(validateAccount({firstName: 'A', lastName: 'B', phone: '0412 345 678', uploadFrequency: 6})).toEqual({});
    expect(validateAccount({firstName: 'A', lastName: 'B', phone: '0212345678', uploadFrequency: 6}).phone).toBe(
      'Mobile should be 10 digit and must start from 04 or 06',
    );
  });

  it('offers the six upload frequencies of document 001', () => {
    expect(UPLOAD_FREQUENCIES.map(f => `${f.value} ${f.label}`)).toEqual([
      '1 Daily',
      '2 Weekly',
      '3 Fortnightly',
      '4 Monthly',
      '5 Quarterly',
      '6 Annually',
    ]);
  });
});
