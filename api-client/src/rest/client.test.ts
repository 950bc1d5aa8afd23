// @vitest-environment happy-dom
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {api, ApiError, setUnauthorizedHandler} from './rest';
import {setToken} from './token';

const fetchMock = vi.fn<typeof fetch>();
const unauthorized = vi.fn();

/** The request fetch was last called with. */
function lastRequest() {
  const [url, init] = fetchMock.mock.calls.at(-1)!;
  return {url, method: init?.method, headers: init?.headers as Record<string, string>, body: init?.body};
}

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setUnauthorizedHandler(unauthorized);
  setToken('the-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  unauthorized.mockReset();
  localStorage.clear();
});

describe('api', () => {
  it('calls /api with the bearer token and answers the parsed JSON', async () => {
    fetchMock.mockImplementation(async () => new Response('{"status":true}', {status: 200}));
    await expect(api('profile/profile')).resolves.toEqual({status: true});
    expect(lastRequest()).toMatchObject({
      url: '/api/profile/profile',
      method: 'GET',
      headers: {Accept: 'application/json', Authorization: 'Bearer the-token'},
    });
  });

  it('sends a body as JSON, and a FormData as it is', async () => {
    fetchMock.mockImplementation(async () => new Response('', {status: 200}));
    await expect(api('/account/forgot', {method: 'POST', body: 'a@b.au'})).resolves.toBeUndefined();
    expect(lastRequest()).toMatchObject({body: '"a@b.au"', headers: {'Content-Type': 'application/json'}});
    const form = new FormData();
    await api('/upload', {method: 'POST', body: form});
    expect(lastRequest().body).toBe(form);
    expect(lastRequest().headers['Content-Type']).toBeUndefined();
  });

  it('leaves the token out of calls made before sign-in', async () => {
    fetchMock.mockResolvedValue(new Response('{}', {status: 200}));
    await api('/account/token', {method: 'POST', body: {}, anonymous: true});
    expect(lastRequest().headers.Authorization).toBeUndefined();
  });

  it("refuses a non-2xx answer with the server's message, status and body", async () => {
    const body = {status: false, message: 'This field is required', field: 'FirstName'};
    fetchMock.mockResolvedValue(new Response(JSON.stringify(body), {status: 400, statusText: 'Bad Request'}));
    const error = await api('/account/register', {method: 'POST', body: {}, anonymous: true}).catch(e => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({status: 400, message: 'This field is required', body});
  });

  it('falls back on the status text when the answer is not JSON', async () => {
    fetchMock.mockResolvedValue(new Response('<html>oops</html>', {status: 502, statusText: 'Bad Gateway'}));
    await expect(api('/profile/profile')).rejects.toMatchObject({status: 502, message: 'Bad Gateway'});
  });

  it('signs out on a 401 of a signed-in call, not of an anonymous one', async () => {
    fetchMock.mockImplementation(async () => new Response('{"message":"Unauthorized"}', {status: 401}));
    await expect(api('/account/token', {method: 'POST', anonymous: true})).rejects.toBeInstanceOf(ApiError);
    expect(unauthorized).not.toHaveBeenCalled();
    await expect(api('/profile/profile')).rejects.toMatchObject({status: 401});
    expect(unauthorized).toHaveBeenCalledTimes(1);
  });
});
