import type {Role} from '@voltcheck/api-client';
import {describe, expect, it} from 'vitest';
import {isSupplierType, refreshesAfterLogin, roleLabel} from './roles';

describe('roles', () => {
  it('names every role, and says when there is none', () => {
    expect(roleLabel('superadmin')).toBe('Global administrator');
    expect(roleLabel('distributor_staff')).toBe('Distributor staff');
    expect(roleLabel(undefined)).toBe('Unknown role');
  });

  it('hides the product line from supplier-type roles only', () => {
    const suppliers: Role[] = ['supplier', 'mdistributor', 'distributor_staff'];
    const others: Role[] = ['superadmin', 'admin', 'madmin', 'manufacturer', 'mstaff'];
    expect(suppliers.every(isSupplierType)).toBe(true);
    expect(others.some(isSupplierType)).toBe(false);
  });

  it('refreshes the application after login for superadmin and madmin', () => {
    expect(refreshesAfterLogin('superadmin')).toBe(true);
    expect(refreshesAfterLogin('madmin')).toBe(true);
    expect(refreshesAfterLogin('admin')).toBe(false);
    expect(refreshesAfterLogin(undefined)).toBe(false);
  });
});
