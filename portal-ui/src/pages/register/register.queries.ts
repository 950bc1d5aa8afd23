import {publicRest} from '@voltcheck/api-client';
import type {RestAnswer, RestBody} from '@voltcheck/api-client';

/** Every call of the registration page is made before sign-in: none of them may sign anyone out. */
export type AddressSuggestion = RestAnswer<'/api/profile/address', 'get'>[number];
export type RegistrationUser = RestBody<'/api/account/register', 'post'>;

/** The server answers company look-ups for the kind of company being registered (our API's `supplier` parameter). */
const lookup = (company: string, supplier: boolean) => ({query: {search: company.trim(), supplier}});

/** true = the user name is taken. */
export async function isUsernameTaken(username: string, signal?: AbortSignal): Promise<boolean> {
  const params = {query: {search: username.trim()}};
  return (await publicRest.GET('/api/account/AccountExist', {params, signal})).status === true;
}

/** true = no account has registered this manufacturer yet. */
export async function isManufacturerAvailable(
  company: string,
  supplier: boolean,
  signal?: AbortSignal,
): Promise<boolean> {
  const params = lookup(company, supplier);
  return (await publicRest.GET('/api/profile/manufactureravailable', {params, signal})).status === true;
}

/** true = the name is on the regulator's approved list. */
export async function isManufacturerOnCecList(
  company: string,
  supplier: boolean,
  signal?: AbortSignal,
): Promise<boolean> {
  return (await publicRest.GET('/api/profile/isvalid', {params: lookup(company, supplier), signal})).status === true;
}

export async function searchCompanies(text: string, supplier: boolean, signal?: AbortSignal): Promise<string[]> {
  const rows = await publicRest.GET('/api/profile/company', {params: lookup(text, supplier), signal});
  return Array.from(new Set((rows ?? []).flatMap(r => (r.Brand ? [r.Brand] : []))));
}

export async function searchAddresses(text: string, signal?: AbortSignal): Promise<AddressSuggestion[]> {
  return (await publicRest.GET('/api/profile/address', {params: {query: {search: text.trim()}}, signal})) ?? [];
}

export function register(user: RegistrationUser) {
  return publicRest.POST('/api/account/register', {body: user});
}
