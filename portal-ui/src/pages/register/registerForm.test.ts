import {MESSAGES} from '@voltcheck/api-client';
import {describe, expect, it} from 'vitest';
import {
  fieldFromServer,
  FIELD_ORDER,
  INITIAL_VALUES,
  toRegistrationUser,
  validateAll,
  validateField,
  type RegisterValues,
} from './registerForm';

const VALID: RegisterValues = {
  username: ' mia ',
  password: 'Demo@12345',
  firstName: ' Mia ',
  lastName: 'Maker',
  email: ' mia@demo-energy.example ',
  mobile: '0412 345 678',
  companyName: ' Demo Energy ',
  abn: '51 824 753 556',
  phone: '02 9876 5432',
  uploadFrequency: 2,
  supplier: false,
  address: ' 1 Demo Street, Sydney NSW 2000 ',
  placeId: 'au-2000-sydney',
  addressLine1: ' 1 Demo Street ',
};

describe('validateField', () => {
  it('accepts a complete, valid form', () => {
    expect(validateAll(VALID)).toEqual({});
  });

  it('requires every field of the form, in the order of the form', () => {
    const errors = validateAll(INITIAL_VALUES);
    expect(Object.keys(errors)).toEqual(FIELD_ORDER);
    expect(errors.password).toBe(MESSAGES.passwordRequired);
    expect(errors.username).toBe(MESSAGES.required);
    expect(errors.uploadFrequency).toBe(MESSAGES.required);
  });

  it('treats blanks as empty', () => {
    expect(validateField('firstName', {...VALID, firstName: '   '})).toBe(MESSAGES.required);
  });

  it.each([
    ['email', {email: 'mia@demo'}, MESSAGES.email],
    ['mobile', {mobile: '0612345678'}, MESSAGES.registrationMobile],
    ['phone', {phone: '12345'}, MESSAGES.companyPhone],
    ['abn', {abn: '51 824 753 557'}, MESSAGES.abn],
    ['password', {password: 'password'}, MESSAGES.passwordRule],
  ] as const)('gives the rule message for a wrong %s', (name, patch, message) => {
    expect(validateField(name, {...VALID, ...patch})).toBe(message);
  });

  it('needs an upload frequency code from 1 to 9', () => {
    expect(validateField('uploadFrequency', {...VALID, uploadFrequency: 9})).toBeUndefined();
    expect(validateField('uploadFrequency', {...VALID, uploadFrequency: 10})).toBe(MESSAGES.required);
  });

  it('needs an address with its first line', () => {
    expect(validateField('address', {...VALID, addressLine1: ''})).toBe(MESSAGES.required);
  });
});

describe('toRegistrationUser', () => {
  it('sends the payload of document 000: trimmed text, digits only for numbers, the password as typed', () => {
    expect(toRegistrationUser({...VALID, password: ' Demo@12345 '})).toEqual({
      Username: 'mia',
      Password: ' Demo@12345 ',
      FirstName: 'Mia',
      LastName: 'Maker',
      Email: 'mia@demo-energy.example',
      Mobile: '0412345678',
      CompanyName: 'Demo Energy',
      AbnNo: '51824753556',
      Phone: '0298765432',
      UploadFrequency: 2,
      Supplier: false,
      Address: '1 Demo Street, Sydney NSW 2000',
      PlaceId: 'au-2000-sydney',
      AddressLine1: '1 Demo Street',
    });
  });
});

describe('fieldFromServer', () => {
  it("maps the server's payload field names, in any case, to the form's fields", () => {
    expect(fieldFromServer('FirstName')).toBe('firstName');
    expect(fieldFromServer('AbnNo')).toBe('abn');
    expect(fieldFromServer('PlaceId')).toBe('address');
    expect(fieldFromServer('addressline1')).toBe('address');
  });

  it('knows no other field', () => {
    expect(fieldFromServer('Supplier')).toBeUndefined();
    expect(fieldFromServer(undefined)).toBeUndefined();
    expect(fieldFromServer(3)).toBeUndefined();
  });
});
