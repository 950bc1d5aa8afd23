// @vitest-environment happy-dom
import {PROFILE_KEY, setToken} from '@voltcheck/api-client';
import {givenClaims, givenToken} from '@voltcheck/api-client/testing';
import {afterEach, describe, expect, it} from 'vitest';
import {
  currentProfile,
  displayNameOf,
  loadStoredProfile,
  namedPlaceholder,
  placeholderProfile,
  storeProfile,
  usesPlaceholderProfile,
  withClientFlags,
} from './profile';

afterEach(() => localStorage.clear());

describe('the placeholder profile', () => {
  it('stands in for the profile call of suppliers and global administrators only', () => {
    expect(usesPlaceholderProfile('supplier')).toBe(true);
    expect(usesPlaceholderProfile('superadmin')).toBe(true);
    expect(usesPlaceholderProfile('admin')).toBe(false);
    expect(usesPlaceholderProfile('madmin')).toBe(false);
  });

  it('is made of the token: its name, first manufacturer and role', () => {
    const claims = givenClaims({role: 'supplier', sub: '12', unique_name: 'Sam Supplier', ManufacturerIdList: '3,4'});
    expect(placeholderProfile(claims)).toMatchObject({
      userId: 12,
      displayName: 'Sam Supplier',
      firstName: 'Sam Supplier',
      manufacturerId: 3,
      isDistributor: true,
      role: 'supplier',
      username: 'Sam Supplier',
    });
    expect(placeholderProfile(givenClaims({role: 'superadmin'})).displayName).toBe('Administrator');
  });
});

describe('withClientFlags', () => {
  it("adds the token's role, the username when the profile has none, and the no-manufacturer flag", () => {
    const claims = givenClaims({role: 'distributor_staff', unique_name: 'dstaff', ManufacturerIdList: '0'});
    expect(withClientFlags({firstName: 'Dee', role: 'madmin'}, claims)).toEqual({
      firstName: 'Dee',
      role: 'distributor_staff',
      username: 'dstaff',
      noManufacturer: true,
    });
    expect(withClientFlags({username: 'own'}, claims).username).toBe('own');
  });
});

describe('the stored profile', () => {
  it('is kept in storage and read back', () => {
    storeProfile({firstName: 'Mia', manufacturers: [{id: 1, name: 'Demo Energy'}]});
    expect(loadStoredProfile()).toEqual({firstName: 'Mia', manufacturers: [{id: 1, name: 'Demo Energy'}]});
  });

  it('reads as none when storage holds garbage', () => {
    localStorage.setItem(PROFILE_KEY, '{not json');
    expect(loadStoredProfile()).toBeNull();
  });

  it("falls back on the token's placeholder when nothing is stored, and on nothing without a token", () => {
    expect(currentProfile()).toBeNull();
    setToken(givenToken({role: 'mstaff', unique_name: 'staffer'}));
    expect(currentProfile()).toMatchObject({displayName: 'staffer', role: 'mstaff', noManufacturer: false});
    storeProfile({firstName: 'Stored'});
    expect(currentProfile()).toEqual({firstName: 'Stored'});
  });
});

describe('displayNameOf', () => {
  it('prefers the full name, then the company display name, then the username', () => {
    expect(displayNameOf({firstName: 'Mia', lastName: 'Maker', displayName: 'Demo Energy'})).toBe('Mia Maker');
    expect(displayNameOf({firstName: '', lastName: '', displayName: 'Demo Energy'})).toBe('Demo Energy');
    expect(displayNameOf({username: 'mia'})).toBe('mia');
    expect(displayNameOf(null)).toBe('');
  });
});

describe("a supplier's placeholder", () => {
  const claims = givenClaims({role: 'supplier', sub: '12', unique_name: 'Sam Supplier', ManufacturerIdList: '3,4'});
  const names = [
    {id: 3, name: 'Demo Energy'},
    {id: 4, name: 'Austral Demo Batteries'},
  ];

  it("names the supplier's manufacturers and the person from the profile call, and nothing else", async () => {
    const answer = {manufacturers: names, firstName: 'Sue', lastName: 'Supplier', displayName: 'Sue', email: 'x@y.z'};
    const profile = await namedPlaceholder(claims, async () => answer as never);
    expect(profile).toMatchObject({firstName: 'Sue', lastName: 'Supplier', displayName: 'Sue', manufacturers: names});
    expect(profile.email).toBe('');
    expect(displayNameOf(profile)).toBe('Sue Supplier');
  });

  it('keeps the user name when the profile call names nobody', async () => {
    const profile = await namedPlaceholder(claims, async () => ({manufacturers: names}) as never);
    expect(profile).toMatchObject({displayName: 'Sam Supplier', firstName: 'Sam Supplier', manufacturers: names});
  });

  it('stays unnamed when the call fails, and the superadmin makes no call', async () => {
    const failing = async () => {
      throw new Error('down');
    };
    expect((await namedPlaceholder(claims, failing)).manufacturers).toBeUndefined();
    let called = false;
    await namedPlaceholder(givenClaims({role: 'superadmin'}), async () => {
      called = true;
      return {manufacturers: names};
    });
    expect(called).toBe(false);
  });
});
