import {api} from '@voltcheck/api-client';

/** Every call of the registration page is made before sign-in: none of them may sign anyone out. */
const q = (text: string) => encodeURIComponent(text.trim());
/** The server answers company look-ups for the kind of company being registered (our API's `supplier` parameter). */
const kind = (supplier: boolean) => `&supplier=${supplier}`;

export interface StatusAnswer {
  status: boolean;
  message?: string;
  field?: string;
}

export interface AddressSuggestion {
  description: string;
  suburb?: string;
  state?: string;
  postcode?: string;
  latitude?: number;
  longitude?: number;
  placeId: string;
}

export interface RegistrationUser {
  Username: string;
  Password: string;
  FirstName: string;
  LastName: string;
  Email: string;
  Mobile: string;
  CompanyName: string;
  AbnNo: string;
  Phone: string;
  UploadFrequency: number;
  Supplier: boolean;
  Address: string;
  PlaceId: string;
  AddressLine1: string;
}

/** true = the user name is taken. */
export async function isUsernameTaken(username: string, signal?: AbortSignal): Promise<boolean> {
  return (
    (await api<StatusAnswer>(`/account/AccountExist?search=${q(username)}`, {anonymous: true, signal})).status === true
  );
}

/** true = no account has registered this manufacturer yet. */
export async function isManufacturerAvailable(
  company: string,
  supplier: boolean,
  signal?: AbortSignal,
): Promise<boolean> {
  return (
    (
      await api<StatusAnswer>(`/profile/manufactureravailable?search=${q(company)}${kind(supplier)}`, {
        anonymous: true,
        signal,
      })
    ).status === true
  );
}

/** true = the name is on the regulator's approved list. */
export async function isManufacturerOnCecList(
  company: string,
  supplier: boolean,
  signal?: AbortSignal,
): Promise<boolean> {
  return (
    (await api<StatusAnswer>(`/profile/isvalid?search=${q(company)}${kind(supplier)}`, {anonymous: true, signal}))
      .status === true
  );
}

export async function searchCompanies(text: string, supplier: boolean, signal?: AbortSignal): Promise<string[]> {
  const rows = await api<Array<{Brand: string}>>(`/profile/company?search=${q(text)}${kind(supplier)}`, {
    anonymous: true,
    signal,
  });
  return Array.from(new Set((rows ?? []).map(r => r.Brand).filter(Boolean)));
}

export async function searchAddresses(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return (await api<AddressSuggestion[]>(`/profile/address?search=${q(text)}`, {anonymous: true, signal})) ?? [];
}

export function register(user: RegistrationUser): Promise<StatusAnswer> {
  return api<StatusAnswer>('/account/register', {method: 'POST', body: user, anonymous: true});
}
