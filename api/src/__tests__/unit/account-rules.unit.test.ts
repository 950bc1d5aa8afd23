import {restError} from '../../middleware/rest-error';
import * as rules from '../../services/kernel/account-rules';

describe('account rules', () => {
  it('checks ABNs with the weighted checksum', () => {
    for (const ok of ['51 824 753 556', '53004085616', '33 051 775 556', '83914571673'])
      expect(rules.isValidAbn(ok)).toBe(true);
    for (const bad of ['51824753557', '5182475355', '', '00000000000', '10000000000', 'abcdefghijk'])
      expect(rules.isValidAbn(bad)).toBe(false);
  });

  it('reads the password rule with both readings of the special characters', () => {
    expect(rules.password('')).toBe('* Password is required');
    expect(rules.password('Ab!1cd')).toBeUndefined();
    expect(rules.password('Ab@1cd')).toBeUndefined();
    expect(rules.password('Ab#1cd')).toBe(rules.ACCOUNT_MESSAGES.passwordRule);
    expect(rules.password('Ab@1c')).toBe(rules.ACCOUNT_MESSAGES.passwordRule);
  });

  it('tells the registration mobile, the staff mobile and the company phone apart', () => {
    expect(rules.registrationMobile('0212345678')).toBeUndefined();
    expect(rules.registrationMobile('0612345678')).toBe(rules.ACCOUNT_MESSAGES.registrationMobile);
    expect(rules.staffMobile('0612345678')).toBeUndefined();
    expect(rules.staffMobile('')).toBeUndefined();
    expect(rules.staffMobile('0212345678')).toBe(rules.ACCOUNT_MESSAGES.staffMobile);
    for (const ok of ['0298765432', '+61298765432', '61298765432', '298765432'])
      expect(rules.companyPhone(ok)).toBeUndefined();
    expect(rules.companyPhone('0098765432')).toBe(rules.ACCOUNT_MESSAGES.companyPhone);
  });

  it('accepts upload frequencies 1 to 9 only', () => {
    for (const ok of [1, 6, 9, '4']) expect(rules.uploadFrequency(ok)).toBeUndefined();
    for (const bad of [0, 10, 2.5, '', null, undefined, 'x'])
      expect(rules.uploadFrequency(bad)).toBe('Please select upload frequency');
  });

  it('throws the first broken rule with its field and status', () => {
    let thrown: unknown;
    try {
      rules.enforce({A: 'x', B: ''}, [
        ['A', rules.required],
        ['B', rules.required],
      ]);
    } catch (err) {
      thrown = err;
    }
    expect(thrown).toMatchObject({message: 'This field is required', field: 'B'});
    // Its status: the REST edge's mapping of the refusal.
    expect(restError(thrown).statusCode).toBe(400);
  });
});
