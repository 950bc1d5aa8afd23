import {
  isValidAbn,
  isValidCompanyPhone,
  isValidEmail,
  isValidRegistrationMobile,
  MESSAGES,
  passwordError,
} from '@voltcheck/api-client';
import type {RegistrationUser} from './register.queries';

export interface RegisterValues {
  username: string;
  password: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  companyName: string;
  abn: string;
  phone: string;
  uploadFrequency: number;
  supplier: boolean;
  address: string;
  placeId: string;
  addressLine1: string;
}

export type FieldName = keyof RegisterValues;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const INITIAL_VALUES: RegisterValues = {
  username: '',
  password: '',
  firstName: '',
  lastName: '',
  email: '',
  mobile: '',
  companyName: '',
  abn: '',
  phone: '',
  uploadFrequency: 0,
  supplier: false,
  address: '',
  placeId: '',
  addressLine1: '',
};

/** The order errors are focused in: the order of the form. */
export const FIELD_ORDER: FieldName[] = [
  'username',
  'password',
  'firstName',
  'lastName',
  'email',
  'mobile',
  'companyName',
  'abn',
  'phone',
  'uploadFrequency',
  'address',
];

const digits = (v: string) => v.replace(/\s+/g, '');

/** Client-side rules of document 000 section 5, field by field. */
export function validateField(name: FieldName, v: RegisterValues): string | undefined {
  switch (name) {
    case 'username':
    case 'firstName':
    case 'lastName':
    case 'companyName':
      return v[name].trim() ? undefined : MESSAGES.required;
    case 'password':
      return passwordError(v.password);
    case 'email':
      if (!v.email.trim()) return MESSAGES.required;
      return isValidEmail(v.email) ? undefined : MESSAGES.email;
    case 'mobile':
      if (!v.mobile.trim()) return MESSAGES.required;
      return isValidRegistrationMobile(v.mobile) ? undefined : MESSAGES.registrationMobile;
    case 'phone':
      if (!v.phone.trim()) return MESSAGES.required;
      return isValidCompanyPhone(v.phone) ? undefined : MESSAGES.companyPhone;
    case 'abn':
      if (!v.abn.trim()) return MESSAGES.required;
      return isValidAbn(v.abn) ? undefined : MESSAGES.abn;
    case 'uploadFrequency':
      return v.uploadFrequency >= 1 && v.uploadFrequency <= 9 ? undefined : MESSAGES.required;
    case 'address':
      return v.address.trim() && v.addressLine1.trim() ? undefined : MESSAGES.required;
    default:
      return undefined;
  }
}

export function validateAll(v: RegisterValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const name of FIELD_ORDER) {
    const error = validateField(name, v);
    if (error) errors[name] = error;
  }
  return errors;
}

export function toRegistrationUser(v: RegisterValues): RegistrationUser {
  return {
    Username: v.username.trim(),
    Password: v.password,
    FirstName: v.firstName.trim(),
    LastName: v.lastName.trim(),
    Email: v.email.trim(),
    Mobile: digits(v.mobile),
    CompanyName: v.companyName.trim(),
    AbnNo: digits(v.abn),
    Phone: digits(v.phone),
    UploadFrequency: v.uploadFrequency,
    Supplier: v.supplier,
    Address: v.address.trim(),
    PlaceId: v.placeId,
    AddressLine1: v.addressLine1.trim(),
  };
}

/** The server may name the field it refused (`field`): its payload name, mapped to ours. */
export function fieldFromServer(field: unknown): FieldName | undefined {
  if (typeof field !== 'string') return undefined;
  const key = field.toLowerCase();
  const map: Record<string, FieldName> = {
    username: 'username',
    password: 'password',
    firstname: 'firstName',
    lastname: 'lastName',
    email: 'email',
    mobile: 'mobile',
    companyname: 'companyName',
    abnno: 'abn',
    abn: 'abn',
    phone: 'phone',
    uploadfrequency: 'uploadFrequency',
    address: 'address',
    placeid: 'address',
    addressline1: 'address',
  };
  return map[key];
}
