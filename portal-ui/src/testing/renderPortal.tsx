import type {ReactElement} from 'react';
import type {Role, TokenClaims} from '@voltcheck/api-client';
import {givenClaims, renderWithProviders, type RenderOptions, type Rendered} from '@voltcheck/ui-shared/testing';
import {storeProfile, withClientFlags, type Profile} from '../session/profile';
import {SessionProvider} from '../session/SessionContext';

/** The claims of each kind of portal user the pages tell apart. */
export const ROLE_CLAIMS = {
  /** A manufacturer administrator of manufacturer 1. */
  madmin: {role: 'madmin', sub: '7', unique_name: 'maker', ManufacturerIdList: '1'},
  /** A manufacturer's staff member (its permissions come with the profile). */
  mstaff: {role: 'mstaff', sub: '8', unique_name: 'staffer', ManufacturerIdList: '1'},
  /** A supplier attached to manufacturers 1 and 2. */
  supplier: {role: 'supplier', sub: '9', unique_name: 'sue', ManufacturerIdList: '1,2'},
  /** A distributor of manufacturer 1. */
  mdistributor: {role: 'mdistributor', sub: '10', unique_name: 'dist', ManufacturerIdList: '1'},
  /** A distributor's staff member, attached to manufacturer 1. */
  distributor_staff: {role: 'distributor_staff', sub: '11', unique_name: 'dstaff', ManufacturerIdList: '1'},
  /** The global administrator (no manufacturer of its own). */
  superadmin: {role: 'superadmin', sub: '1', unique_name: 'admin', ManufacturerIdList: ''},
} satisfies Record<string, Partial<TokenClaims> & {role: Role}>;

export type PortalRole = keyof typeof ROLE_CLAIMS;

/** A profile as GET /api/profile/profile answers it, for the user of `role`. */
export function givenProfile(role: PortalRole = 'madmin', profile: Partial<Profile> = {}): Profile {
  const claims = ROLE_CLAIMS[role];
  return {
    manufacturerId: 1,
    displayName: 'Demo Energy',
    isDistributor: role === 'supplier' || role === 'mdistributor' || role === 'distributor_staff',
    userId: Number(claims.sub),
    uploadFrequency: 0,
    address: '1 Main St, Sydney NSW',
    googlePlaceId: '',
    logo: '',
    profilePhoto: '',
    firstName: 'Pat',
    lastName: 'Portal',
    email: `${claims.unique_name}@demo-energy.example`,
    phoneNumber: '0412345678',
    isStaff: role === 'mstaff',
    username: claims.unique_name,
    manufacturerIds: [1],
    manufacturers: [{id: 1, name: 'Demo Energy'}],
    permissions: [1, 2, 3, 4, 5, 6],
    ...profile,
  };
}

export interface PortalRenderOptions extends Omit<RenderOptions, 'session' | 'wrapper'> {
  /** Signed in as this kind of user ('madmin' by default); `null` renders signed out. */
  role?: PortalRole | null;
  /** Replaces fields of the stored profile (permissions of a staff member, its manufacturers...). */
  profile?: Partial<Profile>;
  /** Replaces claims of the role's token (a distributor's staff with no manufacturer: ManufacturerIdList '0'). */
  claims?: Partial<TokenClaims>;
}

/**
 * Renders a portal page as the app does: the harness's providers plus the portal's session, signed in as `role`
 * with its stored profile, so that the page reads its claims and profile through useSession.
 */
export function renderPortal(ui: ReactElement, options: PortalRenderOptions = {}): Rendered {
  const {role = 'madmin', profile, claims: overrides, ...rest} = options;
  if (role === null) return renderWithProviders(ui, {...rest, wrapper: SessionProvider});
  const claims = {...ROLE_CLAIMS[role], ...overrides};
  storeProfile(withClientFlags(givenProfile(role, profile), givenClaims(claims)));
  return renderWithProviders(ui, {...rest, session: claims, wrapper: SessionProvider});
}
