import {securityId} from '@loopback/security';
import {Caller, Role} from '../../services/kernel/caller';
import {deleteReasonOf, UPLOAD_ADMIN_MESSAGES, UploadAdminService} from '../../services/uploads/upload-admin.service';
import type {UploadRepository, UploadData} from '../../services/uploads/upload.repository';
import type {WebhookService} from '../../services/webhooks/webhook.service';

/** Deletion and restoration of uploads: the reason, who may, and what each state refuses (fake repository). */
describe('UploadAdminService (unit)', () => {
  const caller = (role: Role): Caller => ({
    [securityId]: '1',
    id: 1,
    username: 'u',
    role,
    manufacturerIds: [],
    manufacturerId: null,
    distributorId: null,
  });
  const admin = caller('admin');

  function givenService(
    upload: Partial<UploadData> | undefined,
    opts: {restored?: boolean; reactivated?: number} = {},
  ) {
    const row = upload && {
      id: 12,
      batchId: 'b',
      success: 10,
      totalRecords: 10,
      failed: 0,
      deletedOn: null,
      ...upload,
    };
    const audit: unknown[][] = [];
    const db = {query: jest.fn(async (...args: unknown[]) => (audit.push(args), {rows: [], rowCount: 0}))};
    const uploads = {
      transaction: jest.fn(async (work: (tx: unknown) => Promise<unknown>) => work(db)),
      lock: jest.fn(async () => row),
      withdraw: jest.fn(async () => 8),
      countInstalled: jest.fn(async () => 2),
      markDeleted: jest.fn(async () => ({...row, deletedOn: new Date()})),
      isRestored: jest.fn(async () => !!opts.restored),
      createRestored: jest.fn(async () => ({id: 13, batchId: 'new-batch'})),
      reactivate: jest.fn(async () => opts.reactivated ?? 0),
      setCounts: jest.fn(async (_db: unknown, id: number, c: object) => ({id, ...c})),
    };
    const webhooks = {serialsWithdrawn: jest.fn(async () => [41, 42]), dispatch: jest.fn(async () => undefined)};
    const service = new UploadAdminService(
      uploads as unknown as UploadRepository,
      webhooks as unknown as WebhookService,
    );
    return {service, uploads, webhooks, audit};
  }

  describe('the reason stored', () => {
    it('keeps a fixed reason as is, and any other text as Other: text', () => {
      expect(deleteReasonOf('Product recalled – Damaged panel')).toBe('Product recalled – Damaged panel');
      expect(deleteReasonOf('Other', ' wrong brand ')).toBe('Other: wrong brand');
      expect(deleteReasonOf('Other - wrong brand')).toBe('Other: wrong brand');
      expect(deleteReasonOf('a typed reason')).toBe('Other: a typed reason');
      expect(deleteReasonOf('Other', 'x'.repeat(600))).toBe(`Other: ${'x'.repeat(500)}`);
    });

    it('refuses no reason, and Other without its text', () => {
      expect(() => deleteReasonOf(' ')).toThrow(UPLOAD_ADMIN_MESSAGES.reasonRequired);
      expect(() => deleteReasonOf('Other', '  ')).toThrow(UPLOAD_ADMIN_MESSAGES.customReasonRequired);
      expect(() => deleteReasonOf('Other: ')).toThrow(UPLOAD_ADMIN_MESSAGES.customReasonRequired);
    });
  });

  describe('delete', () => {
    it('withdraws the serials, records who and why, audits it and tells the webhook subscribers after commit', async () => {
      const {service, uploads, webhooks, audit} = givenService({});
      expect(await service.delete(admin, 12, 'Other', 'test')).toEqual({
        status: true,
        message: UPLOAD_ADMIN_MESSAGES.deleted,
        uploadId: 12,
        deleted: 8,
        undeleted: 2,
      });
      expect(uploads.markDeleted).toHaveBeenCalledWith(expect.anything(), 12, {
        by: 1,
        reason: 'Other: test',
        deleted: 8,
        undeleted: 2,
      });
      expect(audit).toHaveLength(1);
      expect(audit[0][1]).toEqual(expect.arrayContaining([1, 'upload.delete', 'Upload', '12']));
      expect(webhooks.serialsWithdrawn).toHaveBeenCalledWith(expect.anything(), {uploadId: 12, reason: 'Other: test'});
      expect(webhooks.dispatch).toHaveBeenCalledWith([41, 42]);
    });

    it('refuses callers other than administrators, and uploads that are not, failed or deleted already', async () => {
      await expect(givenService({}).service.delete(caller('manufacturer'), 12, 'Other', 'x')).rejects.toMatchObject({
        code: 'FORBIDDEN',
      });
      await expect(givenService({}).service.delete(admin, 0, 'Other', 'x')).rejects.toMatchObject({code: 'VALIDATION'});
      await expect(givenService(undefined).service.delete(admin, 12, 'Other', 'x')).rejects.toMatchObject({
        code: 'NOT_FOUND',
      });
      await expect(givenService({success: 0}).service.delete(admin, 12, 'Other', 'x')).rejects.toMatchObject({
        code: 'VALIDATION',
        message: UPLOAD_ADMIN_MESSAGES.allFailed,
      });
      const deleted = givenService({deletedOn: new Date()});
      await expect(deleted.service.delete(admin, 12, 'Other', 'x')).rejects.toMatchObject({
        code: 'CONFLICT',
        message: UPLOAD_ADMIN_MESSAGES.alreadyDeleted,
      });
      expect(deleted.uploads.withdraw).not.toHaveBeenCalled();
      expect(deleted.webhooks.dispatch).not.toHaveBeenCalled();
    });
  });

  describe('restore', () => {
    it('makes a new upload of the serials still withdrawn, counting those uploaded again since as failed', async () => {
      const {service, uploads} = givenService({deletedOn: new Date(), deletedCount: 8} as Partial<UploadData>, {
        reactivated: 5,
      });
      expect(await service.restore(admin, 12)).toEqual({
        status: true,
        message: UPLOAD_ADMIN_MESSAGES.restored,
        uploadId: 13,
        batchId: 'new-batch',
        restoredFrom: 12,
        restored: 5,
      });
      expect(uploads.reactivate).toHaveBeenCalledWith(expect.anything(), 12, 13);
      expect(uploads.setCounts).toHaveBeenCalledWith(expect.anything(), 13, {total: 8, success: 5, failed: 3});
    });

    it('refuses an upload that is not deleted, or restored already', async () => {
      await expect(givenService({}).service.restore(admin, 12)).rejects.toMatchObject({
        code: 'VALIDATION',
        message: UPLOAD_ADMIN_MESSAGES.notDeleted,
      });
      const again = givenService({deletedOn: new Date()}, {restored: true});
      await expect(again.service.restore(admin, 12)).rejects.toMatchObject({
        code: 'CONFLICT',
        message: UPLOAD_ADMIN_MESSAGES.alreadyRestored,
      });
      expect(again.uploads.createRestored).not.toHaveBeenCalled();
    });
  });
});
