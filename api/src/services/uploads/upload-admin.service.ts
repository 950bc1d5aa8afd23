import {BindingScope, injectable, service} from '@loopback/core';
import {randomUUID} from 'node:crypto';
import {PoolClient} from 'pg';
import {Caller, isAdmin} from '../kernel/caller';
import {recordAudit} from '../kernel/record-audit';
import {ServiceError} from '../kernel/service-error';
import {WebhookService} from '../webhooks/webhook.service';
import {UploadRepository, UploadData} from './upload.repository';

/** The reasons of the delete dialog (document 001 section 5), word for word. */
export const DELETE_REASONS = [
  'Ineligible product – Not for Australian market',
  'Product recalled – Defective panel',
  'Product recalled – Damaged panel',
  'Data error – Incorrect supplier',
  'Data error – Incorrect model',
  'Data error – Invalid serial number',
  'Other',
] as const;

export const UPLOAD_ADMIN_MESSAGES = {
  reasonRequired: 'Please select a reason for deletion.',
  customReasonRequired: 'Please specify your custom reason.',
  allFailed: 'Delete and restore are unavailable when all records failed.',
  alreadyDeleted: 'This upload is already deleted.',
  notDeleted: 'Only a deleted upload can be restored.',
  alreadyRestored: 'This upload has already been restored.',
  deleted: 'Upload deleted succesfully.',
  restored: 'Upload restored succesfully.',
};

const bad = (message: string) => new ServiceError(message, 'VALIDATION');

/**
 * The one stored reason: one of the six fixed reasons as is; 'Other' with its text as
 * 'Other: text'; any other text is taken as a custom reason ('Other: text').
 */
export function deleteReasonOf(reason?: string | null, customReason?: string | null): string {
  const chosen = (reason ?? '').trim();
  if (!chosen) throw bad(UPLOAD_ADMIN_MESSAGES.reasonRequired);
  if ((DELETE_REASONS as readonly string[]).includes(chosen) && chosen !== 'Other') return chosen;
  const custom = chosen === 'Other' ? (customReason ?? '').trim() : chosen.replace(/^Other\s*[:\-–]\s*/i, '').trim();
  if (!custom || custom === 'Other') throw bad(UPLOAD_ADMIN_MESSAGES.customReasonRequired);
  return `Other: ${custom.slice(0, 500)}`;
}

/** Delete and restore of uploads (administrators only; server.md section 2). */
@injectable({scope: BindingScope.SINGLETON})
export class UploadAdminService {
  constructor(
    @service(UploadRepository) private readonly uploads: UploadRepository,
    /** Tells the webhook subscribers of the serials withdrawn. */
    @service(WebhookService) private readonly webhooks: Pick<WebhookService, 'serialsWithdrawn' | 'dispatch'>,
  ) {}

  /** Withdraws the upload's not-installed serials; installed ones stay (Undeleted). */
  async delete(caller: Caller, uploadId: number, reason?: string | null, customReason?: string | null) {
    this.requireAdmin(caller);
    const stored = deleteReasonOf(reason, customReason);
    const deliveries: number[] = [];
    const answer = await this.uploads.transaction(async db => {
      const before = await this.lockUpload(db, uploadId);
      if (before.deletedOn) throw new ServiceError(UPLOAD_ADMIN_MESSAGES.alreadyDeleted, 'CONFLICT');
      const deleted = await this.uploads.withdraw(db, uploadId);
      const undeleted = await this.uploads.countInstalled(db, uploadId);
      const after = await this.uploads.markDeleted(db, uploadId, {by: caller.id, reason: stored, deleted, undeleted});
      await recordAudit(db, {
        userId: caller.id,
        action: 'upload.delete',
        entity: 'Upload',
        entityId: uploadId,
        before,
        after,
      });
      deliveries.push(...(await this.webhooks.serialsWithdrawn(db, {uploadId, reason: stored})));
      return {
        status: true,
        message: UPLOAD_ADMIN_MESSAGES.deleted,
        uploadId,
        deleted,
        undeleted,
      };
    });
    await this.webhooks.dispatch(deliveries);
    return answer;
  }

  /**
   * Creates a new upload with restoredFrom = the deleted one and re-activates the serials that
   * were not uploaded again since (still withdrawn and still of the deleted upload). The original
   * stays Deleted. Counts of the new upload: success = serials restored, failed = serials of the
   * original that were uploaded again since, total = both.
   */
  async restore(caller: Caller, uploadId: number) {
    this.requireAdmin(caller);
    return this.uploads.transaction(async db => {
      const original = await this.lockUpload(db, uploadId);
      if (!original.deletedOn) throw bad(UPLOAD_ADMIN_MESSAGES.notDeleted);
      if (await this.uploads.isRestored(db, uploadId))
        throw new ServiceError(UPLOAD_ADMIN_MESSAGES.alreadyRestored, 'CONFLICT');
      const created = await this.uploads.createRestored(db, uploadId, randomUUID(), caller.id);
      const n = await this.uploads.reactivate(db, uploadId, created.id);
      const lost = Math.max(Number(original.deletedCount ?? 0) - n, 0);
      const after = await this.uploads.setCounts(db, created.id, {total: n + lost, success: n, failed: lost});
      await recordAudit(db, {
        userId: caller.id,
        action: 'upload.restore',
        entity: 'Upload',
        entityId: uploadId,
        before: original,
        after,
      });
      return {
        status: true,
        message: UPLOAD_ADMIN_MESSAGES.restored,
        uploadId: created.id,
        batchId: created.batchId,
        restoredFrom: uploadId,
        restored: n,
      };
    });
  }

  private requireAdmin(caller: Caller) {
    if (!isAdmin(caller)) throw new ServiceError('Only administrators may delete or restore uploads.', 'FORBIDDEN');
  }

  private async lockUpload(db: PoolClient, uploadId: number): Promise<UploadData> {
    if (!Number.isInteger(uploadId) || uploadId <= 0) throw bad('UploadId: not an upload.');
    const upload = await this.uploads.lock(db, uploadId);
    if (!upload) throw new ServiceError('No upload has this UploadId.', 'NOT_FOUND');
    if (upload.success === 0) throw bad(UPLOAD_ADMIN_MESSAGES.allFailed);
    return upload;
  }
}
