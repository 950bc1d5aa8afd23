// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {mockRest, resetRestMocks} from '../testing/rest-mocks';
import {setToken} from '../token';
import {ApiError, setUnauthorizedHandler} from './api-error';
import {publicRest, rest} from './client';

const unauthorized = vi.fn();

beforeEach(() => {
  setUnauthorizedHandler(unauthorized);
  setToken('the-token');
});
afterEach(() => {
  resetRestMocks();
  unauthorized.mockReset();
  localStorage.clear();
});

describe('the typed REST client', () => {
  it('calls the documented path with the bearer token and answers the parsed JSON', async () => {
    const profile = mockRest('/api/profile/profile', 'get', 200, {displayName: 'Demo Energy'} as never);
    await expect(rest.GET('/api/profile/profile')).resolves.toEqual({displayName: 'Demo Energy'});
    const [call] = profile.calls;
    expect(call.url.pathname).toBe('/api/profile/profile');
    expect(call.headers.get('Authorization')).toBe('Bearer the-token');
    expect(call.headers.get('Accept')).toBe('application/json');
  });

  it('fills path parameters and the query string', async () => {
    const staff = mockRest('/api/staff/{staffId}', 'get', 200, {} as never);
    const lookup = mockRest('/api/profile/company', 'get', 200, []);
    await rest.GET('/api/staff/{staffId}', {params: {path: {staffId: 12}}});
    await publicRest.GET('/api/profile/company', {params: {query: {search: 'Sun & Co', supplier: true}}});
    expect(staff.calls[0].url.pathname).toBe('/api/staff/12');
    expect(lookup.calls[0].url.searchParams.get('search')).toBe('Sun & Co');
    expect(lookup.calls[0].url.searchParams.get('supplier')).toBe('true');
  });

  it('sends a body as JSON, and an upload as a multipart form of its fields', async () => {
    const forgot = mockRest('/api/account/forgot', 'post', 200, {status: true, message: 'sent'});
    await publicRest.POST('/api/account/forgot', {body: 'a@b.au'});
    expect(forgot.calls[0].body).toBe('a@b.au');
    expect(forgot.calls[0].headers.get('Content-Type')).toBe('application/json');
    const upload = mockRest('/api/profile/uploadprofilephoto', 'post', 200, {fileName: 'me.png'} as never);
    const photo = new File(['png'], 'me.png', {type: 'image/png'});
    await rest.upload('/api/profile/uploadprofilephoto', {File: photo, StaffUserId: 9, UserId: undefined});
    const form = upload.calls[0].body as FormData;
    expect((form.get('File') as File).name).toBe('me.png');
    expect(form.get('StaffUserId')).toBe('9');
    expect(form.has('UserId')).toBe(false);
  });

  it('leaves the token out of calls made before sign-in', async () => {
    const token = mockRest('/api/account/token', 'post', 200, {token: 'x'});
    await publicRest.POST('/api/account/token', {body: {Username: 'a', Password: 'b'}});
    expect(token.calls[0].headers.get('Authorization')).toBeNull();
  });

  it("refuses a non-2xx answer with the server's message, status and body", async () => {
    const body = {status: false as const, message: 'This field is required'};
    mockRest('/api/account/register', 'post', 400, body);
    const error = await publicRest.POST('/api/account/register', {body: {} as never}).catch(e => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({status: 400, message: 'This field is required', body});
  });

  it('falls back on the status text when the answer is not JSON', async () => {
    mockRest('/api/profile/profile', 'get', 502, '<html>oops</html>' as never);
    await expect(rest.GET('/api/profile/profile')).rejects.toMatchObject({status: 502});
  });

  it('signs out on a 401 of a signed-in call, not of a call made before sign-in', async () => {
    mockRest('/api/account/token', 'post', 401, {status: false, message: 'Unauthorized'});
    mockRest('/api/profile/profile', 'get', 401, {status: false, message: 'Unauthorized'});
    await expect(publicRest.POST('/api/account/token', {body: {Username: 'a', Password: 'b'}})).rejects.toBeInstanceOf(
      ApiError,
    );
    expect(unauthorized).not.toHaveBeenCalled();
    await expect(rest.GET('/api/profile/profile')).rejects.toMatchObject({status: 401});
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });

  it("downloads a file with the server's file name", async () => {
    const csv = mockRest('/api/serials/failed/export', 'get', 200, 'serial\nA1\n', {fileName: 'failed.csv'});
    const file = await rest.download('get', '/api/serials/failed/export', {params: {query: {format: 'csv'}}});
    expect(file.fileName).toBe('failed.csv');
    expect(await file.blob.text()).toBe('serial\nA1\n');
    expect(csv.calls[0].headers.get('Authorization')).toBe('Bearer the-token');
  });

  it('fetches a stored file by the link the API gave, and sends the token nowhere else', async () => {
    const photo = mockRest('/api/profile/photo/{userId}', 'get', 200, new Blob(['png']));
    await expect(rest.file('/api/profile/photo/7?v=abc')).resolves.toMatchObject({fileName: undefined});
    expect(photo.calls[0].url.search).toBe('?v=abc');
    await expect(rest.file('https://elsewhere.example/x.png')).rejects.toBeInstanceOf(ApiError);
  });
});
