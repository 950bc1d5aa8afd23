// @vitest-environment happy-dom
import {HttpError} from 'react-admin';
import {afterEach, describe, expect, it} from 'vitest';
import {givenToken} from '../testing/claims';
import {mockRest, resetRestMocks} from '../testing/rest-mocks';
import {getToken, setToken} from '../token';
import {authProvider, CONSOLE_FOR_ADMINS} from './authProvider';

afterEach(() => {
  resetRestMocks();
  localStorage.clear();
});

describe('the console authProvider', () => {
  it('signs an administrator in through POST /api/account/token and keeps the shared token', async () => {
    const token = givenToken({role: 'admin', sub: '3', unique_name: 'Ada Admin'});
    const signIn = mockRest('/api/account/token', 'post', 200, {token});
    await authProvider.login({username: 'admin', password: 'Demo@12345'});
    expect(signIn.calls[0].body).toEqual({Username: 'admin', Password: 'Demo@12345'});
    expect(getToken()).toBe(token);
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    await expect(authProvider.getPermissions!({})).resolves.toBe('admin');
    await expect(authProvider.getIdentity!()).resolves.toEqual({id: '3', fullName: 'Ada Admin'});
  });

  it("refuses a manufacturer's account, and keeps no token of it", async () => {
    mockRest('/api/account/token', 'post', 200, {token: givenToken({role: 'madmin'})});
    await expect(authProvider.login({username: 'madmin', password: 'Demo@12345'})).rejects.toThrow(CONSOLE_FOR_ADMINS);
    expect(getToken()).toBeNull();
  });

  it("shows the server's refusal", async () => {
    const refusal = {status: false as const, message: 'The Username or Password you entered is incorrect.'};
    mockRest('/api/account/token', 'post', 401, refusal);
    await expect(authProvider.login({username: 'x', password: 'y'})).rejects.toThrow(
      'The Username or Password you entered is incorrect.',
    );
  });

  it('lets no one in without a live administrator token', async () => {
    await expect(authProvider.checkAuth({})).rejects.toThrow('Please sign in.');
    setToken(givenToken({role: 'admin', exp: Date.now() / 1000 - 10}));
    await expect(authProvider.checkAuth({})).rejects.toThrow('Please sign in.');
    setToken(givenToken({role: 'supplier'}));
    await expect(authProvider.checkAuth({})).rejects.toThrow(CONSOLE_FOR_ADMINS);
  });

  it("signs an administrator out, but leaves a portal user's session to the portal", async () => {
    const portal = givenToken({role: 'madmin'});
    setToken(portal);
    await authProvider.logout({});
    expect(getToken()).toBe(portal);
    setToken(givenToken({role: 'superadmin'}));
    await authProvider.logout({});
    expect(getToken()).toBeNull();
  });

  it('ends the session on a 401 only: a 403 stays signed in', async () => {
    await expect(authProvider.checkError(new HttpError('no', 401))).rejects.toThrow('Your session has ended');
    await expect(authProvider.checkError({status: 401})).rejects.toThrow();
    await expect(authProvider.checkError(new HttpError('forbidden', 403))).resolves.toBeUndefined();
    await expect(authProvider.checkError(new Error('network'))).resolves.toBeUndefined();
  });
});
