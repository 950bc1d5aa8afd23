import {describe, expect, it} from 'vitest';
import {ROLE_CHOICES, roleLabel} from './roles';

describe('roles', () => {
  it('offers the eight roles of the server, each once', () => {
    expect(ROLE_CHOICES.map(c => c.id)).toEqual([
      'superadmin',
      'admin',
      'madmin',
      'manufacturer',
      'mstaff',
      'supplier',
      'mdistributor',
      'distributor_staff',
    ]);
  });

  it('names a role for the console, and shows an unknown one as it is', () => {
    expect(roleLabel('madmin')).toBe('Manufacturer admin');
    expect(roleLabel('distributor_staff')).toBe('Distributor staff');
    expect(roleLabel('auditor')).toBe('auditor');
  });
});
