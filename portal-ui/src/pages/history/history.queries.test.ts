// @vitest-environment happy-dom
import {setToken} from '@voltcheck/api-client';
import {mockRest} from '@voltcheck/api-client/testing';
import {beforeEach, describe, expect, it} from 'vitest';
import {ADMIN_ACTION_ERROR, uploadAdminAction} from './history.queries';

beforeEach(() => setToken('the-token'));

describe('uploadAdminAction', () => {
  it("POSTs the delete or restore and answers the server's message", async () => {
    const deleted = mockRest('/api/upload/delete', 'post', 200, {status: true, message: 'Upload deleted succesfully.'});
    const body = {UploadId: 12, Reason: 'Other', CustomReason: 'Wrong batch'};
    await expect(uploadAdminAction('delete', body)).resolves.toBe('Upload deleted succesfully.');
    expect(deleted.calls[0].body).toEqual(body);
  });

  it("shows a 400's message, or a refusal in a 200", async () => {
    mockRest('/api/upload/delete', 'post', 400, {status: false, message: 'Upload is already deleted.'});
    await expect(uploadAdminAction('delete', {UploadId: 12})).rejects.toThrow('Upload is already deleted.');
    mockRest('/api/upload/restore', 'post', 200, {status: false, message: 'Nothing to restore.'});
    await expect(uploadAdminAction('restore', {UploadId: 12})).rejects.toThrow('Nothing to restore.');
  });

  it("gives the catalogue's generic message for any other failure", async () => {
    mockRest('/api/upload/restore', 'post', 409, {status: false, message: 'conflict detail'});
    await expect(uploadAdminAction('restore', {UploadId: 12})).rejects.toThrow(ADMIN_ACTION_ERROR);
    mockRest('/api/upload/restore', 'post', 500, {status: false, message: 'stack trace'});
    await expect(uploadAdminAction('restore', {UploadId: 12})).rejects.toThrow(ADMIN_ACTION_ERROR);
  });
});
