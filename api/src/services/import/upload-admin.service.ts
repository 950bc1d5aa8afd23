import {randomUUID} from 'node:crypto';
import {Pool} from 'pg';
import {Caller, isAdmin} from '../../auth/caller';
import {withTransaction} from '../../database/transaction';
import {recordAudit} from '../kernel/audit.store';
import {ServiceError} from '../kernel/service-error';

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

const bad = (message: string) => new ServiceError(message, 'BAD_USER_INPUT');

interface UploadRow {
  id: number;
  batch_id: string;
  success: number;
  total_records: number;
  failed: number;
  deleted_on: Date | null;
  [column: string]: unknown;
}

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
export class UploadAdminService {
  constructor(private readonly pool: Pool) {}

  /** Withdraws the upload's not-installed serials; installed ones stay (Undeleted). */
  async delete(caller: Caller, uploadId: number, reason?: string | null, customReason?: string | null) {
    this.requireAdmin(caller);
    const stored = deleteReasonOf(reason, customReason);
    return withTransaction(this.pool, async db => {
      const before = await this.lockUpload(db, uploadId);
      if (before.deleted_on) throw new ServiceError(UPLOAD_ADMIN_MESSAGES.alreadyDeleted, 'CONFLICT');
      const withdrawn = await db.query(
        `UPDATE product_serial SET state = 'withdrawn' WHERE upload_id = $1 AND state = 'available'`,
        [uploadId],
      );
      const {
        rows: [kept],
      } = await db.query<{n: number}>(
        `SELECT count(*)::int AS n FROM product_serial WHERE upload_id = $1 AND state = 'installed'`,
        [uploadId],
      );
      const {
        rows: [after],
      } = await db.query(
        `UPDATE upload SET deleted_on = now(), deleted_by = $2, delete_reason = $3, deleted_count = $4, undeleted_count = $5 WHERE id = $1 RETURNING *`,
        [uploadId, caller.id, stored, withdrawn.rowCount ?? 0, kept.n],
      );
      await recordAudit(db, {
        userId: caller.id,
        action: 'upload.delete',
        entity: 'Upload',
        entityId: uploadId,
        before,
        after,
      });
      return {
        status: true,
        message: UPLOAD_ADMIN_MESSAGES.deleted,
        uploadId,
        deleted: withdrawn.rowCount ?? 0,
        undeleted: kept.n,
      };
    });
  }

  /**
   * Creates a new upload with restoredFrom = the deleted one and re-activates the serials that
   * were not uploaded again since (still withdrawn and still of the deleted upload). The original
   * stays Deleted. Counts of the new upload: success = serials restored, failed = serials of the
   * original that were uploaded again since, total = both.
   */
  async restore(caller: Caller, uploadId: number) {
    this.requireAdmin(caller);
    return withTransaction(this.pool, async db => {
      const original = await this.lockUpload(db, uploadId);
      if (!original.deleted_on) throw bad(UPLOAD_ADMIN_MESSAGES.notDeleted);
      const again = await db.query('SELECT 1 FROM upload WHERE restored_from = $1', [uploadId]);
      if (again.rowCount) throw new ServiceError(UPLOAD_ADMIN_MESSAGES.alreadyRestored, 'CONFLICT');
      const {
        rows: [created],
      } = await db.query<{id: number; batch_id: string}>(
        `INSERT INTO upload (batch_id, manufacturer_id, distributor_id, type, source_file_name, system_file_name, report_file_name,
                             report_system_file_name, uploaded_by, ip_address, restored_from, status)
         SELECT $2, manufacturer_id, distributor_id, type, source_file_name, system_file_name, report_file_name,
                report_system_file_name, $3, ip_address, id, 'done' FROM upload WHERE id = $1
         RETURNING id, batch_id`,
        [uploadId, randomUUID(), caller.id],
      );
      const restored = await db.query(
        `UPDATE product_serial SET state = 'available', upload_id = $2 WHERE upload_id = $1 AND state = 'withdrawn'`,
        [uploadId, created.id],
      );
      const n = restored.rowCount ?? 0;
      const lost = Math.max(Number(original.deleted_count ?? 0) - n, 0);
      const {
        rows: [after],
      } = await db.query('UPDATE upload SET total_records = $2, success = $3, failed = $4 WHERE id = $1 RETURNING *', [
        created.id,
        n + lost,
        n,
        lost,
      ]);
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
        batchId: created.batch_id,
        restoredFrom: uploadId,
        restored: n,
      };
    });
  }

  private requireAdmin(caller: Caller) {
    if (!isAdmin(caller)) throw new ServiceError('Only administrators may delete or restore uploads.', 'FORBIDDEN');
  }

  private async lockUpload(db: Pick<Pool, 'query'>, uploadId: number): Promise<UploadRow> {
    if (!Number.isInteger(uploadId) || uploadId <= 0) throw bad('UploadId: not an upload.');
    const {rows} = await db.query<UploadRow>('SELECT * FROM upload WHERE id = $1 FOR UPDATE', [uploadId]);
    if (!rows[0]) throw new ServiceError('No upload has this UploadId.', 'NOT_FOUND');
    if (rows[0].success === 0) throw bad(UPLOAD_ADMIN_MESSAGES.allFailed);
    return rows[0];
  }
}
