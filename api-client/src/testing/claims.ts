/** Tokens for the UIs' tests: claims and a token as the API signs them. */
import type {TokenClaims} from '../token';

/** The claims of a token of a manufacturer admin (user 7 of manufacturer 1), valid for an hour, with `claims` over them. */
export function givenClaims(claims: Partial<TokenClaims> = {}): TokenClaims {
  return {sub: '7', role: 'madmin', ManufacturerIdList: '1', exp: Math.floor(Date.now() / 1000) + 3600, ...claims};
}

/** A token as the API signs it: only the payload matters to the client. */
export function givenToken(claims: Partial<TokenClaims> = {}): string {
  const payload = givenClaims(claims);
  const part = (value: object) =>
    btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
  return `${part({alg: 'HS256', typ: 'JWT'})}.${part(payload)}.signature`;
}
