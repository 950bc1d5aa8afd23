import {api} from '@voltcheck/api-client';
import type {RestAnswer, RestBody} from '@voltcheck/api-client';

/** Every call of the registration page is made before sign-in: none of them may sign anyone out. */
const q = (text: string) => encodeURIComponent(text.trim());
/** The server answers company look-ups for the kind of company being registered (our API's `supplier` parameter). */
const kind = (supplier: boolean) => `&supplier=${supplier}`;

type Lookup = RestAnswer<'/api/profile/isvalid', 'get'>;
export type AddressSuggestion = RestAnswer<'/api/profile/address', 'get'>[number];
export type RegistrationUser = RestBody<'/api/account/register', 'post'>;

/** true = the user name is taken. */
export async function isUsernameTaken(username: string, signal?: AbortSignal): Promise<boolean> {
  return (
    (
      await api<RestAnswer<'/api/account/AccountExist', 'get'>>(`/account/AccountExist?search=${q(username)}`, {
        anonymous: true,
        signal,
      })
    ).status === true
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
      await api<RestAnswer<'/api/profile/manufactureravailable', 'get'>>(
        `/profile/manufactureravailable?search=${q(company)}${kind(supplier)}`,
        {
          anonymous: true,
          signal,
        },
      )
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
    (await api<Lookup>(`/profile/isvalid?search=${q(company)}${kind(supplier)}`, {anonymous: true, signal})).status ===
    true
  );
}

export async function searchCompanies(text: string, supplier: boolean, signal?: AbortSignal): Promise<string[]> {
  const rows = await api<RestAnswer<'/api/profile/company', 'get'>>(
    `/profile/company?search=${q(text)}${kind(supplier)}`,
    {
      anonymous: true,
      signal,
    },
  );
  return Array.from(new Set((rows ?? []).flatMap(r => (r.Brand ? [r.Brand] : []))));
}

export async function searchAddresses(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return (await api<AddressSuggestion[]>(`/profile/address?search=${q(text)}`, {anonymous: true, signal})) ?? [];
}

export function register(user: RegistrationUser): Promise<RestAnswer<'/api/account/register', 'post'>> {
  return api('/account/register', {method: 'POST', body: user, anonymous: true});
}
