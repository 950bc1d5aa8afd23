import {ApiError, decodeClaims, publicRest, setToken} from '@voltcheck/api-client';
import type {TokenClaims} from '@voltcheck/api-client';
import {fetchProfile, namedPlaceholder, usesPlaceholderProfile, withClientFlags} from '../../session/profile';
import type {Profile} from '../../session/profile';

export const LOGIN_FAILED = 'The Username or Password you entered is incorrect.';

/** POST /api/account/token {Username, Password} → {token}. */
export function requestToken(username: string, password: string) {
  return publicRest.POST('/api/account/token', {body: {Username: username, Password: password}});
}

export interface SignedIn {
  token: string;
  claims: TokenClaims;
  profile: Profile;
}

/**
 * The whole sign-in: the token, then the profile (a placeholder for supplier and superadmin; a supplier's
 * names its manufacturers).
 * Throws ApiError for a refused login; any other error means the portal could not finish.
 */
export async function logIn(username: string, password: string): Promise<SignedIn> {
  const {token} = await requestToken(username, password);
  const claims = decodeClaims(token);
  if (!token || !claims) throw new Error('The server answered without a usable token');
  // The profile call is made with the new token.
  setToken(token);
  const profile = usesPlaceholderProfile(claims.role) ? await namedPlaceholder(claims) : await fetchProfile();
  return {token, claims, profile: withClientFlags(profile, claims)};
}

export function isRefusedLogin(error: unknown): boolean {
  return error instanceof ApiError;
}
