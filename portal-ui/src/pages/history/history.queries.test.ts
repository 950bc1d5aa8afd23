// @vitest-environment happy-dom
import {setToken} from '@voltcheck/api-client';
import {afterEach, beforeEach, describe, expect, it, vi} from 'vitest';
import {ADMIN_ACTION_ERROR, uploadAdminAction} from './history.queries';

const fetchMock = vi.fn<typeof fetch>();
const answer = (status: number, body: unknown) =>
  fetchMock.mockImplementation(async () => new Response(JSON.stringify(body), {status}));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  setToken('the-token');
});
afterEach(() => {
  vi.unstubAllGlobals();
  fetchMock.mockReset();
  localStorage.clear();
});

describe('uploadAdminAction', () => {
  it("POSTs the delete or restore and answers the server's message", async () => {
    answer(200, {status: true, message: 'Upload deleted succesfully.'});
    const body = {UploadId: 12, Reason: 'Other', CustomReason: 'Wrong batch'};
    await expect(uploadAdminAction('delete', body)).resolves.toBe('Upload deleted succesfully.');
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe('/api/upload/delete');
    expect(JSON.parse(init?.body as string)).toEqual(body);
  });

  it("shows a 400's message, or a refusal in a 200", async () => {
    answer(400, {status: false, message: 'Upload is already deleted.'});
    await expect(uploadAdminAction('delete', {UploadId: 12})).rejects.toThrow('Upload is already deleted.');
    answer(200, {status: false, message: 'Nothing to restore.'});
    await expect(uploadAdminAction('restore', {UploadId: 12})).rejects.toThrow('Nothing to restore.');
  });

  it("gives the catalogue's generic message for any other failure", async () => {
    answer(409, {status: false, message: 'conflict detail'});
    await expect(uploadAdminAction('restore', {UploadId: 12})).rejects.toThrow(ADMIN_ACTION_ERROR);
    answer(500, {message: 'stack trace'});
    await expect(uploadAdminAction('restore', {UploadId: 12})).rejects.toThrow(ADMIN_ACTION_ERROR);
  });
});
