import {describe, expect, it} from 'vitest';
import {isProtectedPath} from './protectedPaths';

describe('isProtectedPath', () => {
  it('protects the signed-in routes by their first segment, in any case', () => {
    expect(isProtectedPath('/dashboard')).toBe(true);
    expect(isProtectedPath('/AdminDashboard')).toBe(true);
    expect(isProtectedPath('/editstaff/12')).toBe(true);
    expect(isProtectedPath('//ProductLine/')).toBe(true);
  });

  it('leaves the public routes and look-alikes alone', () => {
    for (const path of ['/', '/login', '/register', '/legal', '/dashboards', '/flashy', '/resetpassword'])
      expect(isProtectedPath(path)).toBe(false);
  });
});
