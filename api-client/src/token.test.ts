// @vitest-environment happy-dom
import {afterEach, describe, expect, it} from 'vitest';
import {
  clearSession,
  decodeClaims,
  getToken,
  hasNoManufacturer,
  homePathFor,
  isAdminRole,
  isDistributorRole,
  isLoggedIn,
  isStaffRole,
  manufacturerIds,
  PROFILE_KEY,
  setToken,
  type TokenClaims,
} from './token';
import {givenToken} from './testing/claims';

afterEach(() => localStorage.clear());

describe('decodeClaims', () => {
  it('reads the payload of a base64url token, UTF-8 names included', () => {
    const claims = decodeClaims(givenToken({unique_name: 'Zoë Ørsted', ManufacturerIdList: '3,4'}));
    expect(claims).toMatchObject({sub: '7', role: 'madmin', unique_name: 'Zoë Ørsted', ManufacturerIdList: '3,4'});
  });

  it('answers null for no token and for garbage', () => {
    expect(decodeClaims(null)).toBeNull();
    expect(decodeClaims('not-a-token')).toBeNull();
    expect(decodeClaims('a.%%%.c')).toBeNull();
  });

  it('reads the stored token by default', () => {
    setToken(givenToken({sub: '42'}));
    expect(decodeClaims()?.sub).toBe('42');
  });
});

describe('isLoggedIn', () => {
  it('is true until the expiry claim has passed', () => {
    expect(isLoggedIn(givenToken({exp: Date.now() / 1000 + 60}))).toBe(true);
    expect(isLoggedIn(givenToken({exp: Date.now() / 1000 - 1}))).toBe(false);
    expect(isLoggedIn(null)).toBe(false);
  });
});

describe('the session in storage', () => {
  it('keeps the token, and logout removes it with the stored profile', () => {
    setToken('abc');
    localStorage.setItem(PROFILE_KEY, '{}');
    localStorage.setItem('selectedManufacturerId', '3');
    expect(getToken()).toBe('abc');
    clearSession();
    expect(getToken()).toBeNull();
    expect(localStorage.getItem(PROFILE_KEY)).toBeNull();
    // Not part of the session: the distributor's manufacturer choice is kept across visits.
    expect(localStorage.getItem('selectedManufacturerId')).toBe('3');
  });
});

describe('roles', () => {
  it('tells administrators, distributors and staff apart', () => {
    expect(['superadmin', 'admin'].every(r => isAdminRole(r as TokenClaims['role']))).toBe(true);
    expect(isAdminRole('madmin')).toBe(false);
    expect(isAdminRole(undefined)).toBe(false);
    expect(isDistributorRole('supplier')).toBe(true);
    expect(isDistributorRole('mdistributor')).toBe(true);
    expect(isDistributorRole('distributor_staff')).toBe(true);
    expect(isDistributorRole('manufacturer')).toBe(false);
    expect(isStaffRole('mstaff')).toBe(true);
    expect(isStaffRole('distributor_staff')).toBe(true);
    expect(isStaffRole('madmin')).toBe(false);
  });

  it('sends administrators to the admin dashboard and everyone else to the portal dashboard', () => {
    expect(homePathFor('superadmin')).toBe('/AdminDashboard?v=1');
    expect(homePathFor('admin')).toBe('/AdminDashboard?v=1');
    expect(homePathFor('supplier')).toBe('/dashboard?v=1');
    expect(homePathFor(undefined)).toBe('/dashboard?v=1');
  });
});

describe('manufacturers of the token', () => {
  const claims = (role: TokenClaims['role'], list: string) =>
    decodeClaims(givenToken({role, ManufacturerIdList: list}));

  it('lists the ids of ManufacturerIdList', () => {
    expect(manufacturerIds(claims('mdistributor', '3,4,12'))).toEqual([3, 4, 12]);
    expect(manufacturerIds(claims('mdistributor', ''))).toEqual([]);
    expect(manufacturerIds(null)).toEqual([]);
  });

  it('finds distributor staff without a manufacturer: a list that is empty or starts with 0', () => {
    expect(hasNoManufacturer(claims('distributor_staff', ''))).toBe(true);
    expect(hasNoManufacturer(claims('distributor_staff', '0,3'))).toBe(true);
    expect(hasNoManufacturer(claims('distributor_staff', '3'))).toBe(false);
    // Only distributor staff can be without one.
    expect(hasNoManufacturer(claims('mdistributor', ''))).toBe(false);
    expect(hasNoManufacturer(null)).toBe(false);
  });
});
