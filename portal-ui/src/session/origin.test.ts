import {describe, expect, it} from 'vitest';
import {isOutsidePortal, originFrom} from './origin';

const none = new URLSearchParams();

describe('originFrom', () => {
  it('takes the location a protected route carried, with its query and hash', () => {
    expect(originFrom({from: {pathname: '/history', search: '?page=2', hash: '#top'}}, none)).toBe(
      '/history?page=2#top',
    );
    expect(originFrom({from: '/flash'}, none)).toBe('/flash');
  });

  it('falls back on ?from= when the router state carries nothing', () => {
    expect(originFrom(null, new URLSearchParams('from=%2Fdashboard%3Fv%3D1'))).toBe('/dashboard?v=1');
    expect(originFrom({}, none)).toBeNull();
  });

  it('refuses other sites and the login page itself', () => {
    for (const target of [
      'https://evil.example/',
      '//evil.example',
      '/\\evil.example',
      'history',
      '/',
      '/login',
      '/Login?x=1',
      '/login/again',
    ])
      expect(originFrom({from: target}, none)).toBeNull();
    expect(originFrom({from: '/loginhelp'}, none)).toBe('/loginhelp');
  });
});

describe('isOutsidePortal', () => {
  it('sends the admin console and the API explorer out of the portal router', () => {
    expect(isOutsidePortal('/admin')).toBe(true);
    expect(isOutsidePortal('/admin/Users?filter=x')).toBe(true);
    expect(isOutsidePortal('/Explorer#x')).toBe(true);
    expect(isOutsidePortal('/administration')).toBe(false);
    expect(isOutsidePortal('/dashboard')).toBe(false);
  });
});
