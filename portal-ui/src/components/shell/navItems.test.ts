import type {Role} from '@voltcheck/api-client';
import {givenClaims} from '@voltcheck/api-client/testing';
import {describe, expect, it} from 'vitest';
import {config} from '../../config';
import {navItemsFor} from './navItems';

const entries = (role: Role, ManufacturerIdList = '1') =>
  navItemsFor(givenClaims({role, ManufacturerIdList})).map(i => `${i.label} ${i.to}`);

describe('navItemsFor', () => {
  it('gives manufacturers their dashboard, Flash Data, History, Product Line, Recalls, Staff, Supplier Requests and Notifications', () => {
    for (const role of ['madmin', 'manufacturer', 'mstaff'] as Role[])
      expect(entries(role)).toEqual([
        'Dashboard /dashboard?v=1',
        'Flash Data /flash',
        'History /history',
        'Product Line /productline',
        'Recalls /recalls',
        'Staff /Staff',
        'Supplier Requests /supplierrequests',
        'Notifications /notification',
      ]);
  });

  it('hides Product Line, Supplier Requests and Notifications from supplier-type roles and Staff from plain suppliers', () => {
    expect(entries('supplier')).toEqual([
      'Dashboard /dashboard?v=1',
      'Flash Data /flash',
      'History /history',
      'Manufacturer Links /linkrequests',
    ]);
    expect(entries('mdistributor')).toEqual([
      'Dashboard /dashboard?v=1',
      'Flash Data /flash',
      'History /history',
      'Staff /Staff',
      'Manufacturer Links /linkrequests',
    ]);
    expect(entries('distributor_staff')).toEqual([
      'Dashboard /dashboard?v=1',
      'Flash Data /flash',
      'History /history',
      'Staff /Staff',
    ]);
  });

  it('gives a supplier linked to no manufacturer yet its way to get linked, and nothing it cannot use', () => {
    // The profile of an account without manufacturers holds no permission.
    const unlinked = givenClaims({role: 'supplier', ManufacturerIdList: ''});
    expect(navItemsFor(unlinked, []).map(i => `${i.label} ${i.to}`)).toEqual(['Manufacturer Links /linkrequests']);
  });

  it('shows staff only the entries their permissions allow, and every entry when the profile names none', () => {
    const staff = givenClaims({role: 'mstaff', ManufacturerIdList: '1'});
    expect(navItemsFor(staff, [1]).map(i => i.label)).toEqual([
      'Dashboard',
      'History',
      'Product Line',
      'Recalls',
      'Notifications',
    ]);
    expect(navItemsFor(staff, [1, 2, 6]).map(i => i.label)).toEqual([
      'Dashboard',
      'Flash Data',
      'History',
      'Product Line',
      'Recalls',
      'Staff',
      'Notifications',
    ]);
    expect(navItemsFor(staff, [])).toEqual([]);
    expect(navItemsFor(staff)).toHaveLength(8);
  });

  it('gives administrators their dashboard, History and the admin console (another app)', () => {
    expect(entries('admin')).toEqual([
      'Dashboard /AdminDashboard?v=1',
      'History /history',
      `Admin Console ${config.adminConsoleUrl}`,
    ]);
    const consoleEntry = navItemsFor(givenClaims({role: 'superadmin'})).find(i => i.label === 'Admin Console');
    expect(consoleEntry?.external).toBe(true);
  });

  it('shows nothing to distributor staff without a manufacturer, nor to nobody', () => {
    expect(entries('distributor_staff', '0')).toEqual([]);
    expect(entries('distributor_staff', '2')).toHaveLength(4);
    expect(navItemsFor(null)).toEqual([]);
  });
});
