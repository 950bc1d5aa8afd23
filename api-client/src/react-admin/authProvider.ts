import {type AuthProvider, HttpError} from 'react-admin';
import {ApiError, publicRest} from '../rest';
import {clearSession, decodeClaims, getToken, isAdminRole, isLoggedIn, setToken} from '../token';

export const CONSOLE_FOR_ADMINS = 'The admin console is for administrators.';

function adminClaims() {
  const claims = isLoggedIn() ? decodeClaims(getToken()) : null;
  return claims && isAdminRole(claims.role) ? claims : null;
}

/**
 * The console's authProvider over the portal's shared token (same origin, same storage): sign-in
 * through POST /api/account/token; only superadmin and admin may use the console.
 */
export const authProvider: AuthProvider = {
  async login({username, password}: {username: string; password: string}) {
    let token: string;
    try {
      ({token} = await publicRest.POST('/api/account/token', {body: {Username: username, Password: password}}));
    } catch (err) {
      throw new Error(err instanceof ApiError ? err.message : 'Sign-in failed. Please try again.', {
        cause: err,
      });
    }
    if (!isAdminRole(decodeClaims(token)?.role)) throw new Error(CONSOLE_FOR_ADMINS);
    setToken(token);
  },

  /** Signs out, except that a live non-administrator token is the portal's session: leave it to the portal. */
  async logout() {
    const claims = isLoggedIn() ? decodeClaims(getToken()) : null;
    if (!claims || isAdminRole(claims.role)) clearSession();
  },

  async checkAuth() {
    if (!isLoggedIn()) throw new Error('Please sign in.');
    if (!adminClaims()) throw new Error(CONSOLE_FOR_ADMINS);
  },

  /** 401: the token is no longer accepted, sign out. 403: stay signed in, the page shows the error. */
  async checkError(error: unknown) {
    const status = error instanceof HttpError ? error.status : (error as {status?: number} | null)?.status;
    if (status === 401) throw new Error('Your session has ended. Please sign in again.');
  },

  async getPermissions() {
    return decodeClaims(getToken())?.role;
  },

  async getIdentity() {
    const claims = decodeClaims(getToken());
    if (!claims) throw new Error('Please sign in.');
    return {id: claims.sub, fullName: claims.unique_name ?? claims.sub};
  },
};
