import {decodeClaims, manufacturerIds, hasNoManufacturer, PROFILE_KEY, rest} from '@voltcheck/api-client';
import type {RestAnswer, Role, TokenClaims} from '@voltcheck/api-client';

/** The profile of the signed-in user (document 000 section 3) as the API answers it, plus what the client keeps beside it. */
export type Profile = Omit<RestAnswer<'/api/profile/profile', 'get'>, 'role'> & {
  role?: Role;
  /** Distributor staff whose manufacturer list starts empty or with 0. */
  noManufacturer?: boolean;
};

/** GET /api/profile/profile with the stored bearer token. */
export async function fetchProfile(signal?: AbortSignal): Promise<Profile> {
  const {role, ...profile} = await rest.GET('/api/profile/profile', {signal});
  return {...profile, role: role as Role | undefined};
}

/** Roles that get a built-in placeholder instead of a profile call (document 000 section 4). */
export function usesPlaceholderProfile(role: Role | undefined): boolean {
  return role === 'supplier' || role === 'superadmin';
}

export function placeholderProfile(claims: TokenClaims): Profile {
  const name = claims.unique_name ?? (claims.role === 'superadmin' ? 'Administrator' : 'Supplier');
  return {
    manufacturerId: manufacturerIds(claims)[0] ?? 0,
    displayName: name,
    isDistributor: claims.role === 'supplier',
    userId: Number(claims.sub),
    uploadFrequency: 0,
    address: '',
    googlePlaceId: '',
    logo: '',
    profilePhoto: '',
    firstName: name,
    lastName: '',
    email: '',
    phoneNumber: '',
    isStaff: false,
    role: claims.role,
    username: claims.unique_name,
  };
}

/**
 * A supplier keeps the placeholder (document 000 section 4), but its header shows the person ('Sue Supplier', not
 * the user name) and its manufacturer selector needs names, not 'Manufacturer #3': those alone are taken from the
 * profile call at sign-in, so the header is right before the dashboard's own profile call answers; the placeholder
 * stands as it is if that call fails.
 */
export async function namedPlaceholder(
  claims: TokenClaims,
  load: () => Promise<Pick<Profile, 'manufacturers' | 'firstName' | 'lastName' | 'displayName'>> = fetchProfile,
): Promise<Profile> {
  const profile = placeholderProfile(claims);
  if (claims.role !== 'supplier') return profile;
  try {
    const {manufacturers, firstName, lastName, displayName} = await load();
    const named = firstName || lastName ? {firstName: firstName ?? '', lastName: lastName ?? ''} : {};
    return {
      ...profile,
      ...named,
      ...(displayName ? {displayName} : {}),
      ...(manufacturers?.length ? {manufacturers} : {}),
    };
  } catch {
    return profile;
  }
}

/** What the client stores: the profile with the role and the no-manufacturer flag. */
export function withClientFlags(profile: Profile, claims: TokenClaims): Profile {
  return {
    ...profile,
    role: claims.role,
    username: profile.username ?? claims.unique_name,
    noManufacturer: hasNoManufacturer(claims),
  };
}

export function storeProfile(profile: Profile): void {
  localStorage.setItem(PROFILE_KEY, JSON.stringify(profile));
}

export function loadStoredProfile(): Profile | null {
  try {
    const raw = localStorage.getItem(PROFILE_KEY);
    return raw ? (JSON.parse(raw) as Profile) : null;
  } catch {
    return null;
  }
}

/** The profile to show when none was stored (another tab signed in, storage cleared...). */
export function currentProfile(): Profile | null {
  const claims = decodeClaims();
  if (!claims) return null;
  return loadStoredProfile() ?? withClientFlags(placeholderProfile(claims), claims);
}

export function displayNameOf(profile: Profile | null): string {
  if (!profile) return '';
  const full = [profile.firstName, profile.lastName].filter(Boolean).join(' ').trim();
  return full || profile.displayName || profile.username || '';
}
