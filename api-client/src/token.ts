/** The portal's bearer token: kept in localStorage, shared by the portal and the admin console (same origin). */

export const TOKEN_KEY = 'token';
export const PROFILE_KEY = 'profile';

export type Role =
  'superadmin' | 'admin' | 'madmin' | 'manufacturer' | 'mstaff' | 'supplier' | 'mdistributor' | 'distributor_staff';

export interface TokenClaims {
  sub: string;
  role: Role;
  ManufacturerIdList: string;
  unique_name?: string;
  exp: number;
}

export function getToken(): string | null {
  return localStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
}

/** Logout: removes the token and every stored profile value. */
export function clearSession(): void {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(PROFILE_KEY);
}

export function decodeClaims(token: string | null = getToken()): TokenClaims | null {
  if (!token) return null;
  try {
    const payload = token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/');
    return JSON.parse(decodeURIComponent(escape(atob(payload)))) as TokenClaims;
  } catch {
    return null;
  }
}

/** Logged in until the token's expiry claim has passed. */
export function isLoggedIn(token: string | null = getToken()): boolean {
  const claims = decodeClaims(token);
  return !!claims && claims.exp * 1000 > Date.now();
}

export function isAdminRole(role: Role | undefined): boolean {
  return role === 'superadmin' || role === 'admin';
}

export function isDistributorRole(role: Role | undefined): boolean {
  return role === 'mdistributor' || role === 'distributor_staff' || role === 'supplier';
}

export function isStaffRole(role: Role | undefined): boolean {
  return role === 'mstaff' || role === 'distributor_staff';
}

/** Distributor staff whose manufacturer list starts empty or with 0 has no manufacturer (document 000, section 6). */
export function hasNoManufacturer(claims: TokenClaims | null = decodeClaims()): boolean {
  if (!claims || claims.role !== 'distributor_staff') return false;
  const first = claims.ManufacturerIdList.split(',')[0];
  return !first || first === '0';
}

export function manufacturerIds(claims: TokenClaims | null = decodeClaims()): number[] {
  return (claims?.ManufacturerIdList ?? '').split(',').filter(Boolean).map(Number);
}

/** Where a signed-in user lands: the admin console's dashboard or the portal's. */
export function homePathFor(role: Role | undefined): string {
  return isAdminRole(role) ? '/AdminDashboard?v=1' : '/dashboard?v=1';
}
