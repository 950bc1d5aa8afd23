import {BindingScope, injectable} from '@loopback/core';
import type {ImportFile} from '../../models';
import {SqlRepository} from '../kernel/sql-repository';

/** An uploaded spreadsheet of an import batch, as the import request and the downloads read it. */
export type StoredImportFile = Required<
  Pick<
    ImportFile,
    'fileIndex' | 'originalName' | 'systemName' | 'storageKey' | 'fileType' | 'uploadedBy' | 'manufacturerId'
  >
>;

const FILE_COLUMNS = `file_index AS "fileIndex", original_name AS "originalName", system_name AS "systemName",
  storage_key AS "storageKey", file_type AS "fileType", uploaded_by AS "uploadedBy", manufacturer_id AS "manufacturerId"`;

/** The uploaded spreadsheets of import batches (import_file), stored before the import runs. */
@injectable({scope: BindingScope.SINGLETON})
export class ImportFileRepository extends SqlRepository {
  async insert(
    f: Required<
      Pick<
        ImportFile,
        | 'batchId'
        | 'fileIndex'
        | 'originalName'
        | 'systemName'
        | 'storageKey'
        | 'fileType'
        | 'sizeBytes'
        | 'manufacturerId'
        | 'distributorId'
        | 'uploadedBy'
      >
    >,
  ): Promise<void> {
    await this.pool.query(
      `INSERT INTO import_file (batch_id, file_index, original_name, system_name, storage_key, file_type, size_bytes, manufacturer_id, distributor_id, uploaded_by)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
      [
        f.batchId,
        f.fileIndex,
        f.originalName,
        f.systemName,
        f.storageKey,
        f.fileType,
        f.sizeBytes,
        f.manufacturerId,
        f.distributorId,
        f.uploadedBy,
      ],
    );
  }

  /** How many files the batch holds, how many of them are not `userId`'s for `manufacturerId`, and whether its import started. */
  async batchOwnership(
    batchId: string,
    userId: number,
    manufacturerId: number,
  ): Promise<{n: number; others: number; started: boolean}> {
    const {rows} = await this.pool.query<{n: number; others: number; started: boolean}>(
      `SELECT count(*)::int AS n, count(*) FILTER (WHERE uploaded_by <> $2 OR manufacturer_id <> $3)::int AS others,
              EXISTS (SELECT 1 FROM import_batch WHERE batch_id = $1) AS started
         FROM import_file WHERE batch_id = $1`,
      [batchId, userId, manufacturerId],
    );
    return rows[0];
  }

  async nextIndex(batchId: string): Promise<number> {
    const {rows} = await this.pool.query<{next: number}>(
      'SELECT max(file_index) + 1 AS next FROM import_file WHERE batch_id = $1',
      [batchId],
    );
    return rows[0].next;
  }

  /** The batch's files in order (none for a batchId that is not one). */
  async listByBatch(batchId: string): Promise<StoredImportFile[]> {
    const {rows} = await this.pool.query<StoredImportFile>(
      `SELECT ${FILE_COLUMNS} FROM import_file WHERE batch_id::text = $1 ORDER BY file_index`,
      [batchId],
    );
    return rows;
  }

  /** One file of a batch by its index (none when there is no such file). */
  async find(batchId: string, index: number): Promise<StoredImportFile | undefined> {
    const {rows} = await this.pool.query<StoredImportFile>(
      `SELECT ${FILE_COLUMNS} FROM import_file WHERE batch_id::text = $1 AND file_index = $2`,
      [batchId, index],
    );
    return rows[0];
  }
}
