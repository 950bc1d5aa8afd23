// @vitest-environment happy-dom
import {givenClaims} from '@voltcheck/api-client/testing';
import {afterEach, describe, expect, it, vi} from 'vitest';
import {
  chooseManufacturer,
  MANUFACTURER_CHOICE_EVENT,
  MANUFACTURER_CHOICE_KEY,
  manufacturerChoiceOf,
  manufacturerIdVariable,
} from './manufacturerChoice';
import type {Profile} from './profile';

const distributor = givenClaims({role: 'mdistributor', ManufacturerIdList: '3,4'});
const named: Profile = {
  manufacturers: [
    {id: 4, name: 'Austral Demo Batteries'},
    {id: 3, name: 'Demo Energy'},
  ],
};

afterEach(() => localStorage.clear());

describe('manufacturerChoiceOf', () => {
  it("offers a distributor the profile's named manufacturers and acts for the first by default", () => {
    expect(manufacturerChoiceOf(distributor, named, null)).toEqual({
      needsChoice: true,
      options: named.manufacturers,
      manufacturerId: 4,
    });
  });

  it('acts for the stored choice while it is still among the options', () => {
    expect(manufacturerChoiceOf(distributor, named, '3').manufacturerId).toBe(3);
    expect(manufacturerChoiceOf(distributor, named, '99').manufacturerId).toBe(4);
  });

  it("names the token's ids when the profile has no names (the placeholder profile), skipping 0", () => {
    const claims = givenClaims({role: 'supplier', ManufacturerIdList: '0,5'});
    expect(manufacturerChoiceOf(claims, null, null)).toEqual({
      needsChoice: true,
      options: [{id: 5, name: 'Manufacturer #5'}],
      manufacturerId: 5,
    });
  });

  it('lets manufacturers and administrators act for their own scope: no manufacturerId', () => {
    expect(manufacturerChoiceOf(givenClaims({role: 'madmin'}), named, '3')).toMatchObject({
      needsChoice: false,
      manufacturerId: undefined,
    });
    expect(manufacturerChoiceOf(null, null, null).needsChoice).toBe(false);
  });
});

describe('chooseManufacturer', () => {
  it('keeps the choice across visits and tells the choosers of this tab', () => {
    const heard = vi.fn();
    window.addEventListener(MANUFACTURER_CHOICE_EVENT, heard);
    chooseManufacturer(3);
    window.removeEventListener(MANUFACTURER_CHOICE_EVENT, heard);
    expect(localStorage.getItem(MANUFACTURER_CHOICE_KEY)).toBe('3');
    expect(heard).toHaveBeenCalledTimes(1);
  });
});

describe('manufacturerIdVariable', () => {
  it('is the GraphQL ID of the choice, or null for the caller scope', () => {
    expect(manufacturerIdVariable(3)).toBe('3');
    expect(manufacturerIdVariable(undefined)).toBeNull();
  });
});
