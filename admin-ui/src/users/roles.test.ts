import {describe, expect, it} from 'vitest';
import {ROLE_CHOICES, roleLabel} from './roles';

describe('roles', () => {
  it('offers each role once, each with its own name', () => {
    expect(new Set(ROLE_CHOICES.map(c => c.id)).size).toBe(ROLE_CHOICES.length);
    expect(new Set(ROLE_CHOICES.map(c => c.name)).size).toBe(ROLE_CHOICES.length);
  });

  it('names a role for the console, and shows an unknown one as it is', () => {
    expect(roleLabel('madmin')).toBe('Manufacturer admin');
    expect(roleLabel('distributor_staff')).toBe('Distributor staff');
    expect(roleLabel('auditor')).toBe('auditor');
  });
});
